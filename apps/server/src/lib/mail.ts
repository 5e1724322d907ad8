import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type MailComposer from 'nodemailer/lib/mail-composer';

/** `headers` carries extra lines such as List-Unsubscribe (RFC 8058) for the reminder emails. */
export type MailMessage = { to: string; subject: string; text: string; html: string; headers?: Record<string, string> };

/** `send` resolves once the message is in safe hands: taken by SMTP, written to disk, or queued. */
export type Mailer = { send(message: MailMessage, validForMs?: number): Promise<void>; close(): void };

type Log = { info(obj: object, msg: string): void };

/** Connections a pooled mailer keeps to the SMTP server; messages beyond them wait their turn. */
export const SMTP_POOL_CONNECTIONS = 8;

/** Real SMTP when `smtpUrl` is set; otherwise each email is written as an .eml file to `outboxDir`. */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: Log;
  /** Keeps a few SMTP connections open and sends many messages over each (reminders: thousands in a minute). */
  pooled?: boolean;
}): Mailer {
  const smtpUrl = options.smtpUrl;
  // nodemailer loads with the first email, not in every process at rest.
  let transport: Promise<Transporter> | undefined;
  let opened: Transporter | undefined;
  const transporter = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => {
      opened = smtpUrl
        ? // A server that stops answering fails the attempt in seconds; the outbox tries again later.
          nodemailer.createTransport({
            url: smtpUrl,
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 30_000,
            ...(options.pooled ? { pool: true, maxConnections: SMTP_POOL_CONNECTIONS, maxMessages: Infinity } : {}),
          })
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      return opened;
    }));
  const close = () => opened?.close();
  if (smtpUrl && options.pooled) {
    const sender = /<([^>]+)>/.exec(options.from)?.[1] ?? options.from.trim();
    let composer: Promise<typeof MailComposer> | undefined;
    return {
      async send(message) {
        const transport = await transporter();
        // Composed into one buffer first: streamed to the socket part by part, one short message
        // took dozens of writes, the largest cost of sending thousands (decision 040).
        const Composer = await (composer ??= import('nodemailer/lib/mail-composer').then((module) => module.default));
        const raw = await new Composer({ from: options.from, ...message }).compile().build();
        await transport.sendMail({ envelope: { from: sender, to: [message.to] }, raw });
      },
      close,
    };
  }
  if (smtpUrl) {
    return {
      async send(message) {
        await (await transporter()).sendMail({ from: options.from, ...message });
      },
      close,
    };
  }
  return {
    async send(message) {
      const info = await (await transporter()).sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-z0-9]/gi, '').slice(0, 12)}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      // The file's location, never its link: the link carries a reset token (docs/product.md#api-rules).
      options.log.info({ file }, 'email written to the outbox (no SMTP_URL set)');
    },
    close,
  };
}
