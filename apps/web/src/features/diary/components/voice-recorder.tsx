import { VOICE_NOTE_MAX_SECONDS } from '@sendero/shared';
import { Mic, Square, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';
import { useDiaryDraft } from '../draft';
import { diaryText } from '../messages';
import { setPendingVoiceNote, usePendingVoiceNote } from '../voice-note';
import { FieldError } from './field-error';
import { useVoiceRecording } from './use-voice-recording';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** While recording: the timer against the limit, and the stop button. */
function RecordingNow({ elapsed, onStop }: { elapsed: number; onStop: () => void }) {
  const t = useMessages(diaryText);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="status" className="flex items-center gap-2 font-semibold text-rose-200">
        <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-rose-400" />
        {t.recording} <span className="tabular-nums">{clock(elapsed)}</span>
        <span className="font-normal text-ink-muted"> de {clock(VOICE_NOTE_MAX_SECONDS)}</span>
      </p>
      <Button variant="secondary" onClick={onStop} className="ml-auto">
        <Square aria-hidden="true" />
        {t.stop}
      </Button>
    </div>
  );
}

type NoteKeptProps = {
  /** The recording not sent yet, to listen to; absent when the note is already stored with the entry. */
  recordingUrl: string | undefined;
  onDelete: () => void;
  onRecordAnother: () => void;
};

/** A note is kept: listen to it (or read that it is saved), delete it or record another. */
function NoteKept({ recordingUrl, onDelete, onRecordAnother }: NoteKeptProps) {
  const t = useMessages(diaryText);
  return (
    <div className="flex flex-col gap-3">
      {recordingUrl ? (
        <audio controls src={recordingUrl} className="w-full" aria-label={t.listenToYourNote}>
          {t.cannotPlay}
        </audio>
      ) : (
        <p className="text-ink-muted">{t.noteSaved}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" onClick={onDelete} className="text-red-200">
          <Trash2 aria-hidden="true" />
          {t.deleteNote}
        </Button>
        <Button variant="ghost" size="sm" onClick={onRecordAnother}>
          <Mic aria-hidden="true" />
          {t.recordAnother}
        </Button>
      </div>
    </div>
  );
}

/**
 * "Grabar nota de voz" on the reason step: the microphone is asked for only on the tap, at most
 * three minutes with a timer, then listen or delete before sending. The recording goes up with
 * the entry (api/create-entry.ts). Loaded only when this step is shown.
 */
export default function VoiceRecorder() {
  const { draft, updateDraft } = useDiaryDraft();
  const recording = usePendingVoiceNote();
  const t = useMessages(diaryText);
  const { state, elapsed, error, start, stop } = useVoiceRecording(() => {
    // A new recording replaces any earlier one, sent or not.
    setPendingVoiceNote(null);
    if (draft.audioUrl) updateDraft({ audioUrl: '' });
  });

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
        <RecordingNow elapsed={elapsed} onStop={stop} />
      ) : hasNote ? (
        <NoteKept recordingUrl={recording?.url} onDelete={remove} onRecordAnother={() => void start()} />
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
