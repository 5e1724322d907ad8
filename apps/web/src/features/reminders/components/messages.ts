import { params } from '@nanostores/i18n';
import { defineMessages } from '@/lib/i18n';

/** The reminders card in Ajustes and the stop page, in each Spanish (decisions 045, 061). */
const esES = {
  byEmail: 'Por correo',
  pushHere: 'Aviso en este dispositivo',
  pushUnsupported: 'Este navegador no puede mostrar avisos de Sendero todavía. Puedes recibir el recordatorio por correo.',
  pushDenied: 'Los avisos de Sendero están bloqueados en este navegador. Puedes permitirlos en sus ajustes o recibir el recordatorio por correo.',
  wayEmail: 'por correo',
  wayPush: 'como aviso',
  and: 'y',
  summary: params<{ time: string; zone: string; ways: string }>('Te lo recordaremos cada día a las {time} ({zone}), {ways}.'),
  notSaved: 'No pudimos guardar tu recordatorio. Inténtalo de nuevo.',
  daily: 'Recordatorio diario',
  on: 'Activado',
  off: 'Desactivado',
  time: 'Hora',
  timeZone: 'Zona horaria',
  howToReceive: 'Cómo quieres recibirlo',
  saved: 'Guardado. ',
  disabled: 'El recordatorio está desactivado.',
  unsaved: 'Tienes cambios sin guardar.',
  saving: 'Guardando…',
  save: 'Guardar recordatorio',
  title: 'Recordatorios',
  intro: 'Un aviso amable cada día, a la hora que elijas, para dedicarte un momento. Si ese día ya escribiste en tu diario, no te lo enviamos.',
  notLoaded: 'No pudimos cargar tu recordatorio. Inténtalo de nuevo en unos minutos.',
  loading: 'Cargando…',
  stopFailed: 'No pudimos completar la baja ahora. Inténtalo de nuevo en unos minutos.',
  emailReminders: 'Recordatorios por correo',
  oneMoment: 'Un momento…',
  toProfile: 'Ir a mi perfil',
};

export const remindersText = defineMessages('reminders', {
  'es-ES': esES,
  'es-419': {
    ...esES,
    pushDenied: 'Los avisos de Sendero están bloqueados en este navegador. Puedes permitirlos en su configuración o recibir el recordatorio por correo.',
  },
  'es-AR': {
    ...esES,
    pushUnsupported: 'Este navegador no puede mostrar avisos de Sendero todavía. Podés recibir el recordatorio por correo.',
    pushDenied: 'Los avisos de Sendero están bloqueados en este navegador. Podés permitirlos en su configuración o recibir el recordatorio por correo.',
    summary: params<{ time: string; zone: string; ways: string }>('Te lo vamos a recordar cada día a las {time} ({zone}), {ways}.'),
    notSaved: 'No pudimos guardar tu recordatorio. Intentalo de nuevo.',
    howToReceive: 'Cómo querés recibirlo',
    unsaved: 'Tenés cambios sin guardar.',
    notLoaded: 'No pudimos cargar tu recordatorio. Intentalo de nuevo en unos minutos.',
    stopFailed: 'No pudimos completar la baja ahora. Intentalo de nuevo en unos minutos.',
  },
});
