import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { ACCOUNTS_PER_ADDRESS_PER_HOUR, DEFAULT_UPLOAD_LIMITS_MB } from '@sendero/shared';
import type { UploadLimitsMb } from './lib/files/index.js';
// The parser alone: reading the configuration loads no storage client.
import { parseStorageUrl } from './lib/files/storage-url.js';

/** A duration like `15m`, `30d`, `3600s` or `2h`, in milliseconds. */
const Duration = z
  .string()
  .regex(/^\d+(ms|s|m|h|d)$/, 'must be a number followed by ms, s, m, h or d (for example 15m)')
  .transform((value) => {
    const [, amount, unit] = /^(\d+)(ms|s|m|h|d)$/.exec(value) as unknown as [string, string, string];
    const unitMs = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[unit as 'ms'];
    return Number(amount) * unitMs;
  })
  .refine((ms) => ms > 0, 'must be longer than zero');

const Flag = z.enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' }).transform((value) => ['true', '1', 'yes'].includes(value));

/** An upload limit in MB (1 MB = 1,048,576 bytes); decimals allowed, e.g. 0.5. */
const Megabytes = z.coerce.number({ error: 'must be a number of MB' }).positive('must be greater than zero').max(100_000, 'must be at most 100000 (MB)');

const Url = (protocols: RegExp, hint: string) =>
  z.string().refine((value) => {
    try {
      return protocols.test(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `must be a URL starting with ${hint}`);

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** proxy-addr's names for address ranges, accepted as they are. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (item: string) => {
  if (PROXY_RANGE_NAMES.has(item)) return true;
  const [address, bits, extra] = item.split('/');
  if (extra !== undefined || !address || net.isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = net.isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
};

/**
 * Which proxies' X-Forwarded-For is believed: a hop count (`1`: the one proxy in front), or a
 * comma-separated list of addresses and CIDRs (`10.0.0.5, 10.0.1.0/24`, `loopback`).
 */
const TrustProxy = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .refine((items) => items.length > 0, 'must be a hop count or a list of addresses or CIDRs, separated by commas')
  .transform((items, context): number | string[] => {
    if (items.length === 1 && /^\d+$/.test(items[0]!)) {
      const hops = Number(items[0]);
      if (hops < 1 || hops > 10) context.addIssue({ code: 'custom', message: 'as a hop count must be between 1 and 10' });
      return hops;
    }
    const bad = items.find((item) => !isProxyAddress(item));
    if (bad) context.addIssue({ code: 'custom', message: `must be a hop count or a list of addresses or CIDRs, separated by commas ("${bad}" is neither)` });
    return items;
  });

/** 32 bytes in base64 (`openssl rand -base64 32`). */
const isAesKey = (value: string) => /^[A-Za-z0-9+/]+={0,2}$/.test(value.trim()) && Buffer.from(value.trim(), 'base64').length === 32;
const AesKey = z.string().refine(isAesKey, 'must be 32 bytes in base64 (for example: openssl rand -base64 32)');

const EnvSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(1).max(65535, 'must be between 1 and 65535').default(8000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: Url(/^postgres(ql)?:$/, 'postgres://').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  ENCRYPTION_KEY: AesKey.optional(),
  /** Keys that only open values sealed before a rotation, comma-separated. */
  ENCRYPTION_PREVIOUS_KEYS: z
    .string()
    .refine((value) => value.split(',').every(isAesKey), 'must be keys of 32 bytes in base64, separated by commas')
    .optional(),
  ACCESS_TOKEN_TTL: Duration.prefault('15m'),
  REFRESH_TOKEN_TTL: Duration.prefault('30d'),
  PUBLIC_URL: Url(/^https?:$/, 'http:// or https://').optional(),
  SMTP_URL: Url(/^smtps?:$/, 'smtp:// or smtps://').optional(),
  REDIS_URL: Url(/^rediss?:$/, 'redis:// or rediss://').optional(),
  TRUST_PROXY: TrustProxy.optional(),
  ACCOUNTS_PER_ADDRESS_PER_HOUR: z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be at least 1').default(ACCOUNTS_PER_ADDRESS_PER_HOUR),
  MAIL_FROM: z.string().min(3).default('Sendero <no-reply@localhost>'),
  AI_BASE_URL: Url(/^https?:$/, 'http:// or https://').optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(1000, 'must be at least 1000').max(600_000).default(20_000),
  ADMIN_EMAIL: z.string().email('must be an email address').optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  SEED_DEMO: Flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  UPLOAD_MAX_IMAGE_MB: Megabytes.default(DEFAULT_UPLOAD_LIMITS_MB.image),
  UPLOAD_MAX_AUDIO_MB: Megabytes.default(DEFAULT_UPLOAD_LIMITS_MB.audio),
  UPLOAD_MAX_VIDEO_MB: Megabytes.default(DEFAULT_UPLOAD_LIMITS_MB.video),
  STORAGE_URL: z
    .string()
    .superRefine((value, context) => {
      try {
        parseStorageUrl(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
      }
    })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Web Push keys shared by every process on one database; unset, a pair is generated once into DATA_DIR. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a URL-safe base64 P-256 public key (npx web-push generate-vapid-keys)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a URL-safe base64 P-256 private key (npx web-push generate-vapid-keys)')
    .optional(),
  /** Institutional sign-in (docs/product.md#companions-wellbeing-checks-and-organisations, decision 037): https, or http on loopback only (tests, a local Keycloak). */
  OIDC_ISSUER: z
    .string()
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
      } catch {
        return false;
      }
    }, 'must be an https:// URL (http:// only for localhost or 127.0.0.1), for example https://accounts.google.com')
    .optional(),
  OIDC_CLIENT_ID: z.string().max(512).optional(),
  OIDC_CLIENT_SECRET: z.string().max(2048).optional(),
  OIDC_SCOPES: z
    .string()
    .transform((value) => value.split(/\s+/).filter(Boolean))
    .refine((scopes) => scopes.includes('openid'), 'must include openid (for example: openid email profile)')
    .optional(),
  OIDC_NAME: z.string().trim().min(1).max(80, 'must be at most 80 characters (it is shown as "Entrar con <OIDC_NAME>")').optional(),
  PASSWORD_LOGIN: Flag.default(true),
  /** Hosts of the push services the server posts reminders to; `*.` allows any subdomain. */
  PUSH_SERVICE_HOSTS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine(
      (hosts) => hosts.length > 0 && hosts.every((host) => /^(\*\.)?[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(host)),
      'must be host names separated by commas (for example fcm.googleapis.com,*.push.apple.com)',
    )
    .optional(),
});

/**
 * The push services of the browsers people use (Chrome, Edge's and Android's FCM; Firefox's
 * autopush; Safari's; Windows'). Any other endpoint is refused: the server posts to it (decision 027).
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.push.apple.com', '*.notify.windows.com'];

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Undefined means: read or create `DATA_DIR/jwt-secret`. */
  jwtSecret: string | undefined;
  /** Undefined means: read or create `DATA_DIR/encryption-key`. */
  encryptionKey: string | undefined;
  encryptionPreviousKeys: string[];
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  /** docs/product.md#data-ownership-and-scale: login and forgot-password attempts counted in Redis, shared by every process. */
  redisUrl: string | undefined;
  /** Fastify's `trustProxy`: false believes no X-Forwarded-For; a hop count or the proxies' addresses believe theirs. */
  trustProxy: false | number | string[];
  /** Accounts created from one address per hour; test harnesses that register dozens from loopback raise it. */
  accountsPerAddressPerHour: number;
  mailFrom: string;
  ai: { baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined; timeoutMs: number };
  admin: { email: string | undefined; password: string | undefined };
  seedDemo: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** docs/product.md#api-rules upload limits, in MB. */
  uploadLimitsMb: UploadLimitsMb;
  /** docs/product.md#data-ownership-and-scale: uploads in an S3-compatible store; undefined keeps them in DATA_DIR/uploads. */
  storage: { url: string; credentials: { accessKeyId: string; secretAccessKey: string } | undefined } | undefined;
  /** Undefined means: read or create `DATA_DIR/vapid-keys.json`. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** Host names (or `*.domain`) a push subscription's endpoint may point at. */
  pushServiceHosts: string[];
  /** Sign-in with the institution's accounts (OIDC_*); undefined when OIDC_ISSUER is unset. */
  oidc: OidcConfig | undefined;
  /** PASSWORD_LOGIN: false answers 403 to password login, registration and reset. */
  passwordLogin: boolean;
};

export type OidcConfig = { issuer: string; clientId: string; clientSecret: string | undefined; scopes: string; name: string };

/** What the login button says when OIDC_NAME is unset: "Entrar con tu institución". */
export const DEFAULT_OIDC_NAME = 'tu institución';

export class ConfigError extends Error {}

/** Variables that only make sense together, checked on what was given (so they join the schema's problems). */
function pairProblems(present: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const pairs = [
    ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
    ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
    ['OIDC_ISSUER', 'OIDC_CLIENT_ID'],
  ] as const;
  for (const [first, second] of pairs) {
    if (Boolean(present[first]) !== Boolean(present[second])) {
      problems.push(`${present[first] ? second : first} must be set too: ${first} and ${second} go together`);
    }
  }
  if (['false', '0', 'no'].includes(present.PASSWORD_LOGIN ?? '') && !present.OIDC_ISSUER) {
    problems.push('PASSWORD_LOGIN=false needs OIDC_ISSUER and OIDC_CLIENT_ID: otherwise nobody could sign in');
  }
  return problems;
}

/** Reads the environment once. Unset and empty variables take their defaults. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  // Every bad variable at once: an operator fixes the file in one go, not one restart per mistake.
  const parsed = EnvSchema.safeParse(present);
  const problems = parsed.success
    ? []
    : [...new Map(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'environment'), issue.message])).entries()].map(
        ([name, message]) => `${name} ${message}`,
      );
  problems.push(...pairProblems(present));
  if (problems.length > 0 || !parsed.success) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    encryptionKey: e.ENCRYPTION_KEY,
    encryptionPreviousKeys: e.ENCRYPTION_PREVIOUS_KEYS?.split(',').map((key) => key.trim()) ?? [],
    accessTokenTtlMs: e.ACCESS_TOKEN_TTL,
    refreshTokenTtlMs: e.REFRESH_TOKEN_TTL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY ?? false,
    accountsPerAddressPerHour: e.ACCOUNTS_PER_ADDRESS_PER_HOUR,
    mailFrom: e.MAIL_FROM,
    ai: { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS },
    admin: { email: e.ADMIN_EMAIL?.trim().toLowerCase(), password: e.ADMIN_PASSWORD },
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    uploadLimitsMb: { image: e.UPLOAD_MAX_IMAGE_MB, audio: e.UPLOAD_MAX_AUDIO_MB, video: e.UPLOAD_MAX_VIDEO_MB },
    storage: e.STORAGE_URL
      ? {
          url: e.STORAGE_URL,
          credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
        }
      : undefined,
    vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
    pushServiceHosts: e.PUSH_SERVICE_HOSTS ?? DEFAULT_PUSH_SERVICE_HOSTS,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            scopes: (e.OIDC_SCOPES ?? ['openid', 'email', 'profile']).join(' '),
            name: e.OIDC_NAME ?? DEFAULT_OIDC_NAME,
          }
        : undefined,
    passwordLogin: e.PASSWORD_LOGIN,
  };
}
