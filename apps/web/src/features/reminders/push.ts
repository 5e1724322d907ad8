import type { PushSubscriptionBody } from '@sendero/shared';
import { getPushKey, savePushSubscription } from './api/reminders';

/** Whether this browser can receive Web Push at all, and has a service worker to show it. */
export async function pushSupport(): Promise<'ready' | 'unsupported' | 'denied'> {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  // `ready` waits forever when no worker is registered: ask for the registration instead.
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? 'ready' : 'unsupported';
}

const keyBytes = (base64url: string) => {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
};

export class PushPermissionError extends Error {}

/** Asks for permission (on the person's click), subscribes this browser and tells the server. */
export async function subscribeThisDevice(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionError('permission');
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await getPushKey();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await savePushSubscription(subscription.toJSON() as PushSubscriptionBody);
}
