import type { Feeling, FinerFeeling } from '@sendero/shared';
import { DIARY_OUTBOX_KEY } from './diary-outbox-key';
import { sealedItem, sealingKey } from './sealed-store';

/**
 * Diary entries written without a connection, waiting on this device to be sent (src/api/diary-outbox.ts
 * sends them). Each carries the key made when it was written: sent as `Idempotency-Key`, it makes
 * the server store it once however often it is sent. Kept per person (`userId`) in localStorage,
 * so it survives a reload or a closed tab, and erased with the rest when the session ends. With a
 * PIN set it is sealed (decision 062): locked, it reads as empty and only the unlock sends it.
 */
export type QueuedDiaryEntry = {
  key: string;
  userId: string;
  feeling: Feeling;
  /** The finer word under the feeling (decision 042): absent when none, and in entries queued before words existed. */
  finerFeeling?: FinerFeeling;
  description: string;
  audioUrl: string;
  /** "¿Qué has hecho hoy?": absent in entries queued before tags existed. */
  tags?: string[];
  /** When it was written (ISO), to tell the person; the server dates the entry when it arrives. */
  writtenAt: string;
  /** The moment of the day the person chose, when not today (decision 029), with their zone. */
  createdAt?: string;
  tz?: string;
};

const listeners = new Set<() => void>();
const stored = sealedItem(
  () => localStorage,
  DIARY_OUTBOX_KEY,
  () => listeners.forEach((listener) => listener()),
);
// Another tab sealed a new outbox: opened again, so this tab never writes back an older one.
window.addEventListener('storage', (event) => {
  if (event.key === DIARY_OUTBOX_KEY && sealingKey()) void stored.open();
});

/** Every waiting entry, whoever wrote it, oldest first. */
export function readAll(): QueuedDiaryEntry[] {
  try {
    const value: unknown = JSON.parse(stored.read() ?? '[]');
    return Array.isArray(value) ? (value as QueuedDiaryEntry[]).filter((entry) => typeof entry?.key === 'string' && typeof entry.userId === 'string') : [];
  } catch {
    return [];
  }
}

/** Replaces every waiting entry (order kept by the caller), and tells the listeners. */
export function writeAll(entries: QueuedDiaryEntry[]): void {
  stored.write(entries.length === 0 ? null : JSON.stringify(entries));
  listeners.forEach((listener) => listener());
}

/** The person's waiting entries, oldest first. */
export const queuedDiaryEntries = (userId: string): QueuedDiaryEntry[] => readAll().filter((entry) => entry.userId === userId);

export const isDiaryEntryQueued = (key: string): boolean => readAll().some((entry) => entry.key === key);

/** Adds an entry; the same key twice is kept once. */
export function queueDiaryEntry(entry: QueuedDiaryEntry): void {
  const entries = readAll();
  if (entries.some((queued) => queued.key === entry.key)) return;
  writeAll([...entries, entry]);
}

export function removeQueuedDiaryEntry(key: string): void {
  writeAll(readAll().filter((entry) => entry.key !== key));
}

/** Erases every waiting entry (the session ended: this may be a shared device). */
export function eraseDiaryOutbox(): void {
  try {
    stored.erase();
    listeners.forEach((listener) => listener());
  } catch {
    // Nothing stored, nothing to erase.
  }
}

/** Calls `listener` whenever this tab changes the outbox. */
export function subscribeToDiaryOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A random UUID v4 (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newEntryKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
