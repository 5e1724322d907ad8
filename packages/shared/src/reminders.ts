import { alike, spainOf, type SpokenCatalogue } from './spoken.js';
import { z } from './zod.js';
import { isValidTimeZone } from './diary.js';

// The daily reminder (issue 14): one per person, at their local time, by email and/or Web Push.
// Decisions: docs/decisions/021-reminders.md.

/** Reminders in each Spanish (decision 061). */
export const reminderSpoken = {
  timeInvalid: {
    'es-ES': 'Escribe la hora como HH:MM, entre 00:00 y 23:59.',
    'es-419': 'Escribe la hora como HH:MM, entre 00:00 y 23:59.',
    'es-AR': 'Escribí la hora como HH:MM, entre 00:00 y 23:59.',
  },
  timeZoneInvalid: alike('La zona horaria no es válida.'),
  channelsInvalid: {
    'es-ES': 'Elige cómo quieres recibirlo: por correo, como aviso en este dispositivo o ambos.',
    'es-419': 'Elige cómo quieres recibirlo: por correo, como aviso en este dispositivo o ambos.',
    'es-AR': 'Elegí cómo querés recibirlo: por correo, como aviso en este dispositivo o ambos.',
  },
  enabledInvalid: {
    'es-ES': 'Indica si quieres activar el recordatorio.',
    'es-419': 'Indica si quieres activar el recordatorio.',
    'es-AR': 'Indicá si querés activar el recordatorio.',
  },
  subscriptionInvalid: {
    'es-ES': 'No pudimos registrar los avisos de este dispositivo. Inténtalo de nuevo.',
    'es-419': 'No pudimos registrar los avisos de este dispositivo. Inténtalo de nuevo.',
    'es-AR': 'No pudimos registrar los avisos de este dispositivo. Intentalo de nuevo.',
  },
  pushUnavailable: alike('Los avisos en el dispositivo no están disponibles en este servidor.'),
  pushServiceNotAllowed: {
    'es-ES': 'Este navegador usa un servicio de avisos que no admitimos. Puedes recibir el recordatorio por correo.',
    'es-419': 'Este navegador usa un servicio de avisos que no admitimos. Puedes recibir el recordatorio por correo.',
    'es-AR': 'Este navegador usa un servicio de avisos que no admitimos. Podés recibir el recordatorio por correo.',
  },
  tooManyDevices: {
    'es-ES': 'Ya recibes avisos en 10 dispositivos, el máximo. En este puedes recibir el recordatorio por correo.',
    'es-419': 'Ya recibes avisos en 10 dispositivos, el máximo. En este puedes recibir el recordatorio por correo.',
    'es-AR': 'Ya recibís avisos en 10 dispositivos, el máximo. En este podés recibir el recordatorio por correo.',
  },
  deviceTakenByOtherAccount: {
    'es-ES': 'Este navegador ya recibe los avisos de otra cuenta. En este puedes recibir el recordatorio por correo.',
    'es-419': 'Este navegador ya recibe los avisos de otra cuenta. En este puedes recibir el recordatorio por correo.',
    'es-AR': 'Este navegador ya recibe los avisos de otra cuenta. En este podés recibir el recordatorio por correo.',
  },
  unsubscribeInvalid: alike('Este enlace para dejar de recibir recordatorios no es válido.'),
  unsubscribed: {
    'es-ES': 'Listo: ya no te enviaremos recordatorios por correo. Puedes volver a activarlos cuando quieras en tu perfil.',
    'es-419': 'Listo: ya no te enviaremos recordatorios por correo. Puedes volver a activarlos cuando quieras en tu perfil.',
    'es-AR': 'Listo: ya no te vamos a enviar recordatorios por correo. Podés volver a activarlos cuando quieras en tu perfil.',
  },
} as const satisfies SpokenCatalogue;

/** Spain's text of these messages (the spec's). */
export const reminderMessages = /* @__PURE__ */ spainOf(reminderSpoken);

/** Devices one person can receive push reminders on (decision 027). */
export const MAX_PUSH_DEVICES = 10;

export const REMINDER_CHANNELS = ['email', 'push'] as const;
export const ReminderChannel = z.enum(REMINDER_CHANNELS, { error: reminderMessages.channelsInvalid });
export type ReminderChannel = z.infer<typeof ReminderChannel>;

/** "HH:MM", 00:00–23:59, as the person's wall clock shows it. */
export const ReminderTime = z.string({ error: reminderMessages.timeInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, reminderMessages.timeInvalid);

/** A real IANA zone name ("Europe/Madrid"); offsets like "+01:00" are refused, they ignore daylight saving. */
export const ReminderTimeZone = z
  .string({ error: reminderMessages.timeZoneInvalid })
  .max(64, reminderMessages.timeZoneInvalid)
  .refine((zone) => /^[A-Za-z]/.test(zone) && isValidTimeZone(zone), reminderMessages.timeZoneInvalid);

export const ReminderSettingsBody = z.object({
  enabled: z.boolean({ error: reminderMessages.enabledInvalid }),
  time: ReminderTime,
  timeZone: ReminderTimeZone,
  channels: z
    .array(ReminderChannel, { error: reminderMessages.channelsInvalid })
    .min(1, reminderMessages.channelsInvalid)
    .max(2, reminderMessages.channelsInvalid)
    .refine((list) => new Set(list).size === list.length, reminderMessages.channelsInvalid),
});
export type ReminderSettingsBody = z.infer<typeof ReminderSettingsBody>;

export const ReminderSettings = ReminderSettingsBody.extend({
  /** null until the person saves their reminder for the first time (the screen then proposes the browser's zone). */
  updatedAt: z.string().nullable(),
});
export type ReminderSettings = z.infer<typeof ReminderSettings>;

/** Before the first save: off, 20:00 in Spain's zone, by email. */
export const defaultReminderSettings = (): ReminderSettings => ({
  enabled: false,
  time: '20:00',
  timeZone: 'Europe/Madrid',
  channels: ['email'],
  updatedAt: null,
});

/** A browser's PushSubscription.toJSON(), as the Push API gives it. */
export const PushSubscriptionBody = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: reminderMessages.subscriptionInvalid }).max(2048, reminderMessages.subscriptionInvalid),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: z.string({ error: reminderMessages.subscriptionInvalid }).regex(/^[A-Za-z0-9_-]{40,200}={0,2}$/, reminderMessages.subscriptionInvalid),
      auth: z.string({ error: reminderMessages.subscriptionInvalid }).regex(/^[A-Za-z0-9_-]{8,100}={0,2}$/, reminderMessages.subscriptionInvalid),
    },
    { error: reminderMessages.subscriptionInvalid },
  ),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

export const PushSubscriptionRemoveBody = z.object({
  endpoint: z.string({ error: reminderMessages.subscriptionInvalid }).max(2048, reminderMessages.subscriptionInvalid),
});

export const PushPublicKey = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof PushPublicKey>;

/** What a Web Push reminder carries; the service worker shows it and opens `url` on a tap. */
export type ReminderPushPayload = { title: string; body: string; url: string };

export const UnsubscribeResult = z.object({ message: z.string() });
