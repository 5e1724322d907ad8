import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Jobs } from './jobs.js';
import type { Mailer, MailMessage } from './mail.js';

const QUEUE = 'mail';

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/** What a job holds: the message sealed (it may carry a reset link), and when it was queued. */
type MailJob = { sealed: string; queuedAt: number };

export type MailOutboxOptions = {
  jobs: Jobs;
  /** Delivers one message for real: SMTP, or the .eml folder. */
  mailer: Mailer;
  /** The key of the sealed messages is derived from it (JWT_SECRET or DATA_DIR/jwt-secret). */
  secret: string;
  log: Log;
  /** First retry after this many seconds, then doubling up to `retryDelayMaxSeconds`. */
  retryDelaySeconds?: number;
  retryDelayMaxSeconds?: number;
  /** How often an idle worker looks for due mail. */
  pollingIntervalSeconds?: number;
};

export type MailOutbox = Mailer & {
  /** Starts this process's worker. */
  startDelivering(): Promise<void>;
  /** Stops delivering (waiting at most `timeoutMs` for a send in progress); `send` still queues. */
  stopDelivering(timeoutMs?: number): Promise<void>;
};

/** A message nobody has sent within this long is dropped: a reset link is dead after 1 hour. */
export const DEFAULT_MAIL_VALIDITY_MS = 60 * 60 * 1000;

/**
 * Mail that is never lost (decision 011). `send` stores the message in the database and returns;
 * a worker delivers it, retrying with backoff while SMTP is down, across restarts, from any
 * process; each message is claimed by one worker at a time (SKIP LOCKED) and marked done the
 * moment the SMTP server has taken it, so it goes out once.
 */
export async function createMailOutbox(options: MailOutboxOptions): Promise<MailOutbox> {
  const { jobs, mailer, log } = options;
  const key = Buffer.from(hkdfSync('sha256', options.secret, 'sendero', 'mail outbox v1', 32));
  const queueOptions = {
    retryLimit: 1_000,
    retryBackoff: true,
    retryDelay: options.retryDelaySeconds ?? 5,
    retryDelayMax: options.retryDelayMaxSeconds ?? 300,
    // A send stuck past this (a dead SMTP connection) is tried again.
    expireInSeconds: 120,
    retentionSeconds: DEFAULT_MAIL_VALIDITY_MS / 1000,
    // Sent mail leaves the database soon after.
    deleteAfterSeconds: 600,
  };
  await jobs.createQueue(QUEUE, queueOptions);
  await jobs.updateQueue(QUEUE, queueOptions);

  const deliver = async ([job]: { id: string; data: MailJob; retryCount: number }[]) => {
    const { sealed, queuedAt } = job!.data;
    let message: MailMessage;
    try {
      message = open(key, sealed);
    } catch {
      // Sealed with another secret (JWT_SECRET changed): it can never be read, so it is dropped.
      log.warn({ event: 'mail_unreadable', job: job!.id }, 'queued email sealed with another secret: dropped');
      return;
    }
    try {
      await mailer.send(message);
    } catch (error) {
      const err = error as { code?: string; responseCode?: number };
      log.warn({ event: 'mail_retry', job: job!.id, attempt: job!.retryCount + 1, code: err.code ?? err.responseCode }, 'email not sent yet: will retry');
      throw error;
    }
    log.info({ event: 'mail_sent', job: job!.id, attempts: job!.retryCount + 1, delayMs: Date.now() - queuedAt }, 'email sent');
  };
  let workerId: string | undefined;

  return {
    async send(message, validForMs = DEFAULT_MAIL_VALIDITY_MS) {
      const data: MailJob = { sealed: seal(key, message), queuedAt: Date.now() };
      await jobs.send(QUEUE, data, { retentionSeconds: Math.max(1, Math.floor(validForMs / 1000)) });
    },
    async startDelivering() {
      workerId ??= await jobs.work<MailJob>(QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1, batchSize: 1 }, deliver);
    },
    async stopDelivering(timeoutMs = 3_000) {
      if (!workerId) return;
      let timer: NodeJS.Timeout | undefined;
      const stopped = jobs.offWork(QUEUE, { id: workerId, wait: true });
      workerId = undefined;
      await Promise.race([stopped, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(timer);
    },
    close() {
      mailer.close();
    },
  };
}

/** AES-256-GCM: the database alone never reveals a reset link. */
function seal(key: Buffer, message: MailMessage): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(message), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function open(key: Buffer, sealed: string): MailMessage {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')) as MailMessage;
}
