import { describe, expect, it } from 'vitest';
import { CRISIS_LINES, CRISIS_REPLY, detectCrisis } from './crisis.js';

/** Must be flagged: explicit and veiled ideation or self-harm, typos, caps, English. */
const POSITIVES: string[] = [
  'quiero morirme',
  'me quiero morir, ya no puedo más',
  'tengo ganas de morirme y no sé a quién decírselo',
  'kiero morirme ya no puedo mas',
  'QUIERO MORIRMEEE!!!',
  'Me quiero morír',
  'solo quiero morir y que todo pare',
  'me gustaría morirme esta noche',
  'ojalá me muriera mientras duermo',
  'preferiría estar muerta',
  'me quiero matar',
  'kiero matarme',
  'a veces pienso en matarme',
  'quiero quitarme la vida',
  'mi amiga dice que quiere quitarse la vida', // third person: also flagged
  'he pensado en suicidarme',
  'me voy a suicidar',
  'llevo días pensando en el suicidio',
  'el suicidio de un personaje en la serie me removió mucho', // fiction: flagged by design
  'quiero hacerme daño',
  'tengo ganas de cortarme otra vez',
  'anoche me corté los brazos',
  'me volví a cortar',
  'he vuelto a autolesionarme',
  'me hago daño a propósito cuando estoy mal',
  'pienso en tomarme todas las pastillas',
  'no quiero despertar mañana',
  'ojalá pudiera dormirme y no despertar',
  'quiero desaparecer para siempre',
  'me siento tan vacía que quiero desaparecer',
  'no quiero seguir viviendo',
  'ya no quiero vivir más',
  'ya no quiero estar aquí',
  'ya no quiero estar en este mundo',
  'sería mejor si no existiera',
  'el mundo estaría mejor sin mí',
  'mi familia estaría mejor sin mí',
  'soy una carga para todos',
  'no le veo sentido a vivir',
  'no tiene sentido seguir viviendo',
  'no tengo razones para seguir viviendo',
  'quiero acabar con todo',
  'quiero q todo se acabe ya',
  'si sigo así me mato',
  'quiero acabar con todo esto de una vez',
  'no aguanto más vivir así',
  'estoy cansada de vivir',
  'quiero despedirme de todos',
  'he escrito una carta de despedida',
  'nadie me echaría de menos si desapareciera',
  'ojalá no hubiera nacido',
  'no merezco vivir',
  'quiero dejar de existir',
  'pienso mucho en la muerte últimamente',
  'me dan ganas de tirarme a las vías del tren',
  'me quiero ir de este mundo',
  'sin ganas de vivir',
  'i want to kill myself',
  'i want to die',
  "i don't want to wake up tomorrow",
  'thinking about suicide again',
  "i've been self harming again",
  'everyone would be better off without me',
];

/** Must NOT be flagged: everyday idioms and ordinary hard days. */
const NEGATIVES: string[] = [
  'me muero de risa con este vídeo',
  'me muero de hambre, no he comido nada',
  'me muero de ganas de verte',
  'me muero de sueño',
  'me muero por un café',
  'me muero de vergüenza solo de recordarlo',
  'me quiero morir de la vergüenza, qué ridículo hice',
  'casi me muero de la risa en la cena',
  'estoy que me muero de calor',
  'nos morimos de risa con la película',
  'pensé que me moría del susto',
  'me mata el calor en este piso',
  'este trabajo me está matando',
  'el calor me está matando',
  'me mato estudiando para el examen de mañana',
  'me mato a trabajar todos los días',
  'me voy a matar a estudiar este finde',
  'mi madre me va a matar cuando vea las notas',
  'este examen me va a matar',
  'voy a matar a mi hermano si vuelve a coger mi ropa',
  'me duele la cabeza, me mata',
  'estoy muerto de cansancio',
  'la serie me tiene muerta de miedo',
  'hoy ha sido un día de muerte, genial',
  'quiero desaparecer un rato de las redes',
  'desaparecí del grupo de whatsapp unos días',
  'se me cortó la llamada con mi madre',
  'se me cortó la conexión en plena reunión',
  'me corté el pelo y me encanta',
  'me corté con un papel en la oficina',
  'me corté las uñas',
  'quiero cortarme el flequillo',
  'hoy me corté cocinando y me puse una tirita',
  'me cortó el rollo cuando llegó su ex',
  'me hice daño en la rodilla jugando al fútbol',
  'no quiero hacerme daño en la espalda en el gimnasio',
  'me hace daño que no me llame',
  'no quiero que nadie vuelva a hacerme daño',
  'me tomé las pastillas de la alergia',
  'no quiero despertarme temprano mañana',
  'tengo que despedirme de todos en la oficina antes de las vacaciones',
  'quiero acabar con todo el trabajo pendiente hoy',
  'no quiero estar aquí en esta fiesta aburrida',
  'no quiero vivir en esta ciudad mucho más tiempo',
  'no quiero seguir así con mi pareja, necesito hablar con él',
  'estoy harta de mi jefe',
  'me siento triste pero tengo a mis amigos',
  'hoy ha sido un día horrible pero mañana será mejor',
  'mi abuelo murió hace un año y lo echo de menos',
  'tengo miedo a la muerte desde pequeño',
  'quiero dormir todo el día',
  'me quiero ir de vacaciones ya',
  'me quiero comer el mundo',
  'ojalá me toque la lotería',
  'quiero dejar el trabajo y empezar de cero',
  'quiero que todo termine bien en la boda',
  'tengo miedo de morir en el avión',
  'sentí que me moría en el ataque de ansiedad',
  'la suciedad de la cocina me agobia',
  'this heat is killing me',
  "i'm dying to see you",
  'lol i almost died laughing',
];

describe('detectCrisis', () => {
  it('has a table of at least 45 positives and 45 negatives', () => {
    expect(POSITIVES.length).toBeGreaterThanOrEqual(45);
    expect(NEGATIVES.length).toBeGreaterThanOrEqual(45);
  });

  it.each(POSITIVES)('flags: %s', (text) => {
    expect(detectCrisis(text)).toBe(true);
  });

  it.each(NEGATIVES)('lets pass: %s', (text) => {
    expect(detectCrisis(text)).toBe(false);
  });

  it('does not flag empty or punctuation-only text', () => {
    expect(detectCrisis('')).toBe(false);
    expect(detectCrisis('   ...!!! ')).toBe(false);
  });
});

describe('CRISIS_REPLY', () => {
  const expectedNumbers = ['024', '112', '800 911 2000', '0800 999 0091', '135', '106', '192', '*4141', '988'];
  const unescaped = CRISIS_REPLY.replace(/\\([*_\\[\]])/g, '$1');

  it.each(expectedNumbers)('contains the number %s', (n) => {
    expect(unescaped).toContain(n);
    expect(CRISIS_LINES.some((l) => l.number.startsWith(n))).toBe(true);
  });

  it('links every line with tel:', () => {
    for (const line of CRISIS_LINES) {
      expect(CRISIS_REPLY).toContain(`](tel:${line.tel})`);
      expect(line.tel).toMatch(/^\*?\d+$/);
    }
  });

  it('mentions option 4 for Colombia 192 and the emergency number for immediate danger', () => {
    expect(CRISIS_REPLY).toMatch(/192 opción 4/);
    expect(CRISIS_REPLY).toMatch(/peligro inmediato/);
    expect(CRISIS_REPLY).toMatch(/no estás solo/i);
  });

  it('never mentions medication', () => {
    expect(CRISIS_REPLY).not.toMatch(/pastilla|medicamento|fármaco|farmaco|medicación|medicacion/i);
  });

  it('is short enough to read on a phone', () => {
    expect(CRISIS_REPLY.length).toBeLessThan(1400);
  });
});
