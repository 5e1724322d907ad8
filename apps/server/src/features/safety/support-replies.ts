import { crisisLinesFor, type CrisisLine, type SpanishVariant } from '@sendero/shared';
import { lineHref, lineItem, mdText } from './crisis-reply.js';

type Words = {
  call: string;
  callLocal: (who: 'está' | 'estás') => string;
  supporter: string[];
  callTogether: string;
  noLine: string;
  lookAfterYou: string;
  lossOpening: string;
  lossTalk: string;
  lossGroups: string;
};

/** Spain's words: the other variants say only what they say differently. */
const esES: Words = {
  call: 'llama ahora al',
  callLocal: (who) => `llama al número de emergencias de donde ${who === 'está' ? 'estéis' : 'estés'}`,
  supporter: [
    '- Pregúntale con calma cómo está y si piensa en hacerse daño: preguntarlo no le da la idea, y le abre la puerta a hablar.',
    '- Escúchala sin juzgar ni quitarle importancia, y no la dejes sola si está en peligro.',
  ],
  callTogether: '- Anímala a llamar a una línea de ayuda, o llamad juntos:',
  noLine: '- Anímala a pedir ayuda a un profesional de la salud, o acompáñala a su centro de salud.',
  lookAfterYou: 'Acompañar también cansa: busca tú también a alguien con quien hablar de cómo te sientes.',
  lossOpening:
    '**Siento mucho tu pérdida.** Perder a alguien por suicidio duele de una manera muy particular: la tristeza, la rabia, la culpa o las preguntas sin respuesta son normales. No tienes que llevarlo en soledad.',
  lossTalk: 'Si en algún momento te pesa demasiado, habla con un profesional de tu centro de salud.',
  lossGroups:
    'A muchas personas les ayuda hablar con quienes han vivido lo mismo, en un grupo de duelo por suicidio. En el botón «Ayuda» tienes tus líneas, tu plan de seguridad y un ejercicio para respirar un minuto.',
};

/**
 * These replies' words in each Spanish (decision 045): two people are "vosotros" in Spain and
 * "ustedes" in Latin America; voseo for Argentina and Uruguay. The lines stay as the document gives them.
 */
const words: Record<SpanishVariant, Words> = {
  'es-ES': esES,
  'es-419': {
    ...esES,
    callLocal: (who) => `llama al número de emergencias de donde ${who === 'está' ? 'estén' : 'estés'}`,
    callTogether: '- Anímala a llamar a una línea de ayuda, o llamen juntos:',
    lossGroups:
      'A muchas personas les ayuda hablar con quienes vivieron lo mismo, en un grupo de duelo por suicidio. En el botón «Ayuda» tienes tus líneas, tu plan de seguridad y un ejercicio para respirar un minuto.',
  },
  'es-AR': {
    call: 'llamá ahora al',
    callLocal: (who) => (who === 'está' ? 'llamen al número de emergencias de donde estén' : 'llamá al número de emergencias de donde estés'),
    supporter: [
      '- Preguntale con calma cómo está y si piensa en hacerse daño: preguntarlo no le da la idea, y le abre la puerta a hablar.',
      '- Escuchala sin juzgar ni quitarle importancia, y no la dejes sola si está en peligro.',
    ],
    callTogether: '- Animala a llamar a una línea de ayuda, o llamen juntos:',
    noLine: '- Animala a pedir ayuda a un profesional de la salud, o acompañala a su centro de salud.',
    lookAfterYou: 'Acompañar también cansa: buscá vos también a alguien con quien hablar de cómo te sentís.',
    lossOpening:
      '**Siento mucho tu pérdida.** Perder a alguien por suicidio duele de una manera muy particular: la tristeza, la rabia, la culpa o las preguntas sin respuesta son normales. No tenés que llevarlo en soledad.',
    lossTalk: 'Si en algún momento te pesa demasiado, hablá con un profesional de tu centro de salud.',
    lossGroups:
      'A muchas personas les ayuda hablar con quienes vivieron lo mismo, en un grupo de duelo por suicidio. En el botón «Ayuda» tenés tus líneas, tu plan de seguridad y un ejercicio para respirar un minuto.',
  },
};

/** "llama ahora al 112" for the country's emergency numbers, or to the local number when it has none. */
function emergencySentence(emergencies: CrisisLine[], who: 'está' | 'estás', say: Words): string {
  return emergencies.length > 0
    ? `**Si ${who} en peligro inmediato**, ${say.call} ${emergencies.map((line) => `[${mdText(line.number)}](${lineHref(line)})`).join(' o al ')}.`
    : `**Si ${who} en peligro inmediato**, ${say.callLocal(who)}.`;
}

function linesOf(country: string) {
  const lines = crisisLinesFor(country);
  return { helplines: lines.filter((line) => !line.emergency), emergencies: lines.filter((line) => line.emergency), lines };
}

/**
 * For someone who writes that they helped another person through a crisis, with no distress of
 * their own (the screen's 'supporter' reply): added under their ordinary advice, the lines are for
 * the other person.
 */
export function supporterNote(country: string, spanish: SpanishVariant = 'es-ES'): { note: string; lines: CrisisLine[] } {
  const { helplines, emergencies, lines } = linesOf(country);
  const say = words[spanish];
  const note = [
    '**Cómo acompañar a alguien en crisis**',
    '',
    'Gracias por estar al lado de esa persona. Si vuelve a pasarlo mal:',
    '',
    ...say.supporter,
    ...(helplines.length > 0 ? [say.callTogether, ...helplines.map((line) => `  ${lineItem(line)}`)] : [say.noLine]),
    '',
    emergencySentence(emergencies, 'está', say),
    '',
    say.lookAfterYou,
  ].join('\n');
  return { note, lines };
}

/**
 * For someone grieving a suicide (the screen's 'loss_survivor' reply): no generated advice, the
 * lines, and words for a survivor of loss rather than for a person in crisis.
 */
export function lossSurvivorReply(country: string, spanish: SpanishVariant = 'es-ES'): { advice: string; lines: CrisisLine[] } {
  const { helplines, emergencies, lines } = linesOf(country);
  const say = words[spanish];
  const advice = [
    say.lossOpening,
    '',
    ...(helplines.length > 0
      ? ['Si en algún momento te pesa demasiado, estas líneas también atienden a quienes han perdido a alguien:', '', ...helplines.map(lineItem), '']
      : [say.lossTalk, '']),
    emergencySentence(emergencies, 'estás', say),
    '',
    say.lossGroups,
  ].join('\n');
  return { advice, lines };
}
