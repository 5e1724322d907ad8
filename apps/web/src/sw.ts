/// <reference lib="webworker" />
/**
 * Sendero's service worker (built by vite-plugin-pwa, strategy injectManifest; registered by
 * src/lib/register-service-worker.ts in production builds only).
 *
 * - The built app (index.html, scripts, styles, fonts, icons) is precached, so the app opens
 *   without a connection; a new build replaces it at once (skipWaiting + clientsClaim).
 * - Client routes (/calendar, /safety-plan…) open index.html from the precache. `/api/` and
 *   `/files/` never do: those always go to the network, and nothing personal is cached here
 *   (the data a person saw is kept by the app itself, per person: src/lib/offline-cache.ts).
 * - Web Push: a JSON payload `{ title, body, url }` shows a notification; a tap opens `url`.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// /welcome has its own small page (welcome.html, src/welcome.tsx), as the server serves it; the first match wins.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/welcome.html'), { allowlist: [/^\/welcome$/] }));
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/, /^\/files\//] }));

type PushPayload = { title?: unknown; body?: unknown; url?: unknown };

/** Only paths of this app: a payload can never send the person elsewhere. */
const sameOriginPath = (url: unknown): string => (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/');

self.addEventListener('push', (event) => {
  let payload: PushPayload = {};
  try {
    payload = (event.data?.json() ?? {}) as PushPayload;
  } catch {
    payload = { body: event.data?.text() };
  }
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Sendero';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'es',
      data: { url: sameOriginPath(payload.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginPath((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        if (new URL(open.url).pathname !== url) await open.navigate(url).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
