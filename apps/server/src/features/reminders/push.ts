import { createECDH } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ReminderPushPayload } from '@sendero/shared';
import type { getVapidHeaders as VapidHeaders } from 'web-push';

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or a pair generated once into `DATA_DIR/vapid-keys.json`
 * (mode 0600) and reused on every start: browsers bind each subscription to the public key, so a
 * new pair would silence every device already subscribed.
 */
export function resolveVapidKeys(dataDir: string, fromEnv: Partial<VapidKeys> = {}): VapidKeys {
  if (fromEnv.publicKey && fromEnv.privateKey) return { publicKey: fromEnv.publicKey, privateKey: fromEnv.privateKey };
  const file = path.join(dataDir, 'vapid-keys.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
  const keys = generateVapidKeys();
  fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  return keys;
}

/** A P-256 pair in the URL-safe base64 that VAPID and browsers use (what web-push's generateVAPIDKeys makes). */
function generateVapidKeys(): VapidKeys {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  // The private scalar is 32 bytes; a leading zero byte is dropped by getPrivateKey, so pad it back.
  const privateKey = Buffer.concat([Buffer.alloc(32), curve.getPrivateKey()]).subarray(-32);
  return { publicKey: curve.getPublicKey().toString('base64url'), privateKey: privateKey.toString('base64url') };
}

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** What happened to one push: delivered, gone for good (the subscription is deleted), or failed this time. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export type PushSender = {
  publicKey: string;
  /**
   * Whether an endpoint is one this server will post to: https, on a host of the allow-list (the
   * browsers' push services), without credentials. Anything else would let a person make the
   * server post to an address of their choosing (loopback, the cloud's metadata, the private network).
   */
  acceptsEndpoint(endpoint: string): boolean;
  send(target: PushTarget, payload: ReminderPushPayload): Promise<PushOutcome>;
};

/** How long a VAPID JWT is valid (RFC 8292 allows up to 24 hours; web-push's default is 12). */
const VAPID_VALIDITY_SECONDS = 12 * 60 * 60;

/** A push service that has not answered by then will not: the reminder goes on without it. */
export const PUSH_TIMEOUT_MS = 5_000;

/** `*.push.apple.com` allows `web.push.apple.com` (any subdomain), never `push.apple.com.evil.example`. */
export function hostAllowed(hostname: string, allowedHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return allowedHosts.some((allowed) => (allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) && host.length > allowed.length - 1 : host === allowed));
}

export function createPushSender(options: {
  keys: VapidKeys;
  subject: string;
  /** Host names or `*.domain`: PUSH_SERVICE_HOSTS (config.ts). */
  allowedHosts: readonly string[];
  /** Tests only: their push service listens on plain http on loopback (still on the allow-list). */
  allowHttpEndpoints?: boolean;
  timeoutMs?: number;
}): PushSender {
  const { keys } = options;
  // A VAPID header is a JWT signed for one push service (its origin), valid for hours: signed once
  // per service and reused until an hour before it expires, not once per push (where signing,
  // and web-push's import of the key each time, cost more than the encryption).
  const vapidHeaders = new Map<string, { authorization: string; renewAt: number }>();
  const vapidHeaderFor = (getVapidHeaders: typeof VapidHeaders, audience: string) => {
    const now = Date.now();
    let cached = vapidHeaders.get(audience);
    if (!cached || now >= cached.renewAt) {
      const expiresAt = Math.floor(now / 1000) + VAPID_VALIDITY_SECONDS;
      const { Authorization } = getVapidHeaders(audience, options.subject, keys.publicKey, keys.privateKey, 'aes128gcm', expiresAt);
      cached = { authorization: Authorization, renewAt: now + (VAPID_VALIDITY_SECONDS - 3_600) * 1000 };
      vapidHeaders.set(audience, cached);
    }
    return cached.authorization;
  };
  return {
    publicKey: keys.publicKey,
    acceptsEndpoint(endpoint) {
      try {
        const url = new URL(endpoint);
        const schemeAllowed = url.protocol === 'https:' || (options.allowHttpEndpoints === true && url.protocol === 'http:');
        return schemeAllowed && url.username === '' && url.password === '' && hostAllowed(url.hostname, options.allowedHosts);
      } catch {
        return false;
      }
    },
    async send(target, payload) {
      // web-push encrypts and signs (RFC 8291, VAPID); the request itself goes through fetch, which
      // also reaches the plain-http push service the tests start.
      // Loaded with the first push: a process whose people never subscribe does not hold it.
      const { default: webPush } = await import('web-push');
      const request = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          headers: { Authorization: vapidHeaderFor(webPush.getVapidHeaders, new URL(target.endpoint).origin) },
          // A reminder is for today: a phone that stays offline longer does not get it later.
          TTL: 3 * 60 * 60,
          contentEncoding: 'aes128gcm',
        },
      );
      try {
        const response = await fetch(request.endpoint, {
          method: 'POST',
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : null,
          signal: AbortSignal.timeout(options.timeoutMs ?? PUSH_TIMEOUT_MS),
          redirect: 'error',
        });
        await response.body?.cancel();
        if (response.status === 404 || response.status === 410) return 'gone';
        return response.ok ? 'sent' : 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}

/** VAPID wants a contact: the sender address of MAIL_FROM as a mailto: link. */
export function vapidSubject(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
