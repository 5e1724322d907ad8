import { crisisLinesFor, crisisLinesNotice, type CrisisLine } from '@sendero/shared';

/** Markdown-escapes what could start emphasis or a link in text (Chile's *4141, for one). */
export const mdText = (text: string) => text.replace(/([*_\\[\]])/g, '\\$1');

/** A tap target: a call, or for text-only lines the message to send. */
export const lineHref = (line: CrisisLine) =>
  line.sms ? `sms:${line.sms.to}?&body=${encodeURIComponent(line.sms.body)}` : `tel:${line.tel}`;

export const lineItem = (line: CrisisLine) =>
  `- [${mdText(line.number)}](${lineHref(line)}) ${line.name}${line.area ? ` (${line.area})` : ''}${line.hours ? `. ${line.hours}` : ''}`;

const TALK_NOW = 'Ahora mismo no voy a darte consejos: lo más importante es que **hables con alguien ya**.';

/**
 * The lines part of the reply. A country with a crisis line gets it first and its emergencies
 * in one sentence; a country with emergency numbers only (Guatemala) gets the notice and those
 * numbers as a list, since they are all there is to call; a country without rows gets the notice
 * alone, never another country's numbers (decision 026).
 */
function linesPart(lines: CrisisLine[]): string[] {
  const notice = crisisLinesNotice(lines);
  if (lines.length === 0) {
    return [`${TALK_NOW} Llama o escribe a una persona de confianza.`, '', notice!, '', 'En el botón «Ayuda» tienes tu plan de seguridad y un ejercicio para respirar un minuto.'];
  }
  const helplines = lines.filter((line) => !line.emergency);
  const emergencies = lines.filter((line) => line.emergency);
  if (helplines.length === 0) {
    return [
      `${TALK_NOW} Llama o escribe a una persona de confianza.`,
      '',
      notice!,
      '',
      ...emergencies.map(lineItem),
      '',
      'En el botón «Ayuda» tienes estos números, tu plan de seguridad y un ejercicio para respirar un minuto.',
    ];
  }
  return [
    `${TALK_NOW} Llama o escribe a una persona de confianza, o a una de estas líneas, donde hay gente preparada para escucharte:`,
    '',
    ...helplines.map(lineItem),
    '',
    emergencies.length > 0
      ? `**Si estás en peligro inmediato**, llama ahora al ${emergencies.map((line) => `[${mdText(line.number)}](${lineHref(line)})`).join(' o al ')}.`
      : '**Si estás en peligro inmediato**, llama ahora al número de emergencias de donde estés.',
    '',
    'En el botón «Ayuda» tienes tus líneas, tu plan de seguridad y un ejercicio para respirar un minuto.',
  ];
}

/**
 * The reply to a text that suggests suicide or self-harm: no advice, a warm push to talk to
 * someone now, and the lines of the person's country as links to call with one tap.
 */
export function crisisReply(country: string): string {
  return [
    '**No estás solo ni sola.** Gracias por escribir lo que sientes; importa, y tú importas.',
    '',
    ...linesPart(crisisLinesFor(country)),
    '',
    'Aquí seguiremos cuando quieras volver a escribir.',
  ].join('\n');
}
