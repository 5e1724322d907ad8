import type { DiaryRecord, Feeling, FinerFeeling } from '@sendero/shared';
import { useState } from 'react';
import { FinerFeelingPicker } from '@/components/finer-feeling-picker';
import { ApiClientError } from '@/lib/api-client';
import { setQueuedFinerFeeling } from '@/lib/diary-outbox-finer';
import { useSetFinerFeeling } from '../api/finer-feeling';

// Loaded once today has a feeling (React.lazy in today-feeling.tsx): the vocabulary is no weight on the first page.

/** Under today's stored feeling: one tap names it more finely, another tap on it removes the word. */
function StoredFinerFeeling({ entry }: { entry: DiaryRecord }) {
  const save = useSetFinerFeeling();
  // Shown at once; put back if the server refuses.
  const [value, setValue] = useState<FinerFeeling | null>(entry.finerFeeling ?? null);
  const choose = (word: FinerFeeling | null) => {
    const before = value;
    setValue(word);
    save.mutate({ id: entry.id, finerFeeling: word }, { onError: () => setValue(before) });
  };
  return (
    <div className="flex flex-col gap-2">
      <FinerFeelingPicker feeling={entry.feeling} value={value} onChange={choose} />
      {save.isError ? (
        <p role="alert" className="text-sm text-rose-200">
          {save.error instanceof ApiClientError && save.error.firstMessage ? save.error.firstMessage : 'No pudimos guardar la palabra. Inténtalo de nuevo.'}
        </p>
      ) : null}
    </div>
  );
}

/** Under a feeling still waiting on this device: the word goes with it when it is sent. */
function QueuedFinerFeeling({ feeling, entryKey }: { feeling: Feeling; entryKey: string }) {
  const [value, setValue] = useState<FinerFeeling | null>(null);
  return (
    <FinerFeelingPicker
      feeling={feeling}
      value={value}
      onChange={(word) => {
        setValue(word);
        setQueuedFinerFeeling(entryKey, word);
      }}
    />
  );
}

/** Home's chips, for today's stored entry or for the one-tap entry waiting on this device (one lazy chunk for both). */
export default function TodayFinerFeeling(props: { stored: DiaryRecord } | { waiting: { feeling: Feeling; key: string } }) {
  return 'stored' in props ? <StoredFinerFeeling entry={props.stored} /> : <QueuedFinerFeeling feeling={props.waiting.feeling} entryKey={props.waiting.key} />;
}
