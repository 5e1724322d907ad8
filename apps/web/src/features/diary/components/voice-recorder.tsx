import { VOICE_NOTE_MAX_SECONDS } from '@sendero/shared';
import { Mic, Square, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';
import { useDiaryDraft } from '../draft';
import { diaryText } from '../messages';
import { setPendingVoiceNote, usePendingVoiceNote } from '../voice-note';
import { FieldError } from './field-error';

/** Why recording could not start: the texts are in the catalogue (../messages.ts), read when shown. */
const messages = {
  unsupported: 'micUnsupported',
  denied: 'micDenied',
  noMicrophone: 'noMicrophone',
  failed: 'recordingFailed',
} as const;
type WhyNot = (typeof messages)[keyof typeof messages];

/** The formats MediaRecorder may write, best first; the server checks the bytes either way. */
const FORMATS = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4', 'audio/webm'];

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function whyNot(error: unknown): WhyNot {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return messages.denied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return messages.noMicrophone;
  return messages.failed;
}

/**
 * "Grabar nota de voz" on the reason step: the microphone is asked for only on the tap, at most
 * three minutes with a timer, then listen or delete before sending. The recording goes up with
 * the entry (api/create-entry.ts). Loaded only when this step is shown.
 */
export default function VoiceRecorder() {
  const { draft, updateDraft } = useDiaryDraft();
  const recording = usePendingVoiceNote();
  const recordingUrl = recording?.url;
  const [state, setState] = useState<'idle' | 'asking' | 'recording'>('idle');
  const [elapsed, setElapsed] = useState(0);
  const [error, setError] = useState<WhyNot | null>(null);
  const t = useMessages(diaryText);
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
      const mimeType = FORMATS.find((format) => MediaRecorder.isTypeSupported(format));
      const next = new MediaRecorder(stream.current, mimeType ? { mimeType } : undefined);
      const chunks: Blob[] = [];
      next.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      next.onstop = () => {
        release();
        setState('idle');
        const blob = new Blob(chunks, { type: next.mimeType || mimeType || 'audio/webm' });
        if (blob.size > 0) setPendingVoiceNote(blob);
      };
      recorder.current = next;
      // A new recording replaces any earlier one, sent or not.
      setPendingVoiceNote(null);
      if (draft.audioUrl) updateDraft({ audioUrl: '' });
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

  const remove = () => {
    setPendingVoiceNote(null);
    updateDraft({ audioUrl: '' });
  };

  const hasNote = Boolean(recording) || Boolean(draft.audioUrl);

  return (
    <section aria-labelledby="voice-note-title" className="flex flex-col gap-3 rounded-2xl border border-navy-600 bg-navy-800 p-4">
      <h2 id="voice-note-title" className="font-semibold text-ink">
        {t.voiceNote} <span className="font-normal text-ink-muted">{t.optional}</span>
      </h2>
      {state === 'recording' ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="flex items-center gap-2 font-semibold text-rose-200">
            <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-rose-400" />
            {t.recording} <span className="tabular-nums">{clock(elapsed)}</span>
            <span className="font-normal text-ink-muted"> de {clock(VOICE_NOTE_MAX_SECONDS)}</span>
          </p>
          <Button variant="secondary" onClick={stop} className="ml-auto">
            <Square aria-hidden="true" />
            {t.stop}
          </Button>
        </div>
      ) : hasNote ? (
        <div className="flex flex-col gap-3">
          {recordingUrl ? (
            <audio controls src={recordingUrl} className="w-full" aria-label={t.listenToYourNote}>
              {t.cannotPlay}
            </audio>
          ) : (
            <p className="text-ink-muted">{t.noteSaved}</p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button variant="ghost" size="sm" onClick={remove} className="text-red-200">
              <Trash2 aria-hidden="true" />
              {t.deleteNote}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => void start()}>
              <Mic aria-hidden="true" />
              {t.recordAnother}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-ink-muted">{t.voiceOffer({ minutes: VOICE_NOTE_MAX_SECONDS / 60 })}</p>
          <Button variant="secondary" onClick={() => void start()} disabled={state === 'asking'} className="self-start">
            <Mic aria-hidden="true" />
            {state === 'asking' ? t.askingForMicrophone : t.recordNote}
          </Button>
        </div>
      )}
      {error ? <FieldError>{t[error]}</FieldError> : null}
    </section>
  );
}
