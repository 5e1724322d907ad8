import { hasQueuedDiaryEntries } from './diary-outbox-key';
import { logFailure } from './log-failure';

/**
 * Signing out erases what this device keeps of the diary (it may be shared), entries still waiting
 * to be sent among them. So before it: send what waits; if some still cannot go (no connection,
 * the server down), the person decides — `ask` answers whether to sign out anyway. Never erased
 * without asking.
 */
export async function mayLeaveWithUnsent(send: () => Promise<void>, ask: () => boolean): Promise<boolean> {
  if (!hasQueuedDiaryEntries()) return true;
  await send().catch(logFailure('Queued diary entries not sent before logout'));
  return !hasQueuedDiaryEntries() || ask();
}
