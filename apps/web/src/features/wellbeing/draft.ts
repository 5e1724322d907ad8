import { WHO5_ITEM_COUNT } from '@sendero/shared';
import { getSignedInUserId } from '@/lib/session-storage';
import { eraseWho5Draft, WHO5_DRAFT_KEY } from '@/lib/who5-draft-key';

/** The answers of a check not yet sent, kept per tab so a reload or a failed send loses nothing. */
export type Who5Answers = (number | null)[];

export { WHO5_DRAFT_KEY };

export const emptyAnswers = (): Who5Answers => Array.from({ length: WHO5_ITEM_COUNT }, () => null);

const isAnswer = (value: unknown): value is number | null => value === null || (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 5);

/** The draft of the signed-in person; anyone else's (another account in this tab) reads as empty. */
export function readWho5Draft(): Who5Answers {
  try {
    const saved = JSON.parse(sessionStorage.getItem(WHO5_DRAFT_KEY) ?? 'null') as { ownerId?: unknown; answers?: unknown } | null;
    if (!saved || saved.ownerId !== getSignedInUserId() || !Array.isArray(saved.answers)) return emptyAnswers();
    const answers = saved.answers.slice(0, WHO5_ITEM_COUNT);
    return answers.length === WHO5_ITEM_COUNT && answers.every(isAnswer) ? answers : emptyAnswers();
  } catch {
    return emptyAnswers();
  }
}

export function saveWho5Draft(answers: Who5Answers): void {
  try {
    sessionStorage.setItem(WHO5_DRAFT_KEY, JSON.stringify({ ownerId: getSignedInUserId(), answers }));
  } catch {
    // Storage full or refused: the answers stay on the screen, only a reload would lose them.
  }
}

export const clearWho5Draft = eraseWho5Draft;
