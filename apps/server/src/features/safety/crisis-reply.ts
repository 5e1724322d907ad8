import { crisisLinesFor, hasCrisisLines, type CrisisLine } from '@sendero/shared';

/** Markdown-escapes what could start emphasis or a link in text (Chile's *4141, for one). */
export const mdText = (text: string) => text.replace(/([*_\\[\]])/g, '\\$1');

/** A tap target: a call, or for text-only lines the message to send. */
export const lineHref = (line: CrisisLine) =>
  line.sms ? `sms:${line.sms.to}?&body=${encodeURIComponent(line.sms.body)}` : `tel:${line.tel}`;

export const lineItem = (line: CrisisLine) =>
  `- [${mdText(line.number)}](${lineHref(line)}) ${line.name}${line.area ? ` (${line.area})` : ''}${line.hours ? `. ${line.hours}` : ''}`;

/**
 * The reply to a text that suggests suicide or self-harm: no advice, a warm push to talk to
 * someone now, and the lines of the person's country as links to call with one tap.
 */
export function crisisReply(country: string): string {
  const lines = crisisLinesFor(country);
  const helplines = lines.filter((line) => !line.emergency);
  const emergencies = lines.filter((line) => line.emergency);
  return [
    '**No estás solo ni sola.** Gracias por escribir lo que sientes; importa, y tú importas.',
    '',
    'Ahora mismo no voy a darte consejos: lo más importante es que **hables con alguien ya**. Llama o escribe a una persona de confianza, o a una de estas líneas, donde hay gente preparada para escucharte:',
    '',
    ...helplines.map(lineItem),
    '',
    emergencies.length > 0
      ? `**Si estás en peligro inmediato**, llama ahora al ${emergencies.map((line) => `[${mdText(line.number)}](${lineHref(line)})`).join(' o al ')}.`
      : '**Si estás en peligro inmediato**, llama ahora al número de emergencias de donde estés.',
    ...(hasCrisisLines(country) ? [] : ['', 'Si no estás en España, llama al número de emergencias de tu país.']),
    '',
    'En el botón «Ayuda» tienes tus líneas, tu plan de seguridad y un ejercicio para respirar un minuto.',
    '',
    'Aquí seguiremos cuando quieras volver a escribir.',
  ].join('\n');
}
