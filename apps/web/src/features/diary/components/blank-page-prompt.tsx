import type { Feeling } from '@sendero/shared';
import { RotateCcw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDiaryPrompt } from '../api/prompt';

/**
 * An optional question under the box when the page is blank (decision 043): only shown, never
 * put into the text; "Otra pregunta" gives the day's next one. Without an answer from the server
 * (offline) there is simply no question.
 */
export function BlankPagePrompt({ feeling, day }: { feeling: Feeling | null; day: string }) {
  const [turn, setTurn] = useState(0);
  const { data } = useDiaryPrompt(feeling, day, turn);
  const prompt = data?.prompt;
  if (!prompt) return null;
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-navy-600/60 bg-navy-800/60 p-4 sm:flex-row sm:items-center sm:justify-between">
      {/* Announced when it changes, so "Otra pregunta" is heard as well as seen. */}
      <p aria-live="polite" className="flex items-start gap-2 text-ink">
        <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-200" />
        <span>
          <span className="sr-only">Una pregunta por si te ayuda: </span>
          <span data-testid="diary-prompt">{prompt.text}</span>
        </span>
      </p>
      {data.of > 1 ? (
        <Button variant="ghost" size="md" className="self-end sm:self-auto" onClick={() => setTurn(turn + 1)}>
          <RotateCcw aria-hidden="true" />
          Otra pregunta
        </Button>
      ) : null}
    </div>
  );
}
