import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { emailButton, emailHtml, emailNote, emailText, escapeHtml } from '../../lib/email-layout.js';
import type { SpanishVariant } from '@sendero/shared';
import type { MailMessage } from '../../lib/mail.js';

/** The email's words in each Spanish (issue 28): "te apetece" is Spain's, "tenés ganas" Argentina's. */
const words: Record<SpanishVariant, { invite: string; prefer: string; stop: string }> = {
  'es-ES': {
    invite: 'Si te apetece, cuéntale a tu diario cómo te sientes hoy. Una frase basta.',
    prefer: '¿Prefieres no recibir estos correos?',
    stop: 'Deja de recibirlos con un clic',
  },
  'es-419': {
    invite: 'Si tienes ganas, cuéntale a tu diario cómo te sientes hoy. Una frase basta.',
    prefer: '¿Prefieres no recibir estos correos?',
    stop: 'Deja de recibirlos con un clic',
  },
  'es-AR': {
    invite: 'Si tenés ganas, contale a tu diario cómo te sentís hoy. Una frase alcanza.',
    prefer: '¿Preferís no recibir estos correos?',
    stop: 'Dejá de recibirlos con un clic',
  },
};

/**
 * The one-click stop link's token: the user id and an HMAC of it under a key derived from the JWT
 * secret. Nothing is stored, it never expires (an old email must still stop the reminders), and
 * nobody can make one for another person.
 */
export function createUnsubscribeTokens(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'sendero', 'reminder unsubscribe v1', 32));
  const mac = (id: Buffer) => createHmac('sha256', key).update(id).digest().subarray(0, 16);
  return {
    create(userId: string): string {
      const id = Buffer.from(userId.replace(/-/g, ''), 'hex');
      return Buffer.concat([id, mac(id)]).toString('base64url');
    },
    /** The user id, or null for a token this server did not make. */
    read(token: string): string | null {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length !== 32) return null;
      const id = bytes.subarray(0, 16);
      if (!timingSafeEqual(mac(id), bytes.subarray(16))) return null;
      const hex = id.toString('hex');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;

/** Warm, short, in Spanish; nothing about missed days. The stop link is in the body and in the headers (RFC 8058). */
export function reminderEmail(input: {
  to: string;
  firstName: string;
  diaryLink: string;
  stopPageLink: string;
  oneClickLink: string;
  spanish?: SpanishVariant;
}): MailMessage {
  const say = words[input.spanish ?? 'es-ES'];
  const text = emailText({
    firstName: input.firstName,
    lines: [
      'Este es el recordatorio que pediste para dedicarte un momento.',
      say.invite,
      '',
      input.diaryLink,
      '',
      'Si hoy no es el día, no pasa nada: mañana seguirá aquí.',
    ],
    after: [`${say.prefer} ${say.stop}: ${input.stopPageLink}`],
  });
  const html = emailHtml({
    firstName: input.firstName,
    body: [
      `<p>Este es el recordatorio que pediste para dedicarte un momento. ${say.invite}</p>`,
      emailButton(input.diaryLink, 'Escribir en mi diario'),
      emailNote('Si hoy no es el día, no pasa nada: mañana seguirá aquí.'),
    ],
    after: `<p style="font-size:13px;color:#b6c2d4;margin-top:28px">${say.prefer} <a href="${escapeHtml(input.stopPageLink)}" style="color:#fbbf24">Dejar de recibir recordatorios</a> (un clic, sin iniciar sesión).</p>`,
  });
  return {
    to: input.to,
    subject: 'Un momento para ti',
    text,
    html,
    headers: { 'List-Unsubscribe': `<${input.oneClickLink}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
