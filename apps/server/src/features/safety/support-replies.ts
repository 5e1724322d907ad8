import { crisisLinesFor, type CrisisLine } from '@sendero/shared';
import { lineHref, lineItem, mdText } from './crisis-reply.js';

/** "llama ahora al 112" for the country's emergency numbers, or to the local number when it has none. */
function emergencySentence(emergencies: CrisisLine[], who: string): string {
  return emergencies.length > 0
    ? `**Si ${who} en peligro inmediato**, llama ahora al ${emergencies.map((line) => `[${mdText(line.number)}](${lineHref(line)})`).join(' o al ')}.`
    : `**Si ${who} en peligro inmediato**, llama al número de emergencias de donde estéis.`;
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
export function supporterNote(country: string): { note: string; lines: CrisisLine[] } {
  const { helplines, emergencies, lines } = linesOf(country);
  const note = [
    '**Cómo acompañar a alguien en crisis**',
    '',
    'Gracias por estar al lado de esa persona. Si vuelve a pasarlo mal:',
    '',
    '- Pregúntale con calma cómo está y si piensa en hacerse daño: preguntarlo no le da la idea, y le abre la puerta a hablar.',
    '- Escúchala sin juzgar ni quitarle importancia, y no la dejes sola si está en peligro.',
    ...(helplines.length > 0
      ? ['- Anímala a llamar a una línea de ayuda, o llamad juntos:', ...helplines.map((line) => `  ${lineItem(line)}`)]
      : ['- Anímala a pedir ayuda a un profesional de la salud, o acompáñala a su centro de salud.']),
    '',
    emergencySentence(emergencies, 'está'),
    '',
    'Acompañar también cansa: busca tú también a alguien con quien hablar de cómo te sientes.',
  ].join('\n');
  return { note, lines };
}

/**
 * For someone grieving a suicide (the screen's 'loss_survivor' reply): no generated advice, the
 * lines, and words for a survivor of loss rather than for a person in crisis.
 */
export function lossSurvivorReply(country: string): { advice: string; lines: CrisisLine[] } {
  const { helplines, emergencies, lines } = linesOf(country);
  const advice = [
    '**Siento mucho tu pérdida.** Perder a alguien por suicidio duele de una manera muy particular: la tristeza, la rabia, la culpa o las preguntas sin respuesta son normales. No tienes que llevarlo en soledad.',
    '',
    ...(helplines.length > 0
      ? ['Si en algún momento te pesa demasiado, estas líneas también atienden a quienes han perdido a alguien:', '', ...helplines.map(lineItem), '']
      : ['Si en algún momento te pesa demasiado, habla con un profesional de tu centro de salud.', '']),
    emergencySentence(emergencies, 'estás'),
    '',
    'A muchas personas les ayuda hablar con quienes han vivido lo mismo, en un grupo de duelo por suicidio. En el botón «Ayuda» tienes tus líneas, tu plan de seguridad y un ejercicio para respirar un minuto.',
  ].join('\n');
  return { advice, lines };
}
