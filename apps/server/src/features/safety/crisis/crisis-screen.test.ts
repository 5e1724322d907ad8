import { describe, expect, it } from 'vitest';
import { fastestOf } from '../../../test/timing.js';
import { type CrisisCategory, detectCrisis, normalizeForSafety, screenByRules, screenForCrisis } from './crisis-screen.js';
import { type NegativeKind, negativeSentences, positiveSentences, redTeamFirstRuns } from './crisis-sentences.js';

/** The table's categories ('learned' is what the classifier returns, never a table label). */
const CATEGORIES: CrisisCategory[] = [
  'passive_wish',
  'active_thoughts',
  'method',
  'intent',
  'plan_preparation',
  'self_harm',
  'attempt',
  'hopelessness_burden',
  'third_person',
  'explicit_mention',
];

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

describe('crisis sentence table', () => {
  it('keeps at least 150 positives covering every category and 150 negatives', () => {
    expect(positiveSentences.length).toBeGreaterThanOrEqual(150);
    expect(negativeSentences.length).toBeGreaterThanOrEqual(150);
    for (const category of CATEGORIES) {
      expect(positiveSentences.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(10);
    }
  });

  it('keeps enough negatives of every kind', () => {
    const minimum: Record<NegativeKind, number> = {
      idiom: 35,
      fiction_academic_news: 35,
      fear_of_death: 25,
      grief_illness: 25,
      everyday: 40,
    };
    for (const [kind, count] of Object.entries(minimum)) {
      expect(negativeSentences.filter((n) => n.kind === kind).length, kind).toBeGreaterThanOrEqual(count);
    }
  });

  it('has no duplicates and no sentence on both sides', () => {
    const positives = positiveSentences.map((p) => normalizeForSafety(p.text));
    const negatives = negativeSentences.map((n) => normalizeForSafety(n.text));
    expect(new Set(positives).size).toBe(positives.length);
    expect(new Set(negatives).size).toBe(negatives.length);
    expect(positives.filter((p) => negatives.includes(p))).toEqual([]);
  });
});

describe('screenForCrisis on the table', () => {
  it('flags every positive and at most 3 % of the negatives', () => {
    const misses = positiveSentences.filter((p) => screenForCrisis(p.text) === null);
    const falseAlarms = negativeSentences
      .map((n) => ({ ...n, flaggedAs: screenForCrisis(n.text) }))
      .filter((n) => n.flaggedAs !== null);
    const flagged = positiveSentences.length - misses.length;

    console.log(
      `crisis screen: recall ${percent(flagged, positiveSentences.length)} (${flagged}/${positiveSentences.length}), ` +
        `false alarms ${percent(falseAlarms.length, negativeSentences.length)} (${falseAlarms.length}/${negativeSentences.length})`,
    );
    const byRules = positiveSentences.filter((p) => screenByRules(p.text) !== null).length;
    const learned = positiveSentences.filter((p) => screenForCrisis(p.text) === 'learned').length;
    const learnedFalseAlarms = falseAlarms.filter((f) => f.flaggedAs === 'learned').length;
    console.log(
      `crisis screen on the table: rules alone catch ${byRules}/${positiveSentences.length}, the learned layer ` +
        `${learned} more; ${learnedFalseAlarms} of the false alarms are the learned layer's`,
    );
    console.log(
      `crisis screen recall by category: ${CATEGORIES.map((category) => {
        const all = positiveSentences.filter((p) => p.category === category);
        const caught = all.filter((p) => !misses.includes(p));
        return `${category} ${caught.length}/${all.length}`;
      }).join(', ')}`,
    );

    const report = [
      ...misses.map((m) => `MISSED (${m.category}): ${m.text}`),
      ...falseAlarms.map((f) => `FALSE ALARM (${f.kind}, flagged as ${f.flaggedAs}): ${f.text}`),
    ].join('\n');
    expect(misses.length, report).toBe(0);
    expect(falseAlarms.length / negativeSentences.length, report).toBeLessThanOrEqual(0.03);
  });
});

describe('red-team rounds', () => {
  it('prints the first-run figures of every blind round (the estimate for sentences nobody tuned for)', () => {
    for (const r of redTeamFirstRuns) {
      const learned = r.withClassifier;
      console.log(
        `red-team round ${r.round} first run: recall ${percent(r.caught, r.positives)} (${r.caught}/${r.positives}), ` +
          `false alarms ${percent(r.falseAlarms, r.negatives)} (${r.falseAlarms}/${r.negatives})` +
          (learned
            ? `; with the learned layer: recall ${percent(learned.caught, r.positives)} (${learned.caught}/${r.positives}), ` +
              `false alarms ${percent(learned.falseAlarms, r.negatives)} (${learned.falseAlarms}/${r.negatives})`
            : ''),
      );
    }
    const caught = redTeamFirstRuns.reduce((sum, r) => sum + r.caught, 0);
    const positives = redTeamFirstRuns.reduce((sum, r) => sum + r.positives, 0);
    console.log(`red-team rounds together, first run: recall ${percent(caught, positives)} (${caught}/${positives})`);
    expect(redTeamFirstRuns.length).toBeGreaterThanOrEqual(3);
  });
});

describe('normalizeForSafety', () => {
  it('drops accents, case and punctuation', () => {
    expect(normalizeForSafety('¡QUIERO MORÍRME, YA!')).toBe('quiero morirme ya');
    expect(normalizeForSafety('Ñoño, ¿qué tal?')).toBe('nono que tal');
  });

  it('squeezes elongated letters but keeps real doubles and -ear preterites', () => {
    expect(normalizeForSafety('quierooo morirmeeee')).toBe('quiero morirme');
    expect(normalizeForSafety('matarmee')).toBe('matarme');
    expect(normalizeForSafety('me golpeé y lo leeré')).toBe('me golpee y lo leere');
    expect(normalizeForSafety('llorar en el carro')).toBe('llorar en el carro');
  });

  it('maps quick-typing spellings and dodges to the standard word', () => {
    expect(normalizeForSafety('kiero q se acabe')).toBe('quiero que se acabe');
    expect(normalizeForSafety('qiero morime')).toBe('quiero morirme');
    expect(normalizeForSafety('m@tarme, su1c1d10')).toBe('matarme suicidio');
  });

  it('keeps means emoji as words, collapses repeats, and reads laughter as a laugh', () => {
    expect(normalizeForSafety('tengo 💊💊💊 guardadas')).toBe('tengo pastillas guardadas');
    expect(normalizeForSafety('ya tengo la 🪢')).toBe('ya tengo la soga');
    expect(normalizeForSafety('🔪 🔫 ⚰️ 🩸')).toBe('cuchillo pistola ataud sangre');
    expect(normalizeForSafety('💀💀 me muero de risa 😂 jajajaja')).toBe('me muero de risa jaja');
  });

  it('returns an empty string for text without words', () => {
    expect(normalizeForSafety('   ...!!! 🙂')).toBe('');
  });
});

describe('screenForCrisis categories', () => {
  it.each<[string, CrisisCategory]>([
    ['ojalá no despertar mañana', 'passive_wish'],
    ['me quiero matar, posta', 'active_thoughts'],
    ['cada vez que paso por el puente pienso en saltar', 'method'],
    ['me voy a suicidar este fin de semana', 'intent'],
    ['llevo semanas guardando pastillas', 'plan_preparation'],
    ['escribí una carta para cuando ya no esté', 'plan_preparation'],
    ['me quemé el brazo con un mechero a propósito', 'self_harm'],
    ['la semana pasada intenté matarme', 'attempt'],
    ['sería mejor para todos si yo no estuviera', 'hopelessness_burden'],
    ['mi hermano dice que quiere matarse', 'third_person'],
    ['Leí un artículo sobre el suicidio y me sentí identificada', 'explicit_mention'],
  ])('%s → %s', (text, category) => {
    expect(screenForCrisis(text)).toBe(category);
  });

  // Rule families widened by the red-team rounds: a general shape, each with its everyday twin.
  it.each<[string, CrisisCategory | null]>([
    ['le he pasado a mi hermana las contraseñas y he dejado todo en orden', 'plan_preparation'],
    ['le he pasado a mi hermana las contraseñas del wifi', null],
    ['gracias por todo, cuidad a mi perro por mí', 'plan_preparation'],
    ['gracias por todo, equipo, nos vemos en la próxima temporada', null],
    ['tengo el cuchillo de la cocina y no dejo de pensar en clavármelo', 'method'],
    ['me compré un cuchillo nuevo y no dejo de mirarlo, es precioso', null],
    ['me quemé el brazo a propósito para castigarme', 'self_harm'],
    ['me quemé el brazo con el horno', null],
    ['llevo un mes sin cortarme', 'self_harm'],
    ['llevo un mes sin cortarme el pelo', null],
    ['ya no voy a ser una carga para mi familia', 'hopelessness_burden'],
    ['ya no voy a ser un problema para mi jefe', null],
    ['me salvó mi vecino, que llegó justo a tiempo', 'attempt'],
    ['me salvó mi compañera, llegó a tiempo con los apuntes', null],
    ['hoy es el día, ya no aguanto más', 'intent'],
    ['hoy es el día de la boda', null],
    ['me despido de este diario, gracias por escucharme', 'plan_preparation'],
    ['me despido hasta mañana, querido diario', null],
    ['esta vida es un suicidio', 'explicit_mention'],
    ['el tráfico a esta hora es un suicidio', null],
    // Families added after red-team round 6.
    ['me da envidia la gente que se muere de repente, sin enterarse', 'passive_wish'],
    ['me da envidia la gente que se muda a la playa', null],
    ['si el avión se cae, que se caiga, me da igual', 'passive_wish'],
    ['si el avión se cae me muero de miedo', null],
    ['ojalá me hubiera muerto de pequeño', 'passive_wish'],
    ['ojalá me hubiera muerto de la vergüenza', null],
    ['tengo la tentación de acabar con esto por mi cuenta', 'active_thoughts'],
    ['acabaré con esto yo misma, el profe no me ayuda con la tesis', null],
    ['mañana a estas horas ya habré terminado con esto', 'intent'],
    ['mañana a estas horas ya habré terminado con esto del examen', null],
    ['no pienso llegar a navidad', 'intent'],
    ['no pienso llegar a navidad sin haber terminado la tesis', null],
    ['me queda una semana, luego se acabó todo para mí', 'intent'],
    ['perdimos la semifinal y se acabó todo para mí esta temporada', null],
    ['dejé grabado un audio para cada uno de mis hijos', 'plan_preparation'],
    ['grabé un vídeo para cada uno de mis alumnos por navidad', null],
    ['he mirado cuánto mide el viaducto del pueblo', 'plan_preparation'],
    ['busqué cuánto mide el viaducto para el trabajo de clase', null],
    ['he formateado el portátil y he dejado las contraseñas en un sobre para mi hermana', 'plan_preparation'],
    ['he formateado el portátil y cambiado las contraseñas por un virus', null],
    ['le he dejado la llave a la vecina y una nota para que se quede con el perro', 'plan_preparation'],
    ['le he dejado la llave a la vecina para que se quede con el perro el finde', null],
    ['mi padre guarda la escopeta en el altillo y no me la quito de la cabeza', 'method'],
    ['vi un cuchillo japonés precioso en la tienda y no me lo quito de la cabeza', null],
    ['en la azotea me quedé mirando la calle desde la barandilla', 'method'],
    ['en la azotea me quedé mirando el atardecer desde la barandilla', null],
    ['mi vida es un callejón sin salida', 'hopelessness_burden'],
    ['este trabajo es un callejón sin salida', null],
    ['estoy harta de ser la cruz de mi madre', 'hopelessness_burden'],
    ['la cruz de mi madre es de oro', null],
    ['en historia estudiamos el suicidio colectivo de Numancia', null],
    // Families added after red-team rounds 7 and 8.
    ['me quedé muy cerca del borde del andén esperando el tren', 'method'],
    ['estaba de pie en el andén esperando el metro, iba tardísimo', null],
    ['estuve en la azotea un buen rato mirando para abajo', 'method'],
    ['en la azotea nos quedamos hasta la madrugada viendo las estrellas con mis primos', null],
    ['el puente de la carretera es lo bastante alto', 'method'],
    ['el puente es lo bastante alto para que pasen los barcos', null],
    ['hoy tuve la navaja en la muñeca un rato largo', 'method'],
    ['llevo el reloj en la muñeca izquierda y la navaja en el bolsillo para el campo', null],
    ['afilé el cuchillo y no era para cocinar', 'method'],
    ['afilé el cuchillo para el asado del domingo', null],
    ['miro el horario de los trenes que no paran en mi estación', 'plan_preparation'],
    ['miro el horario de los trenes a Valencia para el viaje', null],
    ['escondí el cinturón en el armario para después', 'plan_preparation'],
    ['escondí los regalos de reyes debajo de la cama', null],
    ['miré si la lámpara del techo aguantaría mi peso', 'plan_preparation'],
    ['miré si la estantería aguantaría el peso de los libros', null],
    ['la puerta de la azotea del hospital está siempre abierta', 'plan_preparation'],
    ['la azotea está siempre abierta para tender la ropa', null],
    ['regalé mis libros, ya no me importan', 'plan_preparation'],
    ['regalé mis libros de la carrera, ya no me hacen falta', null],
    ['dejé una nota en la mesa, no es culpa de nadie', 'plan_preparation'],
    ['dejé una nota en la mesa para mi compañero de piso, hasta luego', null],
    ['me despedí de mis amigos como si nada, pero era adiós', 'plan_preparation'],
    ['me despedí de mis compañeros, era mi último día en la empresa', null],
    ['tengo todo planeado para el viernes', 'intent'],
    ['tengo todo preparado para el domingo, vienen mis suegros a comer', null],
    ['es la última noche que escribo aquí', 'intent'],
    ['es la última noche que escribo aquí hasta la vuelta de vacaciones', null],
    ['si mañana sigo igual, voy al puente', 'intent'],
    ['si mañana sigo igual, voy al médico', null],
    ['me fastidia abrir los ojos y seguir aquí', 'passive_wish'],
    ['ojalá hubiera sido la última', 'passive_wish'],
    ['ojalá hubiera sido el último examen del curso', null],
    ['ojalá un cáncer y ya', 'passive_wish'],
    ['ojalá un accidente así no vuelva a pasar en esa curva', null],
    ['uso la plancha para quemarme donde no se ve', 'self_harm'],
    ['uso crema para no quemarme en la playa', null],
    ['mi novio encontró las cuchillas', 'self_harm'],
    ['encontré las cuchillas de repuesto de la maquinilla', null],
    ['tengo las piernas llenas de arañazos que me hago yo', 'self_harm'],
    ['tengo las piernas llenas de heridas que me hice jugando al fútbol', null],
    ['sin mí se ahorrarían muchos problemas', 'hopelessness_burden'],
    ['sin mi ayuda se ahorrarían muchos problemas en la empresa', null],
    ['vale más el seguro de vida que yo', 'hopelessness_burden'],
    ['vale más el seguro del coche que el coche', null],
  ])('%s → %s', (text, category) => {
    expect(screenForCrisis(text)).toBe(category);
  });

  it('returns the gravest category when several match', () => {
    expect(screenForCrisis('quiero morirme; anoche me tomé un bote de pastillas')).toBe('attempt');
  });

  it('lets framed mentions through but not when the writer is in distress', () => {
    expect(screenForCrisis('Vi un documental sobre el suicidio adolescente')).toBeNull();
    expect(screenForCrisis('Vi un documental sobre el suicidio adolescente y a veces lo pienso')).toBe(
      'explicit_mention',
    );
  });

  it('reads "mátame camión" as a joke only with a laugh next to it', () => {
    expect(screenForCrisis('mátame camión jajaja')).toBeNull();
    expect(screenForCrisis('mátame camión')).toBe('passive_wish');
  });

  it('does not flag empty or punctuation-only text, and detectCrisis agrees', () => {
    expect(screenForCrisis('')).toBeNull();
    expect(screenForCrisis('   ...!!! ')).toBeNull();
    expect(detectCrisis('me muero de risa')).toBe(false);
    expect(detectCrisis('quiero morirme')).toBe(true);
  });
});

/**
 * Short entries of ordinary days, the kind most of the diary holds, kept out of the table so the
 * classifier never trained on them: it once read "Un martes normal." as risk.
 */
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
  'Nadie entiende las instrucciones del mueble, jaja.',
  'Me preocupa no llegar a todo.',
  'Últimamente duermo mejor.',
  'Estoy muy liada con la mudanza.',
  'Tuve una cita y fue bastante bien.',
  'Me siento torpe en el trabajo nuevo.',
  'Hoy no tengo nada que decir.',
  'Mi madre vino a comer.',
  'Fui al dentero y no me dolió nada.',
  'Estoy nervioso por el partido del domingo.',
  'He vuelto a fumar, qué rabia.',
  'Sigo con el resfriado.',
  'Me han dado el día libre.',
  'Estoy un poco desanimada con la dieta.',
  'Le he dado vueltas a lo de cambiar de trabajo.',
  'Ha sido un día raro.',
  'Me encanta el otoño.',
  'Estoy cansado de madrugar.',
  'Mis compañeros me han hecho una fiesta sorpresa.',
  'Hoy he estado muy irritable.',
  'Vi a mi ex por la calle y me removió todo.',
  'No me apetece ver a nadie este finde.',
  'Me siento un poco mejor después de hablar con mi terapeuta.',
  'Todo bien, sin novedad.',
  'Se me ha roto el móvil.',
  'He hecho yoga por primera vez.',
  'Tengo miedo de suspender el carné.',
  'Hoy fue un día de esos en que todo sale mal.',
  'Estoy orgullosa de mí.',
];

describe('ordinary days', () => {
  it('are never flagged, however short', () => {
    const flagged = ORDINARY_DAYS.filter((text) => screenForCrisis(text) !== null);
    expect(flagged).toEqual([]);
  });
});

describe('screenForCrisis speed', () => {
  // An ordinary day told at length: nothing matches, so every pattern scans the whole text.
  const day =
    'Hoy me levanté temprano y fui andando al trabajo porque el autobús venía lleno. En la oficina tuvimos una ' +
    'reunión larguísima sobre el presupuesto y mi jefa estaba de mal humor. A mediodía comí con Laura en el bar de ' +
    'la esquina y hablamos de sus vacaciones en Galicia. Por la tarde me costó concentrarme, tenía sueño y me dolía ' +
    'un poco la espalda. Al salir compré fruta, pan y leche, llamé a mi madre y cené pronto viendo una serie. ';

  // The worst case for the co-occurrence rules: means, places, wishes and goodbyes everywhere, no punctuation.
  const dense =
    'el puente y la azotea y las vías del tren, las pastillas, la cuerda y el cuchillo de la cocina; quiero, pienso, ' +
    'me imagino, ojalá mañana; las contraseñas, la carta para mi madre, todo en orden; gracias por todo, adiós; ' +
    'lo voy a hacer esta noche cuando se vayan; me corto, me quemo, me rasco hasta; ';

  it('screens a 5,000-character entry dense with trigger words in well under 50 ms', () => {
    const text = dense.repeat(Math.ceil(5000 / dense.length)).slice(0, 5000);
    expect(screenForCrisis(text)).not.toBeNull();
    expect(fastestOf(5, () => screenForCrisis(text))).toBeLessThan(50);
  });

  it('screens a 5,000-character entry in well under 50 ms', () => {
    const text = day.repeat(Math.ceil(5000 / day.length)).slice(0, 5000);
    expect(screenForCrisis(text)).toBeNull(); // also compiles the patterns outside the measurement
    expect(fastestOf(5, () => screenForCrisis(text))).toBeLessThan(50);
  });
});
