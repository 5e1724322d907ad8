import { crisisLinesFor, crisisLinesNotice, type CrisisLine, type SpanishVariant } from '@sendero/shared';

/** Markdown-escapes what could start emphasis or a link in text (Chile's *4141, for one). */
export const mdText = (text: string) => text.replace(/([*_\\[\]])/g, '\\$1');

/** A tap target: a call, or for text-only lines the message to send. */
export const lineHref = (line: CrisisLine) => (line.sms ? `sms:${line.sms.to}?&body=${encodeURIComponent(line.sms.body)}` : `tel:${line.tel}`);

export const lineItem = (line: CrisisLine) =>
  `- [${mdText(line.number)}](${lineHref(line)}) ${line.name}${line.area ? ` (${line.area})` : ''}${line.hours ? `. ${line.hours}` : ''}`;

type ReplyWords = {
  talkNow: string;
  callSomeone: string;
  orALine: string;
  inDanger: string;
  inDangerLocal: string;
  helpButton: (what: string) => string;
  opening: string;
  closing: string;
};

/** Spain's and neutral Latin American Spanish say it alike: tú, and no word only Spain uses. */
const withTu: ReplyWords = {
  talkNow: 'Ahora mismo no voy a darte consejos: lo más importante es que **hables con alguien ya**.',
  callSomeone: 'Llama o escribe a una persona de confianza.',
  orALine: 'Llama o escribe a una persona de confianza, o a una de estas líneas, donde hay gente preparada para escucharte:',
  inDanger: '**Si estás en peligro inmediato**, llama ahora al',
  inDangerLocal: '**Si estás en peligro inmediato**, llama ahora al número de emergencias de donde estés.',
  helpButton: (what) => `En el botón «Ayuda» tienes ${what}un ejercicio para respirar un minuto.`,
  opening: '**No estás solo ni sola.** Gracias por escribir lo que sientes; importa, y tú importas.',
  closing: 'Aquí seguiremos cuando quieras volver a escribir.',
};

/** The reply's own words in each Spanish (issue 28): the lines and their names stay as the document gives them. */
const replyWords: Record<SpanishVariant, ReplyWords> = {
  'es-ES': withTu,
  'es-419': withTu,
  'es-AR': {
    talkNow: 'Ahora mismo no voy a darte consejos: lo más importante es que **hables con alguien ya**.',
    callSomeone: 'Llamá o escribile a una persona de confianza.',
    orALine: 'Llamá o escribile a una persona de confianza, o a una de estas líneas, donde hay gente preparada para escucharte:',
    inDanger: '**Si estás en peligro inmediato**, llamá ahora al',
    inDangerLocal: '**Si estás en peligro inmediato**, llamá ahora al número de emergencias de donde estés.',
    helpButton: (what) => `En el botón «Ayuda» tenés ${what}un ejercicio para respirar un minuto.`,
    opening: '**No estás solo ni sola.** Gracias por escribir lo que sentís; importa, y vos importás.',
    closing: 'Acá vamos a seguir cuando quieras volver a escribir.',
  },
};

/**
 * The lines part of the reply. A country with a crisis line gets it first and its emergencies
 * in one sentence; a country with emergency numbers only (Guatemala) gets the notice and those
 * numbers as a list, since they are all there is to call; a country without rows gets the notice
 * alone, never another country's numbers (decision 026).
 */
function linesPart(lines: CrisisLine[], words: ReplyWords): string[] {
  const notice = crisisLinesNotice(lines);
  if (lines.length === 0) {
    return [`${words.talkNow} ${words.callSomeone}`, '', notice!, '', words.helpButton('tu plan de seguridad y ')];
  }
  const helplines = lines.filter((line) => !line.emergency);
  const emergencies = lines.filter((line) => line.emergency);
  if (helplines.length === 0) {
    return [
      `${words.talkNow} ${words.callSomeone}`,
      '',
      notice!,
      '',
      ...emergencies.map(lineItem),
      '',
      words.helpButton('estos números, tu plan de seguridad y '),
    ];
  }
  return [
    `${words.talkNow} ${words.orALine}`,
    '',
    ...helplines.map(lineItem),
    '',
    emergencies.length > 0
      ? `${words.inDanger} ${emergencies.map((line) => `[${mdText(line.number)}](${lineHref(line)})`).join(' o al ')}.`
      : words.inDangerLocal,
    '',
    words.helpButton('tus líneas, tu plan de seguridad y '),
  ];
}

/**
 * The reply to a text that suggests suicide or self-harm: no advice, a warm push to talk to
 * someone now, and the lines of the person's country as links to call with one tap.
 */
export function crisisReply(country: string, spanish: SpanishVariant = 'es-ES'): string {
  const words = replyWords[spanish];
  return [words.opening, '', ...linesPart(crisisLinesFor(country), words), '', words.closing].join('\n');
}
