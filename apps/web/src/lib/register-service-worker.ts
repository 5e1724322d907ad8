/**
 * Registers the service worker (src/sw.ts) in production builds, once the first page has loaded,
 * so it never competes with what the person came to see. Development has no service worker: a
 * cached shell would hide every change.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => console.error('Service worker registration failed', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
