import { VOICE_NOTE_MAX_SECONDS } from '@sendero/shared';
import { useEffect, useRef, useState } from 'react';
import { setPendingVoiceNote } from '../voice-note';

/** Why recording could not start: the texts are in the catalogue (../messages.ts), read when shown. */
const messages = {
  unsupported: 'micUnsupported',
  denied: 'micDenied',
  noMicrophone: 'noMicrophone',
  failed: 'recordingFailed',
} as const;
export type WhyNot = (typeof messages)[keyof typeof messages];

/** The formats MediaRecorder may write, best first; the server checks the bytes either way. */
const FORMATS = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4', 'audio/webm'];

function whyNot(error: unknown): WhyNot {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return messages.denied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return messages.noMicrophone;
  return messages.failed;
}

/** A recorder on `stream` in the best format this browser writes; `onStopped` gets the whole recording. */
function createRecorder(stream: MediaStream, onStopped: (recording: Blob) => void): MediaRecorder {
  const mimeType = FORMATS.find((format) => MediaRecorder.isTypeSupported(format));
  const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  recorder.onstop = () => onStopped(new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' }));
  return recorder;
}

/**
 * The microphone and its recorder: asked for only on `start`, stopped at the limit with the
 * elapsed seconds counted, the recording kept as the pending voice note (../voice-note.ts).
 * `onRecordingStarts` runs once the microphone is granted, before the first byte.
 */
export function useVoiceRecording(onRecordingStarts: () => void) {
  const [state, setState] = useState<'idle' | 'asking' | 'recording'>('idle');
  const [elapsed, setElapsed] = useState(0);
  const [error, setError] = useState<WhyNot | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const release = () => {
    window.clearInterval(timer.current);
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };
  // Leaving the step mid-recording: the microphone is let go, nothing is kept.
  useEffect(
    () => () => {
      if (recorder.current?.state === 'recording') {
        recorder.current.ondataavailable = null;
        recorder.current.onstop = null;
        recorder.current.stop();
      }
      release();
    },
    [],
  );

  const stop = () => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };

  const start = async () => {
    setError(null);
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setError(messages.unsupported);
      return;
    }
    setState('asking');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
      const next = createRecorder(stream.current, (recording) => {
        release();
        setState('idle');
        if (recording.size > 0) setPendingVoiceNote(recording);
      });
      recorder.current = next;
      onRecordingStarts();
      // One piece at the end: a WebM with its sizes written, which every checker reads.
      next.start();
      setElapsed(0);
      setState('recording');
      const startedAt = Date.now();
      timer.current = window.setInterval(() => {
        const seconds = Math.min(VOICE_NOTE_MAX_SECONDS, Math.floor((Date.now() - startedAt) / 1000));
        setElapsed(seconds);
        if (seconds >= VOICE_NOTE_MAX_SECONDS) stop();
      }, 250);
    } catch (caught) {
      release();
      setState('idle');
      setError(whyNot(caught));
    }
  };

  return { state, elapsed, error, start, stop };
}
