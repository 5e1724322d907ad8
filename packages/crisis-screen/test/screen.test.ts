import { describe, expect, it } from 'vitest';
import { readCorpus } from '../scripts/corpus.js';
import { normalizeForSafety } from '../src/normalize.js';
import { replyFor } from '../src/policy.js';
import { hasDistress } from '../src/rules.js';
import { readData } from '../src/data.js';
import type { LearnedModel } from '../src/learned.js';
import { isCrisis, learnedReading, screen, type Screening } from '../src/screen.js';

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
const reply = (text: string) => screen(text)?.reply ?? null;

describe('the screen on the repo corpus (every line it was trained on)', () => {
  const corpus = readCorpus();
  const screened = corpus.map((line) => ({ ...line, screening: screen(line.text) }));
  const positives = screened.filter((line) => line.label === 'crisis');
  const negatives = screened.filter((line) => line.label === 'ordinary');
  const caught = (s: Screening | null) => isCrisis(s);
  const alarm = (s: Screening | null) => s?.reply === 'crisis';

  it('catches nearly every crisis line, per category, and keeps false alarms low, per kind', () => {
    const report: string[] = [];
    for (const category of [...new Set(positives.map((p) => p.category))].sort()) {
      const all = positives.filter((p) => p.category === category);
      report.push(`  ${category}: recall ${all.filter((p) => caught(p.screening)).length}/${all.length}`);
    }
    for (const kind of [...new Set(negatives.map((n) => n.category))].sort()) {
      const all = negatives.filter((n) => n.category === kind);
      report.push(`  ${kind}: false alarms ${all.filter((n) => alarm(n.screening)).length}/${all.length}`);
    }
    const flagged = positives.filter((p) => caught(p.screening)).length;
    const alarms = negatives.filter((n) => alarm(n.screening)).length;
    const byRules = positives.filter((p) => caught(p.screening) && p.screening?.layer === 'rules').length;
    console.log(
      [
        `crisis screen on its own corpus: recall ${percent(flagged, positives.length)} (${flagged}/${positives.length}), ` +
          `false alarms ${percent(alarms, negatives.length)} (${alarms}/${negatives.length}); rules catch ${byRules}, the learned layer ${flagged - byRules} more`,
        ...report,
      ].join('\n'),
    );
    expect(flagged / positives.length).toBeGreaterThanOrEqual(0.95);
    expect(alarms / negatives.length).toBeLessThanOrEqual(0.02);
  });
});

describe('screen categories', () => {
  it.each<[string, string]>([
    ['ojalá no despertar mañana', 'passive_wish'],
    ['me quiero matar, posta', 'active_thoughts'],
    ['cada vez que paso por el puente pienso en saltar', 'method'],
    ['me voy a suicidar este fin de semana', 'intent'],
    ['llevo semanas guardando pastillas', 'plan_preparation'],
    ['me quemé el brazo con un mechero a propósito', 'self_harm'],
    ['la semana pasada intenté matarme', 'attempt'],
    ['sería mejor para todos si yo no estuviera', 'hopelessness_burden'],
    ['mi hermano dice que quiere matarse', 'third_person'],
  ])('%s → %s', (text, category) => {
    expect(screen(text)).toMatchObject({ category, layer: 'rules', reply: 'crisis' });
  });

  it('lets a rule marked standsAlone flag a veiled phrase the learned layer scores low', () => {
    const text = 'Que me desenchufen ya, como a la tele vieja del salón.';
    expect(learnedReading(text).risk).toBe(false);
    expect(screen(text)).toMatchObject({ category: 'passive_wish', layer: 'rules', reply: 'crisis' });
    expect(screen('Necesito desenchufarme un rato del trabajo, me voy a la playa.')).toBeNull();
    expect(screen('Que me desenchufen ya jajaja, otra reunión de tres horas no')).toBeNull();
  });

  it('returns the gravest category when several match', () => {
    expect(screen('quiero morirme; anoche me tomé un bote de pastillas')?.category).toBe('attempt');
  });

  it('keeps everyday twins ordinary', () => {
    for (const text of [
      'le he pasado a mi hermana las contraseñas del wifi',
      'me quemé el brazo con el horno',
      'llevo un mes sin cortarme el pelo',
      'me muero de risa con este meme',
      'Vi un documental sobre el suicidio adolescente',
      'mátame camión jajaja',
    ]) {
      expect(reply(text), text).toBeNull();
    }
  });

  it('lets no everyday exception cancel a combination of means or a decision', () => {
    expect(reply('esta noche me tomo las pastillas para dormir con todo el alcohol que hay en casa')).toBe('crisis');
  });

  it('reads "kms", Catalan and Basque as what they mean', () => {
    expect(reply('me quiero kms ya no aguanto')).toBe('crisis');
    expect(reply('no tinc ganes de viure')).toBe('crisis');
    expect(reply('ez dakit zer egin, hil nahi dut')).toBe('crisis');
  });

  it('lets a laugh soften what one says one would do, never an attempt, and never "no es broma"', () => {
    expect(reply('tres horas de reunión por zoom, un día de estos me cuelgo del ventilador de la oficina 😂')).toBeNull();
    expect(reply('un día de estos me cuelgo del ventilador jaja, y no es broma, ya no puedo más')).toBe('crisis');
    expect(reply('jaja ni para morirme sirvo, ayer me colgué y se rompió el lazo')).toBe('crisis');
  });

  it('judges a passage of a long entry at the short threshold, not at the long one (decision 070)', () => {
    const { threshold, longTextThreshold } = readData<LearnedModel>('model/weights.json');
    const readings = readCorpus().map((line) => ({ text: line.text, reading: learnedReading(line.text) }));
    const wholeReadsOrdinary = readings.filter(({ reading }) => reading.words > 60 && reading.whole < longTextThreshold);
    const between = wholeReadsOrdinary.filter(({ reading }) => reading.passage >= longTextThreshold && reading.passage < threshold);
    const over = wholeReadsOrdinary.filter(({ reading }) => reading.passage >= threshold);
    expect(between.length).toBeGreaterThan(10);
    expect(over.length).toBeGreaterThan(10);
    for (const { text } of between) expect(screen(text)?.layer, text).not.toBe('learned');
    for (const { text } of over) expect(screen(text), text).not.toBeNull();
  });

  it('does not flag empty or punctuation-only text', () => {
    expect(screen('')).toBeNull();
    expect(screen('   ...!!! ')).toBeNull();
  });
});

describe('whose crisis it is (the policy)', () => {
  it('gives someone who helped another person, with no distress of their own, ordinary advice with a note', () => {
    const screening = screen('Anoche mi amiga me dijo que quería matarse; la acompañé a urgencias y ya está en tratamiento. Estoy tranquila.');
    expect(screening?.reply).toBe('supporter');
    expect(isCrisis(screening)).toBe(false);
  });

  it('keeps the crisis reply when the helper is in distress too', () => {
    expect(reply('Acompañé a mi amigo a urgencias porque quería matarse, y yo también lo pienso a veces.')).toBe('crisis');
  });

  it('reads crying as distress only when the writer is the one crying', () => {
    // The policy alone, as it reads a helper's story the learned layer does not flag.
    const helped = 'Mi compañera se encerró en la bodega llorando y diciendo que se quería morir. Me senté con ella, la escuché y llamamos a su hermana.';
    expect(replyFor(normalizeForSafety(helped), false)).toBe('supporter');
    expect(hasDistress(normalizeForSafety('Desde que me lo dijo estoy llorando sin parar.'))).toBe(true);
    expect(hasDistress(normalizeForSafety('Se encerró en la bodega llorando.'))).toBe(false);
  });

  it('keeps the crisis reply while someone else is in danger right now', () => {
    expect(reply('Mi cuñada me ha llamado llorando, dice que se ha tomado un puñado de pastillas. Le he dicho a mi marido que llame a la ambulancia.')).toBe(
      'crisis',
    );
  });

  it('hears envy of the dead and following them as the writer’s own risk', () => {
    expect(reply('envidio a mi prima q ya se murio')).toBe('crisis');
    expect(reply('Envidio al Tomás que se murió el mes pasado. Él ya descansa')).toBe('crisis');
    expect(reply('mi prima se mató el año pasado y yo siento q me toca seguirla')).toBe('crisis');
  });

  it('gives grief after a suicide the lines, worded for a survivor of loss', () => {
    expect(reply('Hoy hace un año que mi primo se quitó la vida. Fuimos al cementerio con mi tía.')).toBe('loss_survivor');
  });

  it('keeps a course on psychological first aid and medication taken as prescribed ordinary', () => {
    expect(reply('Hoy hice un curso de primeros auxilios psicológicos en el trabajo: aprendimos a preguntar por el suicidio.')).not.toBe('crisis');
    expect(reply('Me tomé el lorazepam como me dijo la psiquiatra y dormí bien.')).toBeNull();
  });
});

/** Short entries of ordinary days, the kind most of the diary holds: never flagged, however short. */
const ORDINARY_DAYS = [
  'Hoy me he levantado con energía.',
  'Un miércoles cualquiera.',
  'No sé muy bien cómo me siento.',
  'Estoy rendida, pero contenta.',
  'Me ha llamado mi amiga de Lima.',
  'He sacado buena nota en el parcial.',
  'Tengo un nudo en el estómago por la reunión de mañana.',
  'Hoy he pintado el salón.',
  'Estoy de bajón por el tiempo.',
  'Me he quedado en casa viendo series.',
  'Mi hijo empezó el cole y lloró un poco.',
  'Me preocupa no llegar a todo.',
  'Últimamente duermo mejor.',
  'Estoy muy liada con la mudanza.',
  'Tuve una cita y fue bastante bien.',
  'Hoy no tengo nada que decir.',
  'Mi madre vino a comer.',
  'Estoy nervioso por el partido del domingo.',
  'Sigo con el resfriado.',
  'Ha sido un día raro.',
  'Estoy cansado de madrugar.',
  'Hoy he estado muy irritable.',
  'Vi a mi ex por la calle y me removió todo.',
  'No me apetece ver a nadie este finde.',
  'Me siento un poco mejor después de hablar con mi terapeuta.',
  'Todo bien, sin novedad.',
  'Tengo miedo de suspender el carné.',
  'Hoy fue un día de esos en que todo sale mal.',
  'Estoy orgullosa de mí.',
  'Un martes normal.',
];

describe('ordinary days', () => {
  it('are never flagged, however short', () => {
    expect(ORDINARY_DAYS.filter((text) => screen(text) !== null)).toEqual([]);
  });
});

describe('speed', () => {
  const day =
    'Hoy me levanté temprano y fui andando al trabajo porque el autobús venía lleno. En la oficina tuvimos una ' +
    'reunión larguísima sobre el presupuesto y mi jefa estaba de mal humor. A mediodía comí con Laura en el bar de ' +
    'la esquina y hablamos de sus vacaciones en Galicia. Por la tarde me costó concentrarme, tenía sueño y me dolía ' +
    'un poco la espalda. Al salir compré fruta, pan y leche, llamé a mi madre y cené pronto viendo una serie. ';

  // A guard against a pathological pattern, in CPU time so a busy machine does not fail it; the
  // figure that counts (under 5 ms at p99) is measured by `npm run bench:crisis` on a quiet machine.
  it('screens a 2,000-character entry in well under 20 ms of CPU', () => {
    const text = day.repeat(Math.ceil(2000 / day.length)).slice(0, 2000);
    screen(text);
    const times: number[] = [];
    for (let i = 0; i < 50; i++) {
      const start = process.cpuUsage();
      screen(`${text.slice(i % 7)} ${i}`);
      const used = process.cpuUsage(start);
      times.push((used.user + used.system) / 1000);
    }
    times.sort((a, b) => a - b);
    expect(times[25]).toBeLessThan(20);
  });
});

// Each retraining chooses the threshold on the hard negatives of the blind rounds; a one-line tired
// day once crossed it ("Me costó levantarme." got the crisis reply). These plain short entries,
// written for this test and never trained on, must keep ordinary advice.
describe('short everyday entries keep ordinary advice', () => {
  it.each([
    'Me costó levantarme.',
    'Estoy cansada.',
    'Hoy no tengo ganas de nada.',
    'Día largo.',
    'No dormí bien.',
    'Qué pereza.',
    'Me siento triste.',
    'Sin ganas.',
    'Estoy harto del trabajo.',
    'Hoy todo mal.',
    'Día gris.',
    'Estoy de bajón.',
    'Me quedé en la cama todo el día.',
    'Hoy me cuesta todo.',
    'Me siento solo.',
    'No paro de llorar.',
    'Fatal.',
    'Hoy el trabajo me dejó agotado y sin ganas de nada.',
    // At 0.71 (round 26's retraining) this crossed: the threshold now has a floor (LOWEST_THRESHOLD).
    'No sé qué hacer con todo esto.',
  ])('%s', (text) => {
    expect(isCrisis(screen(text))).toBe(false);
  });
});

// Plain, calm entries (a to-do list, a small thanks, a question to oneself) were the screen's blind
// spot: before the everyday rounds it gave the crisis reply to 9.4 % of them (decision 066). These
// were written for this test and are in no corpus file.
describe('plain entries keep ordinary advice', () => {
  it.each([
    'Lista para el finde: lavar el coche, llamar a la abuela y terminar el libro que empecé en verano.',
    'Hoy me di cuenta de que siempre digo que sí a todo. Quiero aprender a parar un poco.',
    '¿Qué quiero de verdad para este año? Creo que estudiar algo que me guste, aunque sea poco a poco.',
    'Agradecida por el café con Lucía y por el sol de la tarde.',
    'Hice el ejercicio de la respiración cuadrada antes de la reunión y llegué más tranquilo.',
    'Pagar el alquiler, renovar el DNI y dejar de mirar el móvil en la cama.',
  ])('%s', (text) => {
    expect(screen(text)).toBeNull();
  });

  it('still hears a farewell told as an ordinary errand', () => {
    const farewell =
      'Hoy ordené los papeles del banco, le dejé a mi hermana las claves del celular y les escribí a mis amigos para darles las ' +
      'gracias por todo. Ya está todo en su sitio y me siento en paz, como quien termina algo que le costó mucho.';
    expect(isCrisis(screen(farewell))).toBe(true);
  });
});
