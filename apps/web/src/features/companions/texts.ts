import { COMPANION_SCOPES, type CompanionScope } from '@sendero/shared';

/** The sections of the companion's view, in the URL: /acompanar/{id}/{section}. */
export const SECTIONS: Record<CompanionScope, string> = { summary: 'resumen', entries: 'diario', routes: 'rutas', safetyPlan: 'plan' };
export const scopeOfSection = (section: string | undefined): CompanionScope | undefined => COMPANION_SCOPES.find((scope) => SECTIONS[scope] === section);

/** What each scope is called where the person chooses it, the same in every Spanish. */
export const scopeTexts: Record<CompanionScope, { label: string; tab: string; yours: string }> = {
  summary: { label: 'Resumen', tab: 'Resumen', yours: 'tu resumen' },
  entries: { label: 'Entradas', tab: 'Diario', yours: 'tus entradas' },
  routes: { label: 'Rutas', tab: 'Rutas', yours: 'tus rutas' },
  safetyPlan: { label: 'Plan de seguridad', tab: 'Plan de seguridad', yours: 'tu plan de seguridad' },
};

/** What the companion will see of each scope, in plain words: its text in each Spanish is in components/messages.ts. */
export const previewKeys = {
  summary: 'previewSummary',
  entries: 'previewEntries',
  routes: 'previewRoutes',
  safetyPlan: 'previewSafetyPlan',
} as const satisfies Record<CompanionScope, string>;

/** "resumen y rutas", "resumen, entradas y rutas". */
export function scopeList(scopes: readonly CompanionScope[]): string {
  const words = scopes.map((scope) => scopeTexts[scope].label.toLowerCase());
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} y ${words.at(-1)}`;
}

const dayFormat = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long' });
const dayWithYearFormat = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('es', { hour: 'numeric', minute: '2-digit', hour12: true });

/** "el 3 de diciembre a las 6:12 p. m." ("a la 1:05" at one o'clock); the year only when it is not this one. */
export function whenSpanish(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const day = (date.getFullYear() === now.getFullYear() ? dayFormat : dayWithYearFormat).format(date);
  const hour = date.getHours() % 12;
  return `el ${day} ${hour === 1 ? 'a la' : 'a las'} ${timeFormat.format(date)}`;
}

/** A final period, once: "p. m." already ends with one. */
const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

/** "Marta leyó tu resumen el 3 de diciembre a las 6:12 p. m." */
export const auditSentence = (companionFirstName: string, scope: CompanionScope, at: string, now?: Date) =>
  sentence(`${companionFirstName} leyó ${scopeTexts[scope].yours} ${whenSpanish(at, now)}`);

/** "Última lectura: el 3 de diciembre a las 6:12 p. m.", or that there has been none. */
export const lastReadText = (lastReadAt: string | null, now?: Date) =>
  lastReadAt ? `Última lectura: ${whenSpanish(lastReadAt, now)}` : 'Todavía no ha leído nada.';

/** The full name, or the first name alone when there is no surname. */
export const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();
