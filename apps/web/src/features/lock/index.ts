/** "Bloqueo con PIN" in Ajustes (on the profile page, itself a chunk of its own). */
export { PinLockSection } from './components/pin-lock-section';
/**
 * The lock screen: import it only from a chunk loaded when the app is locked, so the first page
 * carries no more of the lock than the check in `src/lib/app-lock.ts` (decision 044).
 */
export { LockScreen } from './components/lock-screen';
