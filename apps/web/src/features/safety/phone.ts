import type { CrisisLine } from '@sendero/shared';

/** What a phone link dials: digits, + and the * of short codes (Chile's *4141); null without a digit. */
export function phoneHref(phone: string): string | null {
  const dialable = phone.replace(/[^\d+*]/g, '');
  return /\d/.test(dialable) ? `tel:${dialable}` : null;
}

/** A crisis line's tap target: a call, or for text-only lines the message to send. */
export const lineHref = (line: CrisisLine) => (line.sms ? `sms:${line.sms.to}?&body=${encodeURIComponent(line.sms.body)}` : `tel:${line.tel}`);
