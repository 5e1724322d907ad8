/**
 * Crisis screen for diary text (decision record 009).
 *
 * Every diary entry passes here before any advice is written. A text that returns a category gets
 * the fixed crisis reply with helplines and never reaches the model; `null` means ordinary advice.
 *
 * The patterns are grouped by the categories of the Columbia Suicide Severity Rating Scale
 * (C-SSRS: wish to be dead, non-specific active thoughts, thoughts with a method, intent, plan and
 * preparation, actual/interrupted/aborted attempt) plus non-suicidal self-injury, hopelessness and
 * burden, worry about someone else, and the bare word "suicidio". Groups are tried from the most
 * to the least severe, so the category returned is the gravest one that matched.
 *
 * Policy: a missed crisis is far worse than a false alarm (a false alarm costs one warm message
 * with phone numbers instead of advice). So negated statements that still raise the subject are
 * flagged ("no es que quiera morirme, pero…"), and so is anything ambiguous. Only three things
 * are let through on purpose: everyday idioms ("me muero de risa", "me corté el pelo"), fear of
 * dying, grief and everyday tiredness, and a mention that is clearly about a book, a film, a
 * class, research, the news or a patient seen at work, with no first-person distress in the same
 * text.
 *
 * Rules favour families over phrases: a means or a place next to a first-person thought, wish or
 * act; two preparatory acts together (passwords handed over, affairs in order, a letter, a pet
 * entrusted); a farewell's love or thanks next to forgiveness or a last goodbye; a near moment next
 * to a decision; an injury next to a reason that makes it self-harm (punishment, relief). Each family
 * carries its everyday twin as an exception ("las contraseñas del wifi", "el cuchillo nuevo es
 * precioso", "me quemé con el horno"). The table in `crisis-sentences.ts` keeps every blind red-team
 * round that shaped them.
 *
 * Everything runs on `normalizeForSafety` output: lowercase [a-z0-9] words separated by single
 * spaces, accents and punctuation gone, elongations squeezed, common typos and means-emoji turned
 * into words. Patterns are therefore plain ASCII and use ` ` as the only separator.
 *
 * A second, learned layer is OR'ed with the rules: when no rule matches, a small logistic-regression
 * classifier trained only on the table (`crisis-classifier.ts`, weights in `crisis-model.json`)
 * may still flag the text, as `'learned'`. It can add flags, never remove one.
 */
import { crisisScorer, type CrisisModel } from './crisis-classifier.js';
import modelJson from './crisis-model.json' with { type: 'json' };

export type CrisisCategory =
  | 'passive_wish' // wish to be dead / not wake up (C-SSRS 1)
  | 'active_thoughts' // non-specific active suicidal thoughts (C-SSRS 2)
  | 'method' // thoughts with a method: pills, rope, knife, rooftop, bridge, tracks, gun, gas, car… (C-SSRS 3)
  | 'intent' // intent to act (C-SSRS 4)
  | 'plan_preparation' // plan and preparatory acts: saving/searching pills, a note, giving things away, goodbyes, a date (C-SSRS 5 + preparatory behaviour)
  | 'self_harm' // non-suicidal self-injury: cutting, burning, scratching, hitting oneself
  | 'attempt' // a recent attempt (actual, interrupted, aborted)
  | 'hopelessness_burden' // hopelessness and perceived burdensomeness ("sería mejor para todos si yo no estuviera")
  | 'third_person' // worry about someone else at risk
  | 'explicit_mention' // the word suicide etc. without a clearly safe frame (ambiguous → flagged)
  | 'learned'; // no rule matched, but the classifier trained on our table did (`crisis-classifier.ts`)

/** The categories the rules return; `'learned'` is only the classifier's. */
export type RuleCategory = Exclude<CrisisCategory, 'learned'>;

// =============================================================================================
// Normalization

/**
 * Emoji that stand for a means or for death keep their meaning as a word ("tengo 💊💊💊
 * guardadas"). Skulls do not: 💀 and ☠️ are overwhelmingly "dying of laughter / cringe", and a
 * text that means death says so in words or with another emoji. Laughing faces become "jaja",
 * which marks a joke where the policy allows one ("mátame camión jajaja").
 */
const EMOJI_WORDS: Record<string, string> = {
  '🔪': 'cuchillo',
  '🗡': 'cuchillo',
  '💊': 'pastillas',
  '🪢': 'soga',
  '🔫': 'pistola',
  '⚰': 'ataud',
  '🪦': 'tumba',
  '🩸': 'sangre',
  '😂': 'jaja',
  '🤣': 'jaja',
  '😹': 'jaja',
  '😆': 'jaja',
};

/** Quick-typing spellings of the words the patterns look for, mapped to the standard word. */
const TYPOS: Record<string, string> = {
  kiero: 'quiero',
  qiero: 'quiero',
  kero: 'quiero',
  qero: 'quiero',
  quero: 'quiero',
  quiro: 'quiero',
  kisiera: 'quisiera',
  qisiera: 'quisiera',
  k: 'que',
  q: 'que',
  ke: 'que',
  qe: 'que',
  xq: 'porque',
  pq: 'porque',
  porq: 'porque',
  x: 'por',
  pa: 'para',
  tb: 'tambien',
  tmb: 'tambien',
  d: 'de',
  nadien: 'nadie',
  vivr: 'vivir',
  bivir: 'vivir',
  morime: 'morirme',
  morirm: 'morirme',
  morirne: 'morirme',
  murirme: 'morirme',
  matrme: 'matarme',
  mtarme: 'matarme',
  matarne: 'matarme',
  matarm: 'matarme',
  pastis: 'pastillas',
  pastiyas: 'pastillas',
  pastias: 'pastillas',
  pastilas: 'pastillas',
  cansao: 'cansado',
  arto: 'harto',
  arta: 'harta',
  artos: 'hartos',
  artas: 'hartas',
  aser: 'hacer',
  acer: 'hacer',
  aserme: 'hacerme',
  acerme: 'hacerme',
  ise: 'hice',
  dont: 'don t',
  im: 'i m',
  wanna: 'want to',
};

/**
 * A final doubled vowel is an elongation ("quieroo", "matarmee"), except in these words and in the
 * first-person preterite of -ear verbs ("golpeé", "paseé"), which is why "ee" only counts after a
 * clitic-like m/t/s/l.
 */
const DOUBLE_VOWEL_WORDS = new Set(['lee', 'cree', 'provee', 'posee', 'desee', 'relee', 'zoo', 'see']);

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' };

function normalizeWord(word: string): string {
  let w = word;
  if (/\d/.test(w) && /[a-z]/.test(w)) w = w.replace(/[013457]/g, (d) => LEET[d] ?? d); // "su1c1d10"
  if (/([aiou])\1$|[mtsl]ee$/.test(w) && !DOUBLE_VOWEL_WORDS.has(w)) w = w.slice(0, -1);
  return TYPOS[w] ?? w;
}

export function normalizeForSafety(text: string): string {
  const words = text
    .replace(/\p{Extended_Pictographic}/gu, (emoji) => ` ${EMOJI_WORDS[emoji] ?? ''} `)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    // Characters typed in place of a letter to dodge filters: "m@tarme", "su!cidio", "s*icidio".
    .replace(/(?<=[a-z])[@!$*](?=[a-z])/g, (c) => ({ '@': 'a', '!': 'i', $: 's' })[c] ?? '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/([a-z])\1{2,}/g, '$1') // "quierooo morirmeeee"
    .replace(/\b(?:ja|je|ji|js)(?:ja|je|ji|js|j)+\b|\bx+d+\b|\blol\b/g, 'jaja')
    .trim()
    .split(' ')
    .map(normalizeWord)
    .join(' ')
    .split(' ');
  // Repeated words ("💊💊💊", "muy muy muy") count once, so windows measure meaning, not emphasis.
  return words.filter((w, i) => w !== '' && w !== words[i - 1]).join(' ');
}

// =============================================================================================
// Pattern toolkit

/** An alternation group. */
const any = (...alternatives: string[]) => `(?:${alternatives.join('|')})`;
/** Up to n whole words in between. */
const upTo = (n: number) => `(?: \\w+){0,${n}}`;
/**
 * core, unless the words right before it are one of prefix ("me va a matar" is not "matarme"). The
 * lookbehind sits after core so that it only runs where core matched, keeping the scan linear.
 */
const notAfter = (prefix: string, core: string) => `(?:${core})(?<!\\b${prefix} (?:${core}))`;
/** core, when one of prefix appears up to n words before it (checked only where core matched). */
const after = (prefix: string, n: number, core: string) => `(?:${core})(?<=\\b${prefix}${upTo(n)} (?:${core}))`;
/** a and b within n words of each other, in either order. */
const near = (a: string, b: string, n: number) => `(?:\\b${a}${upTo(n)} ${b}\\b|\\b${b}${upTo(n)} ${a}\\b)`;

/**
 * A pattern and, optionally, an everyday context that cancels it when found within a few words of
 * the match ("compré una cuerda" flags; "compré una cuerda para escalar" does not).
 */
interface Rule {
  re: RegExp;
  unless?: RegExp;
  /** How many words on each side the everyday context is looked for in. */
  window: number;
}
const CONTEXT_WORDS = 8;
const rule = (source: string, unless?: string, window = CONTEXT_WORDS): Rule => ({
  re: new RegExp(source, 'g'),
  ...(unless ? { unless: new RegExp(`\\b(?:${unless})\\b`) } : {}),
  window,
});

/** The match with `words` words on each side. */
function contextOf(s: string, start: number, end: number, words: number): string {
  let from = start;
  for (let i = 0; i < words && from > 0; i++) from = s.lastIndexOf(' ', from - 2) + 1;
  let to = end;
  for (let i = 0; i < words && to < s.length; i++) {
    const space = s.indexOf(' ', to + 1);
    to = space < 0 ? s.length : space;
  }
  return s.slice(from, to);
}

/** Whether the rule matches somewhere its everyday context does not cancel it. */
function matchesInContext(r: Rule, s: string): boolean {
  for (const m of s.matchAll(r.re)) {
    if (!r.unless?.test(contextOf(s, m.index, m.index + m[0].length, r.window))) return true;
  }
  return false;
}

// =============================================================================================
// Shared vocabulary

/** Hyperbole with morir/matar: "de risa / de hambre / de la vergüenza". */
const IDIOM_NOUNS = any(
  'risa', 'hambre', 'sed', 'frio', 'calor', 'sueno', 'cansancio', 'ganas', 'amor', 'envidia', 'celos', 'aburrimiento',
  'verguenza', 'nervios', 'asco', 'gusto', 'emocion', 'curiosidad', 'miedo', 'susto', 'ilusion', 'alegria', 'felicidad',
  'placer', 'pena ajena', 'dolor de \\w+', 'pena', 'tristeza de amor', 'cringe', 'pie',
);
const DE_IDIOM = `de (?:la |el |tanta |tanto |puro |pura |lo |un |una )?${IDIOM_NOUNS}\\b`;
/** A gerund ("estudiando"), but not the words that merely end like one ("cuando"). */
const GERUND = `(?!(?:cuando|mando|blando|bando|comando|entiendo|tiendo|remiendo)\\b)\\w+(?:ando|iendo|yendo)`;
/** Not followed by a gerund ("me mato estudiando"), "a + infinitive" ("matarme a trabajar") or a de-idiom. */
const NOT_HYPERBOLE = `(?! (?:${GERUND}\\b|a \\w+(?:ar|er|ir)\\b|${DE_IDIOM}))`;

/** Words after which "me mato" is a statement rather than the start of an idiom. */
const BEFORE_ME_MATO = any(
  'yo', 'que', 'si', 'y', 'ya', 'hoy', 'manana', 'luego', 'veces', 'dia', 'final', 'vez', 'noche', 'juro', 'asi',
  'pero',
);
/** What follows "me mato" in the idioms: "estudiando", "a trabajar", "de risa", "con la moto". */
const ME_MATO_IDIOM = any(
  GERUND, 'a', 'de', 'con', 'en', 'por', 'para', 'el', 'la', 'los', 'las', 'un', 'una', 'jaja', `que ${IDIOM_NOUNS}`,
);

/** First-person wish or desire. */
const DESIRE = any(
  'quiero', 'quisiera', 'queria', 'quiera', 'quise', 'deseo', 'desearia', 'deseaba', 'me gustaria', 'me encantaria',
  'ganas de', 'necesito', 'prefiero', 'preferiria', 'preferia', 'ojala', 'solo pido', 'sueno con', 'me apetece',
  'deseando',
);
/** Not waking up, in its usual shapes. */
const NOT_WAKE = any(
  'no (?:me )?(?:vuelva a |volver a |volviera a |volviese a )?desp(?:ie|e)rt\\w*',
  'no me (?:deje|dejes|deja|dejen) despertar', 'no amanec\\w*', 'no (?:tener|tuviera|tuviese) que despertar\\w*',
  'no (?:volver a |vuelva a |volviera a )?abrir(?:los)?(?: mas)?(?: los ojos)?',
  'no ver (?:el |otro )?(?:amanecer|dia)',
  'no (?:haya|hubiera|exista|existiera|llegue|llegara) (?:un |el )?(?:dia de )?manana',
  'no (?:volver a )?ver (?:la luz|el sol|la manana)', 'no (?:saber|sentir|enterarme de) (?:mas|nada)(?: de nada| mas)?',
);
/** What the alarm clock is about: "ojalá no despertarme hasta las 12 / con resaca / tan temprano". */
const NOT_WAKE_EVERYDAY = any(
  'a', 'al', 'en(?! serio\\b)', 'de(?! verdad\\b| una vez\\b)', 'tan', 'temprano', 'pronto', 'antes', 'hasta', 'con',
  'por', 'tarde', 'el', 'la', 'los', 'las',
  'mi', 'mis', 'nadie', 'ningun\\w*', 'manana (?:a las|temprano|pronto)', 'para',
);
/** Asking God or the universe: a wish addressed to someone. */
const PRAYER = any(
  '(?:le )?pido(?: cada noche| todas las noches| siempre)?' +
    '(?: a dios| al cielo| al universo| a la vida| a la virgen)?(?: que)?',
  'rezo (?:para|por)(?: que)?', 'rezando (?:para|por)(?: que)?', 'pidiendo(?: a dios| al cielo)?(?: que)?',
  'ruego (?:a dios )?que',
);
/** A wish, or the judgement that something would be better: "sería mejor desaparecer". */
const WISH = any(
  DESIRE, '(?:lo )?mejor seria', 'seria mejor', 'seria preferible', 'mejor', 'preferible',
  'seria un (?:alivio|descanso|regalo)', 'que alivio',
);
/** First-person thinking about something (C-SSRS asks about thoughts, not only wishes). */
const THINK = any(
  'pienso', 'pense', 'pensaba', 'he pensado', 'habia pensado', 'pensando', 'pensar', 'me imagino', 'me imagine',
  'me imaginaba', 'imagino', 'fantaseo', 'fantaseaba', 'me planteo', 'me plantee', 'considero', 'considere',
  'se me pasa por la cabeza', 'se me paso por la cabeza', 'se me ocurre', 'se me ocurrio', 'me tienta', 'me tento',
  'la idea de', 'la tentacion de', 'sueno con', 'me he imaginado', 'he imaginado', 'me pregunto',
);
/** First-person future or decision. */
const WILL = any(
  'voy a', 'ire a', 'pienso(?! en\\b)', 'he decidido', 'decidi', 'estoy decidid[oa] a', 'ya decidi', 'lo tengo claro',
  'esta noche', 'esta vez',
);

/** A near moment named for the act: tonight, tomorrow, on Saturday, this weekend, at Christmas. */
const WHEN = any(
  'hoy', 'esta noche', 'manana', 'este finde', 'el finde', 'este fin de semana', 'esta semana', 'en navidad',
  'el (?:proximo )?(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)',
);

/** "suicid-" with the usual misspellings: "suisid-", "sucid-", "suicd-", "sicid-". */
const SUICID = 's+(?:u+i*|i+)[csz]+i*d';

/** Killing oneself, first person, unambiguous in any tense. */
const KILL_MYSELF = any(
  'matarme', `${SUICID}arme`, `me ${SUICID}(?:o|e|aria|are)`, `${SUICID}andome`, 'quitarme la vida', 'quitarmela',
  'acabar con mi vida', 'terminar con mi vida', 'acabar con mi existencia', 'poner(?:le)? fin a mi vida', 'ahorcarme',
  'envenenarme', 'pegarme un tiro', 'darme un tiro', 'meterme un tiro', 'volarme la cabeza', 'volarme los sesos',
  'dispararme', 'cortarme las venas', 'abrirme las venas', 'desangrarme', 'me ahorco', 'me ahorque', 'me quito la vida',
  'me quite la vida', 'me quitaria la vida', 'me matare', 'ahorcandome', 'quitandome la vida', 'quitarme de en medio',
  'quitarme del medio',
);
/** The same with the clitic before the verb: "me voy a suicidar", "me quiero matar". */
const KILL_CLITIC_VERB = any(
  'matar', `${SUICID}ar`, 'ahorcar', 'envenenar', 'quitar la vida', 'cortar las venas', 'pegar un tiro', 'dar un tiro',
  'meter un tiro', 'volar la cabeza', 'ahogar', 'colgar(?! (?:la|el|los|las|un|una|del telefono|al telefono)\\b)',
);

/** Heights to fall from and tracks to be hit on: they carry meaning even a few words away from the act. */
const HEIGHT_OR_TRACKS = any(
  'puentes?', 'azoteas?', 'tejados?', 'balcon(?:es)?', 'ventanas?', 'terrazas?', 'edificios?', 'acantilados?',
  'precipicios?', 'barrancos?', 'vacio', 'rascacielos', 'viaducto', 'torre', 'risco', 'mirador', 'cornisas?',
  'alfeizar', 'pretil', 'muelle', 'espigon', 'ultimo piso', 'ultima planta',
  '(?:quinto|sexto|septimo|octavo|noveno|decimo)(?: piso)?', 'piso \\d+', 'planta \\d+', 'vias', 'via del tren',
  'anden', 'metro', 'trenes', 'tren', 'cercanias',
);
/** Places to throw oneself from or under, as the object of the act. */
const PLACE = any(
  HEIGHT_OR_TRACKS, 'autopista', 'carretera', 'camion(?:es)?', 'coches?', 'carros?', 'autobus', 'trafico',
);
/** "El puente de mayo", "este puente nos vamos": a long weekend, not a bridge. */
const HOLIDAY =
  'puente (?:de (?:mayo|diciembre|noviembre|octubre|agosto|la constitucion|la inmaculada|todos los santos)|largo)' +
  '|(?:este|el proximo|el) puente (?:nos|me) (?:vamos|voy|iremos)';
/** Throwing oneself, first person. */
const JUMP = any(
  'tirarme', 'me tiro', 'me tire', 'me tiraria', 'lanzarme', 'me lanzo', 'me lance', 'arrojarme', 'me arrojo',
  'aventarme', 'me avento', 'botarme', 'me boto', 'saltar', 'salto', 'saltaria', 'dejarme caer', 'me dejo caer',
  'precipitarme', 'soltarme', 'ponerme delante', 'poniendome delante', 'ponerme en las vias', 'me tirare', 'tirandome',
  'lanzandome', 'me (?:veo|imagino|imagine|vi) saltando', 'arrojandome', 'aventandome', 'dejandome caer',
);

const PILLS = any(
  'pastillas', 'pildoras', 'comprimidos', 'capsulas', 'medicamentos', 'medicinas', 'medicacion', 'farmacos',
  'calmantes', 'somniferos', 'ansioliticos', 'antidepresivos', 'benzos', 'benzodiacepinas', 'tranquilizantes',
  'paracetamol(?:es)?', 'ibuprofeno(?:s)?', 'aspirinas', 'clonazepam', 'lorazepam', 'diazepam', 'alprazolam', 'valium',
  'rivotril', 'orfidal', 'trankimazin', 'tramadol', 'insulina', 'pills', 'remedios(?! caseros)', 'morfina', 'fentanilo',
  'opioides', 'oxicodona', 'barbituricos', 'litio', 'quetiapina', 'pentobarbital',
);
/** An amount of pills that is an overdose, not a dose. Small numbers ("dos pastillas") are doses. */
const OVERDOSE = any(
  'todas', 'todos',
  '(?:todo el |toda la |el |la |un |una )?(?:bote|frasco|caja|blister|tableta|tira|envase|paquete)(?: enter[oa])?',
  'cajas', 'botes', 'frascos', 'un punado', 'un monton', 'much[oa]s', 'demasiad[oa]s', 'blisters', 'tant[oa]s',
  'el resto', 'lo que queda', 'lo que me queda', '[1-9]\\d+', 'veinte', 'treinta', 'cuarenta', 'cincuenta', 'cien',
  'un (?:chingo|buen|mogollon|pocoton|huevo|vergo)(?: de)?', 'una (?:bocha|pila|banda|burrada)(?: de)?',
);
const OVERDOSE_AFTER = any(
  'de golpe', 'de una vez', 'todas juntas', 'juntas', 'con alcohol', 'con vino', 'con (?:una|la) botella', 'a la vez',
);
/** Taking pills as prescribed ("me tomé todas las pastillas del antibiótico como me dijo"). */
const TREATMENT = any(
  'como me (?:dijo|dijeron|receto|recetaron|mando|mandaron|indico|indicaron)', 'el tratamiento', 'del tratamiento',
  'antibiotico', 'la pauta', 'que me (?:receto|recetaron|mando|mandaron)',
);
const SWALLOW = any(
  'me tomaria', 'me tragaria', 'me beberia', 'tomarme', 'tragarme', 'beberme', 'meterme', 'tomarmelas', 'tragarmelas',
  'me tomo', 'me trago', 'me bebo', 'me las tomo', 'me las trago', 'tomar', 'tragar',
);
const SWALLOWED = any(
  'mezcle', 'he mezclado', 'me tome', 'me trague', 'me bebi', 'me meti', 'me he tomado', 'me he tragado', 'me las tome',
  'me las trague', 'me zampe',
);

const ROPE = any('cuerdas?', 'sogas?', 'lazo', 'nudo corredizo', 'cinturon', 'cable');
const ROPE_EVERYDAY = any(
  'escala\\w*', 'rocodromo', 'montan\\w*', 'alpinismo', 'ropa', 'tender', 'tendedero', 'guitarra', 'violin', 'ukelele',
  'bajo', 'piano', 'comba', 'saltar (?:a )?(?:la )?cuerda', 'barco', 'velero', 'vela', 'camping', 'acampar',
  'tienda de campana', 'perro', 'correa', 'columpio', 'hamaca', 'mudanza', 'atar', 'paquete', 'maleta', 'cortina',
  'persiana', 'reloj', 'dar cuerda', 'cuerda floja', 'cuerdas vocales', 'gimnasio', 'gym', 'crossfit', 'entren\\w*',
  'boxeo', 'juguete', 'gato', 'macrame', 'pulsera', 'collar', 'scouts?', 'pantalon\\w*', 'vestido', 'falda', 'cargador',
  'usb', 'hdmi', 'enchufe', 'tele', 'ordenador', 'movil', 'bici\\w*', 'ancla',
);
const GUN = any('pistolas?', 'armas? de fuego', 'arma', 'revolver', 'escopeta', 'fusil', 'rifle', 'balas');
const GUN_EVERYDAY = any(
  'de agua', 'juguete', 'paintball', 'airsoft', 'silicona', 'pegamento', 'calor', 'videojuego', 'juego', 'fortnite',
  'partida', 'pelicula', 'serie', 'pintura', 'pintar', 'club de tiro', 'tiro deportivo', 'secador',
);
const KNIFE = any('cuchillos?', 'navajas?', 'cuchillas?', 'cutter', 'tijeras', 'cristal', 'vidrio', 'hoja de afeitar');
/** A knife in the kitchen, a blade in a craft. */
const KNIFE_EVERYDAY = any(
  'cocin\\w*', 'cortar (?:el|la|los|las|un|una)? ?(?:pan|cebolla|verdura|carne|tomate|fruta|pescado|jamon|queso|pollo)',
  'cortando', 'cebolla', 'afilar', 'afilad\\w*', 'pelar', 'pelando', 'receta', 'chef', 'filete', 'tabla de cortar',
  'menaje', 'regal\\w*', 'tienda', 'comprar', 'nuev[oa]s?', 'manualidad\\w*', 'papel', 'cartulina', 'carton', 'tallar',
  'madera', 'camping',
);
const POISON = any(
  'veneno', 'matarratas', 'raticida', 'cianuro', 'insecticida', 'lejia', 'anticongelante', 'herbicida', 'pesticida',
  'productos? quimicos?', 'quimicos', 'disolvente', 'amoniaco', 'salfuman', 'sosa caustica', 'acido',
);
const POISON_EVERYDAY = any(
  'limpi\\w*', 'fregar', 'bano', 'lavadora', 'manchas?', 'plagas?', 'cucarachas', 'ratones', 'ratas', 'bichos',
  'hormigas', 'jardin', 'huerto', 'coche', 'radiador',
);
/** Any means at all, for "I keep/bought/hid …" and "I stare at …". */
const MEANS = any(PILLS, 'soga', 'sogas', 'cuerda', GUN, 'cuchillas', POISON, 'carbon');
const PILLS_EVERYDAY = any(
  'dolor', 'cabeza', 'tos', 'garganta', 'fiebre', 'alergia', 'resfriado', 'gripe', 'regla', 'migrana', 'muelas',
  'tension', 'colesterol', 'anticonceptiv\\w*', 'vitaminas', 'receta', 'farmacia', 'medic[oa]', 'pastillero',
  'caducad\\w*', 'antibiotico', 'prospecto', '(?:puedo|se puede|se pueden|debo) tomar',
);
const MEANS_EVERYDAY = any(
  ROPE_EVERYDAY, GUN_EVERYDAY, POISON_EVERYDAY, PILLS_EVERYDAY, 'barbacoa', 'parrilla', 'asado', 'brasas', 'chimenea',
  'carboncillo', 'dibuj\\w*', 'afeitar', 'depilar',
);

/** Another person the writer worries about (no "profesor", "protagonista": those are frames). */
const PERSON_NOUN = any(
  'herman[oa]s?', 'amig[oa]s?', 'hij[oa]s?', 'madre', 'padre', 'mama', 'papa', 'novi[oa]', 'pareja', 'prim[oa]s?',
  'compa\\w*', 'companer[oa]s?', 'vecin[oa]', 'alumn[oa]s?', 'sobrin[oa]', 'ti[oa]', 'abuel[oa]', 'marido', 'mujer',
  'espos[oa]', 'ex', 'colega', 'chic[oa]', 'nin[oa]', 'peque', 'compi', 'cunad[oa]', 'suegr[oa]', 'roomie',
  'conocid[oa]', 'crush', 'chaval\\w*', 'pibe', 'piba', 'morr[oa]', 'cuate', 'pana', 'parce\\w*', 'chamo', 'chama',
  'ñaño', 'nano', 'nana', 'pata', 'bro',
);
/** Someone the writer knows: "mi hermano", "tu amiga". */
const KNOWN_PERSON = `(?:mi|mis|tu|tus|su|sus|nuestr[oa]s?) (?:mejor |\\w+ )?${PERSON_NOUN}`;
/** Someone unspecified: "una chica", "un compañero de clase"; in a song or a film it is a character. */
const SOMEONE = `(?:un|una|el|la|los|las) (?:\\w+ )?${PERSON_NOUN}`;
/** Fiction only: a classmate is a real person even though "clase" frames lectures. */
const FICTION = any(
  'radio', 'tele', 'television', 'telediario', 'informativo', 'periodico', 'prensa', 'reportaje', 'entrevista',
  'podcast', 'programa', 'videos?', 'youtube', 'tiktok', 'redes', 'cancion(?:es)?', 'peliculas?', 'peli', 'series?',
  'libros?', 'novelas?', 'cuentos?', 'poemas?', 'personajes?', 'protagonistas?', 'documental(?:es)?', 'noticias?',
  'articulos?', 'capitulos?', 'noticieros?', 'noticiarios?', 'anime', 'manga', 'videojuego', 'obra', 'trama',
  'historia de ficcion', 'relatos?',
  'taller de escritura', 'escritura', 'guion', 'teatro', 'ficcion',
);
/** Someone reporting what another person said or posted. */
const REPORTED = any(
  'me dijo', 'me ha dicho', 'me dice', 'me conto', 'me escribio', 'me escribe', 'me mando', 'me confeso', 'me pregunto',
  'me amenaza con', 'me amenazo con', 'diciendo', 'amenaza con', 'amenazo con',
);

/** "Por si acaso", "por si no vuelvo": in case I am not here; not "por si se le olvida la reunión". */
const PER_SI = `por si(?: ${any(
  'acaso', '(?:me )?pasa(?:ra)? algo', 'no (?:vuelvo|estoy|despierto|sigo|volviera|estuviera)', 'algun dia',
)}|(?! \\w))`;

/** Saying goodbye to someone who is dying or has died. */
const GRIEF = any(
  'antes de morir', 'muerte', 'tanatorio', 'funeral', 'entierro', 'velatorio', 'hospital', 'paliativos', 'cementerio',
  'misa', 'murio', 'fallec\\w*', 'se esta muriendo', 'descanse en paz',
);

/** Words that start an everyday complement ("no aguanto más este calor", "no quiero seguir con la carrera"). */
const COMPLEMENT = any(
  'este', 'esta', 'estos', 'estas', 'ese', 'esa', 'el', 'la', 'los', 'las', 'lo', 'a', 'al', 'con', 'de', 'del', 'en',
  'sin', 'tanto', 'tanta', 'tantos', 'tantas', 'que', 'hasta', 'mi', 'mis', 'tu', 'tus', 'su', 'sus', 'ni', 'aqui',
  'alli', 'ahi', 'asi', 'un', 'una', 'otro', 'otra', 'para', 'por', 'sentad[oa]', GERUND,
);

// =============================================================================================
// Category rules, most severe first

/** C-SSRS attempt: actual, interrupted or aborted, told in the past tense. */
const ATTEMPT: Rule[] = [
  // Red-team rounds 7–8. Pills brought back up, and sorry for it: "vomité las pastillas que me tomé, ni eso me sale".
  rule(
    near(
      `vomit\\w*${upTo(3)} ${PILLS}`,
      any('ni (?:eso|para eso)', 'no funciono', 'no (?:me )?salio', 'sigo viv[oa]', 'que me (?:tome|trague)'),
      8,
    ),
    any(PILLS_EVERYDAY, TREATMENT, 'estomago', 'nauseas', 'mareo', 'embaraz\\w*'),
  ),
  rule(
    `\\b${any('intente', 'he intentado', 'intentaba', 'trate de', 'he tratado de', 'probe a', 'quise')}${upTo(2)} ${any(
      KILL_MYSELF, 'colgarme', 'ahogarme', 'cortarme', 'asfixiarme', 'estrellarme', `${JUMP}${upTo(3)} ${PLACE}`,
    )}\\b`,
  ),
  rule(
    `\\b${any('mi', 'tuve un', 'he tenido un', 'hice un')} (?:primer |segundo |ultimo )?intento ${any(
      'de suicidio', 'suicida', 'autolitico', 'de quitarme la vida', 'de matarme',
    )}\\b`,
  ),
  // Overdose already taken.
  rule(`\\b${SWALLOWED}${upTo(3)} ${OVERDOSE}${upTo(3)} ${PILLS}\\b`, TREATMENT),
  rule(`\\b${SWALLOWED}${upTo(3)} ${PILLS}${upTo(3)} ${OVERDOSE_AFTER}\\b`),
  // A whole container, or someone else's pills: "me tomé un blíster entero", "las pastillas de mi madre".
  rule(
    `\\b${SWALLOWED} (?:(?:el|un|la|una|todo el|toda la) (?:bote|frasco|caja|blister|tableta|tira|envase)` +
      `(?: enter[oa])?|un punado)\\b(?! de (?!(?:las |los |mis |sus )?${PILLS}\\b))`,
    TREATMENT,
  ),
  rule(
    `\\b${SWALLOWED}${upTo(1)} (?:las|los|todas las|todos los) ${PILLS} de (?:mi|mis|su|sus) ${PERSON_NOUN}\\b`,
    any(PILLS_EVERYDAY, TREATMENT),
  ),
  // Hospital after the act.
  rule(
    near(
      any(
        'estuve', 'he estado', 'acabe en', 'termine en', 'me llevaron', 'me ingresaron', 'me desperte', 'desperte',
        'me hicieron', 'tuve', 'casi me muero de', 'ingresad[oa]',
      ),
      any(
        'sobredosis', 'lavado de estomago', 'intoxicacion (?:por|con) pastillas',
        'por (?:tomarme|tragarme|cortarme|tirarme|intentar|lo que hice)',
      ),
      6,
    ),
  ),
  rule(
    near(
      any('uci', 'urgencias', 'hospital', 'psiquiatri\\w*', 'ingres\\w*', 'ambulancia', 'lavado', 'posta', 'clinica'),
      any(
        'lo que hice', 'lo que intente', 'lo que me hice', 'intentarlo', 'el intento',
        'lo de (?:anoche|ayer|la otra noche|el otro dia)', 'mi intento', 'lo que paso con las pastillas',
        'me hicieron un lavado', `(?:me tome|tomarme|tragarme)${upTo(2)} ${PILLS}`,
      ),
      12,
    ),
  ),
  rule(
    near(
      any('uci', 'urgencias', 'hospital', 'psiquiatrico', 'ingres\\w*', 'ambulancia', 'suero'),
      any(
        'no salio como (?:queria|esperaba|pensaba)', 'no funciono', 'sigo viv[oa]', 'sobrevivi', 'me salvaron',
        'me reanimaron', 'no me sali con la mia', 'no me salio(?! (?:bien|mal|el|la|los|las|de|a|como)\\b)',
      ),
      8,
    ),
  ),
  rule(`\\bme (?:lavaron|hicieron (?:un|el) lavado(?: de)?) (?:el |de )?estomago\\b`),
  // "Lo intenté otra vez y no funcionó": "it", tried, and an outcome that only an attempt has.
  rule(
    near(
      any('lo (?:intente|he intentado|volvi a intentar|intentaba)', 'volvi a intentarlo', 'intente hacerlo'),
      any(
        'no funciono', 'no (?:me )?salio', 'sigo (?:aqui|viv[oa])', 'sobrevivi', 'me (?:encontraron|salvaron)',
        '(?:me )?desperte', 'otra vez', 'de nuevo', 'por (?:segunda|tercera|\\w+) vez', 'hospital', 'urgencias',
        'ni eso', 'falle',
      ),
      8,
    ),
    any(
      'receta', 'tarta', 'bizcocho', 'examen', 'carnet', 'conectar', 'llam\\w*', 'wifi', 'dieta', 'aprob\\w*', 'bici',
      'entren\\w*', 'correr', 'cita', 'entrevista', 'puerta', 'arrancar', 'abrir', 'dormir', 'meditar',
      'dejar de fumar',
    ),
  ),
  // Found or saved in time: a rescue told by the one rescued.
  rule(
    near(
      'me (?:salvo|salvaron|encontro|encontraron|rescato|rescataron|detuvo|detuvieron)',
      any(
        'a tiempo', 'antes de tiempo', 'llego antes', 'llegaron antes', 'de milagro', 'justo a tiempo',
        'en el ultimo momento', 'inconsciente', 'sin conocimiento',
      ),
      8,
    ),
    any(
      'apuntes', 'examen', 'trabajo', 'reunion', 'partido', 'gol', 'autobus', 'bus', 'tren', 'vuelo', 'avion', 'multa',
      'clase', 'entrega', 'cita', 'plazo',
    ),
  ),
  rule(
    `\\blo ${any('intente', 'he intentado', 'volvi a intentar', 'intentaba')}${upTo(5)} ${any(
      PILLS, '(?:una|la) (?:cuerda|soga)', 'el coche', 'cortandome', 'colgandome', 'tirandome', 'un cuchillo',
      'una cuchilla', PLACE,
    )}\\b`,
  ),
  rule(
    `\\bme encontraron ${any(
      'a tiempo', 'inconsciente', 'sin conocimiento', 'en el bano', 'tirad[oa]', 'colgad[oa]',
    )}\\b`,
  ),
  // Interrupted or aborted.
  rule(
    `\\b(?:estuve|estaba|estoy) a punto de ${any(
      'hacerlo', 'saltar', 'tirarme', 'lanzarme', 'tomarmelas', 'tomarme', 'colgarme', KILL_MYSELF, 'hacer una locura',
    )}\\b`,
  ),
  rule(
    `\\bcasi ${any(
      'salto', 'me tiro', 'me tire', 'me las tomo', 'me las tome', 'me cuelgo', 'me colgue', 'me ahorco', 'me suicido',
      'lo hago',
    )}\\b`,
  ),
  rule(
    near(
      any(
        'me eche (?:para )?atras', 'me arrepenti', 'no me atrevi', 'a ver si me atrev\\w*', 'si me atrevia',
        'estuve a punto(?! de)', 'casi lo hago', 'no pude hacerlo', 'no fui capaz', 'me detuvo', 'me detuvieron',
        'me paro', 'me pararon', 'me bajaron', 'me sacaron', 'me quitaron', 'no me (?:las|lo) (?:tome|trague)',
        'me convenci\\w* (?:de|para) (?:bajar|no)', 'me hizo bajar',
        'al final no (?:lo hice|me las tome|salte|me tire|pude|fui capaz)',
      ),
      any(PLACE, PILLS, 'soga', 'saltar', 'tirarme', 'la cuerda', 'el cuchillo', 'la pistola'),
      8,
    ),
  ),
  rule(
    `\\b(?:la cuerda|la soga|el cinturon) se rompio\\b|\\bse rompio (?:la cuerda|la soga|el cinturon)\\b`,
    ROPE_EVERYDAY,
  ),
  rule(`\\bme ${any('tire', 'lance', 'avente', 'arroje', 'deje caer')}${upTo(4)} ${PLACE}\\b`),
  // Wanting to, in the past, and being stopped: "me quise tirar pero un vecino me vio".
  rule(
    `\\b${notAfter(
      any(PERSON_NOUN, 'el', 'ella', 'ellos', 'ellas', 'jefe', 'jefa', 'profe\\w*', 'nadie', 'alguien', 'tu', 'usted'),
      `me (?:quise|queria|iba a) (?:tirar|lanzar|arrojar|aventar|${KILL_CLITIC_VERB})`,
    )}\\b` +
      `(?! (?:a la piscina|al agua|al mar|de cabeza|en paracaidas|en la cama|en el sofa)\\b)${NOT_HYPERBOLE}`,
    any('piscina', 'trampolin', 'rio', 'playa', 'puenting', 'paracaidas', 'tobogan', 'sofa', 'cama', 'jaja'),
  ),
  rule(
    `\\bme ${any('corte', 'abri', 'raje')} las venas\\b|` +
      `\\b(?:las )?(?:munecas|venas) (?:abiertas|cortadas|rajadas)\\b`,
  ),
  // Surviving, and sorry for it: "no me morí, qué mala suerte", "sobreviví otra vez, ni eso sé hacer bien".
  rule(
    near(
      any('no me mori', 'sigo viv[oa]', 'sobrevivi(?! a\\b)', 'me desperte', 'desperte'),
      any(
        'que mala suerte', 'por desgracia', 'lastima', 'que pena', 'ni eso', 'otra vez', 'no funciono', 'ni para eso',
      ),
      5,
    ),
    any('susto', 'accidente', 'examen', 'resaca', 'alarma', 'despertador', 'tarde', 'siesta'),
  ),
  rule(`\\b${any('tried to kill myself', 'attempted suicide', 'overdosed')}\\b`),
];

/** Affairs put in order and things handed over: each ordinary alone, telling in pairs. */
const PREPARATORY_ACT = any(
  '(?:las |mis |la )?(?:contrasenas?|claves del banco|claves de (?:la cuenta|todo)|pin del movil)',
  'todo (?:ordenado|en orden|arreglado|atado|resuelto)', '(?:mi |el |un )?testamento',
  'cancel\\w* (?:todas )?(?:mis|las) (?:suscripciones|citas|planes|cuentas)',
  'borr\\w* (?:todas )?(?:mis )?(?:redes|fotos|cuentas|perfil\\w*)', 'cerr\\w* (?:todas )?mis? cuentas?',
  'la clave del (?:celular|movil|telefono|banco|ordenador|portatil)',
  'papeles del (?:coche|auto|carro|seguro|banco|piso)', '(?:no (?:quiero )?|sin )dejar nada pendiente',
  'dejar(?:lo)? todo (?:atado|resuelto|en orden)', 'pag\\w* (?:todas )?mis deudas',
  '(?:una |la |mi )?(?:nota|carta)s? (?:a|para) (?:mi|mis) \\w+',
  '(?:el|mi|la) (?:gato|gata|perro|perra|perrita|gatito|pez|hamster) con (?:mi|la|el|una|un) \\w+',
  'que cuide (?:a |de )?(?:mi|mis) \\w+',
  'le (?:deje|he dejado|regale|he regalado|di|he dado) (?:mi|la|el|las|los|mis) \\w+ a (?:mi|mis) \\w+',
  'no me queda mucho(?! (?:para|por|de|que)\\b)',
  'devolv\\w* (?:todo )?lo que (?:me )?(?:(?:habian |han )?prestad[oa]s?|prestaron|debia)',
  'mi (?:entierro|funeral|lapida|esquela)', 'lo que quiero que (?:digan|pongan|lean|suene)',
  'me (?:he )?despedi(?:do)? de (?:todos|todo el mundo|mis seguidores|mis amigos|mi familia)',
  // Red-team round 6.
  'cancel\\w* (?:el|mi) (?:gimnasio|gym|seguro)',
  '(?:lo )?que (?:tiene|tienen|tienes|teneis|tenga|tengan) que hacer con mis ' +
    '(?:cosas|pertenencias|ahorros|libros|ropa|animales|mascotas|plantas|cenizas)',
  'formate\\w* (?:el|mi) (?:portatil|ordenador|movil|telefono|pc|disco duro)',
  '(?:el |mi )?(?:portatil|ordenador|movil|telefono|pc) formatead[oa]', 'en un sobre para (?:mi|mis) \\w+',
  'que se queden? con (?:el|la|mi|mis|los|las) (?:gat[oa]s?|perr[oa]s?|perrita|gatito|pez|peces|hamster|mascotas?)',
  'le (?:deje|he dejado) (?:la|las) llaves? a (?:la|el|mi) \\w+',
  'ya (?:se|tengo (?:claro|decidido|elegido)) (?:que|cual) dia', '(?:sin|no|no quiero) dejar (?:ningun )?rastro',
  // Red-team rounds 7–8: services cancelled, papers put in order, savings and pets handed over, things given away.
  '(?:di|he dado|doy|dar) de baja (?:el|mi|la|las|los|mis) \\w+',
  'cancel\\w* (?:el|mi|la) (?:celular|movil|telefono|linea|contrato|tarjeta)',
  '(?:puse|pongo|he puesto|poner|dejar|deje|he dejado) en orden ' +
    '(?:mis|los|todos mis) (?:papeles|cosas|asuntos|cuentas)',
  '(?:deje|he dejado|dejo) (?:escrito|dicho|claro) (?:lo )?que hacer con mis \\w+',
  '(?:entregu|di|deje|pase|transfer|he dado|he dejado)\\w* (?:todos )?mis ahorros',
  'codigos? del (?:banco|movil|celular)',
  '(?:regal|entregu|di|deje|he dado|he dejado)\\w* (?:a )?(?:mi|el|la) (?:perr[oa]|gat[oa]|mascota|perrita|gatito)',
  '(?:mi|el|la) (?:gat[oa]|perr[oa]|perrita|gatito|mascota) se (?:queda|quedara|va a quedar) con',
  'le (?:deje|he dejado|regale|he regalado|di|he dado) (?:mi|la|el|las|los|mis) \\w+ a (?:una|un) \\w+',
  '(?:regal|repart|don)\\w* (?:todas )?mis \\w+',
);

/** What a farewell note says first: love, thanks, or an address to whoever reads it. */
const FAREWELL_LOVE = any(
  'los quiero', 'las quiero', 'os quiero', 'te quiero', `gracias${upTo(4)} por todo`, 'fuiste (?:el|la) mejor',
  'fuisteis lo mejor', 'no me olvid\\w*', 'recuerd(?:enme|adme)', 'gracias por (?:escucharme|leerme|estar ahi)',
  'si alguien (?:lee|leyera|encuentra) esto', '(?:a )?quien (?:lea|encuentre) esto',
  'cuando (?:lean|leas|leais|encuentren|encuentres) esto',
  // Red-team rounds 7–8.
  'gracias a todos', 'que (?:la|lo|los|las|te|os) quiero',
);
/** What only a last message says: forgiveness, a final goodbye, someone to look after, no one to blame. */
const FAREWELL_LAST = any(
  'que me perdonen', 'que me perdoneis', 'perdonadme', 'perdonenme', 'perdoname',
  'perdon por todo(?! (?:el|lo|la|los|las|eso|esto|este|esta)\\b)', 'que me perdones', 'lo siento', 'adios',
  'hasta siempre', 'cuid(?:a|en|ad|e) (?:a |de )?(?:\\w+ ){0,2}por mi', '(?:yo )?ya me voy', 'me voy para siempre',
  'nos vemos (?:en otra vida|del otro lado|algun dia)', 'ya no (?:estare|este)',
  'no es culpa (?:de nadie|vuestra|tuya|suya|de ustedes)', 'me despido de (?:ti|este diario|mi diario)',
  'que no se sientan culpables', 'no os sintais culpables', 'no te sientas culpable',
  'que (?:sea|seas|sean|seais) fuertes?', 'que nadie llore por mi',
  // Red-team rounds 7–8: asking forgiveness of everyone, "I will miss you" said by the one leaving.
  '(?:pidiendo|pidiendoles|pidiendole|pedi|les pedi|le pedi|pedirles|pedirle) ' +
    'perdon(?! por (?:el|la|los|las|llegar|no)\\b)',
  'perdon a todos(?! por\\b)', '(?:la|lo|los|las|te|os) voy a extranar',
);
/** Goodbyes at work, at an airport, before a trip or a holiday. */
const FAREWELL_EVERYDAY = any(
  'despedida', 'jubil\\w*', 'trabajo', 'empresa', 'companer\\w*', 'vacaciones', 'viaje', 'erasmus', 'boda', 'fiesta',
  'curso', 'hasta (?:manana|pronto|luego|la proxima|el lunes)', 'vuelvo', 'volvere', 'aeropuerto',
  // Someone else leaving, or the writer moving away.
  'te vas', 'os vais', 'se va', 'se van', 'se muda\\w*', 'me mudo', 'mudanza', 'me voy a vivir', 'se va a vivir',
  'residencia', 'extranjero', 'beca', 'intercambio', 'profe\\w*', 'clase', 'colegio', 'cole', 'escuela', 'equipo',
  'jefe', 'jefa',
);

/** C-SSRS 5 and preparatory behaviour: getting the means, looking up doses, notes, goodbyes, a date. */
const PLAN_PREPARATION: Rule[] = [
  // Red-team rounds 7–8 ----------------------------------------------------------------------------------
  // A farewell written or a note left: "escribí mi despedida en las notas del móvil", "ya escribí la nota".
  rule(
    `\\b${any(
      'escribi', 'he escrito', 'escribiendo', 'grabe', 'he grabado', 'deje', 'he dejado', 'prepare', 'he preparado',
      'tengo (?:escrita|preparada|lista)', 'publique', 'he publicado',
    )}${upTo(1)} (?:mi|una|la) (?:despedida|carta de despedida|nota de despedida)\\b`,
    any(
      'companer\\w*', 'jefe', 'jefa', 'equipo', 'empresa', 'trabajo', 'oficina', 'clientes', 'alumnos', 'jubil\\w*',
      'mudanza', 'erasmus', 'curso', 'boda', 'fiesta', 'soltera', 'soltero', 'novela', 'pelicula', 'serie', 'personaje',
      'clase', 'instituto', 'colegio', 'cole', 'grupo', 'blog', 'canal', 'seguidores', 'temporada', 'discurso',
    ),
    20,
  ),
  rule(
    `\\bya (?:escribi|he escrito|tengo escrita|deje|he dejado) la (?:nota|carta)\\b(?! ${any(
      'de', 'del', 'para (?:el|la|los|las)', 'al', 'a la', 'a los', 'en el (?:buzon|correo)',
    )}\\b)`,
    any('profe\\w*', 'clase', 'examen', 'trabajo', 'jefe', 'jefa', 'reyes', 'colegio', 'cole', 'banco', 'seguro'),
  ),
  // A note or a message with what only a last message says: "dejé una nota en la mesa, no es culpa de nadie".
  rule(
    near(
      any(
        '(?:deje|he dejado|escribi|he escrito) (?:una|la|mi) (?:nota|carta)', '(?:mande|envie|he mandado|he enviado) ' +
          '(?:un|el) (?:mensaje|audio|correo)', '(?:le|les) (?:escribi|he escrito|dije|he dicho|mande|envie)',
        'escribi a (?:mi|mis) \\w+', 'publique (?:un|mi) (?:ultimo )?mensaje', 'un ultimo mensaje',
      ),
      any(
        'no es culpa (?:de nadie|vuestra|tuya|suya|de ustedes)', 'cuid(?:a|en|ad|e) (?:a |de )?(?:\\w+ ){0,2}por mi',
        'hasta siempre', 'que me perdonen', 'perdonenme', 'perdonadme', 'que nadie llore por mi',
        'me voy para siempre', 'nos vemos en otra vida', 'que no se sientan culpables', 'no os sintais culpables',
        'perdon a todos(?! por\\b)', 'adios a todos',
      ),
      10,
    ),
    FAREWELL_EVERYDAY,
  ),
  // A call or a visit only to say goodbye: "llamé a mis amigos solo para decirles adiós".
  rule(
    `\\b(?:solo|solamente|unicamente|nada mas) para (?:decir(?:les|le|te|os)? adios|despedirme)\\b(?! ${any(
      'de (?:la|el) (?:empresa|trabajo|ciudad|piso|casa)', 'antes de',
    )}\\b)`,
    FAREWELL_EVERYDAY,
  ),
  // A goodbye to a pet: "abracé a mi perro y le dije adiós" (not at the vet's, nor before a trip).
  rule(
    near(
      '(?:abrace|bese|acaricie|abrazo|beso|acaricio) a (?:mi|el|la) (?:perr[oa]|gat[oa]|perrita|gatito|mascota)',
      any('adios', 'me despedi', 'despedirme', 'por ultima vez', 'para siempre'),
      8,
    ),
    any(
      'veterinari\\w*', 'murio', 'muri\\w*', 'dormir(?:lo|la)', 'sacrific\\w*', 'eutanasia', 'enferm\\w*', 'viej[oa]',
      'viaje', 'vacaciones', 'residencia', 'guarderia', 'adopt\\w*', 'mudanza', 'me mudo',
    ),
  ),
  // A goodbye that was more than it looked: "me despedí de mis amigos como si nada, pero era adiós".
  rule(
    near(
      any('despedi', 'me despedi', 'me he despedido', 'me despido', 'les dije adios', 'le dije adios'),
      any('(?:pero |y )?era (?:un |mi )?adios(?: de verdad| definitivo| para siempre)?', 'era mi despedida'),
      10,
    ),
    FAREWELL_EVERYDAY,
  ),
  // Farewell to everyone and then waiting: "ya me despedí de todos, ahora solo queda esperar a la noche".
  rule(
    `\\b(?:ya )?(?:solo|nada mas) (?:me )?(?:queda|falta) esperar(?: a)? ${any(
      'la noche', 'que (?:se vayan|se duerman|anochezca|oscurezca|no haya nadie|se haga de noche)', 'el momento',
    )}\\b(?! (?:de|para)\\b)`,
    any('fuegos', 'cena', 'fiesta', 'nochevieja', 'uvas', 'regalos', 'reyes', 'resultados?', 'notas', 'llamada'),
  ),
  // Things given away with a reason that only the end gives: "ya no me importan", "ya no me harán falta".
  rule(
    near(
      any('regal\\w*', 'repart\\w*', 'done', 'he donado', 'donando', 'di', 'he dado', 'vendi', 'deshaciendome'),
      any(
        'ya no (?:me )?(?:importan?|interesan?)', 'ya no me (?:haran|van a hacer) falta',
        'no me (?:haran|van a hacer) falta',
        'ya no (?:los|las|lo|la) (?:voy a necesitar|necesitare|voy a usar|usare)',
      ),
      12,
    ),
    any(
      'apuntes', 'libros de texto', 'curso', 'carrera', 'aprobe', 'termine', 'mudanza', 'me mudo', 'wallapop', 'vinted',
      'bebe', 'no me (?:queda|quedan|cabe|caben)', 'talla', 'cuna', 'carrito', 'ropa de (?:bebe|embarazo)', 'juguetes',
      'crec\\w*', 'nuevo', 'nueva', 'cambie de', 'me compre',
    ),
  ),
  // Everything given away by a date, or "for the end": "regalando todo antes del sábado", "lo que queda es para el
  // final".
  rule(
    any(
      near(
        `(?:regal|repart|don|vaci|deshac)\\w*${upTo(2)} ${any(
          'todo(?! (?:lo que|el|la|los|las)\\b)', 'toda mi \\w+', 'todos mis \\w+', 'todas mis \\w+', 'mis cosas',
          'mi (?:cuarto|habitacion)',
        )}`,
        any('para el final', 'lo que queda es para', 'para siempre', 'no volvere', 'no voy a volver'),
        8,
      ),
      near(
        `(?:regal|repart|don|vaci|deshac)\\w*${upTo(2)} ${any(
          'todo(?! (?:lo que|el|la|los|las)\\b)', 'todas mis cosas', 'mis cosas', 'mi (?:cuarto|habitacion)',
        )}`,
        `antes del? ${any(
          'sabado', 'domingo', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'finde', 'fin de semana',
          'la noche',
          'manana', 'que acabe (?:el|la|la semana|el mes)',
        )}`,
        8,
      ),
    ),
    any(
      'mudanza', 'me mudo', 'mudarme', 'piso nuevo', 'viaje', 'erasmus', 'limpieza', 'marie kondo', 'armario',
      'no me (?:queda|quedan|cabe|caben)', 'talla', 'bebe', 'wallapop', 'vinted', 'mercadillo', 'obras?', 'reforma',
      'pintar', 'inquilin\\w*', 'alquil\\w*', 'embarazo',
    ),
  ),
  // A pet or a key entrusted "for good", and nothing left to keep one: "mi gata se queda con la vecina, ya me puedo
  // ir tranquila"; "le dejé mi gato a una amiga para siempre, no volveré".
  rule(
    near(
      PREPARATORY_ACT,
      any(
        'ya me puedo ir', 'ya puedo irme', 'para siempre', 'no volvere', 'no voy a volver',
        'ya no (?:puedo|voy a) cuidar',
        'no puedo (?:ni )?cuidarme', 'ni cuidarme',
      ),
      10,
    ),
    any(
      'vacaciones', 'viaje', 'mudanza', 'me mudo', 'erasmus', 'hospital', 'operacion', 'trabajo', 'alergi\\w*', 'beca',
      'me voy a vivir', 'se muda', 'residencia', 'adopt\\w*', 'casa (?:nueva|mas grande)',
    ),
  ),
  // Who gets each thing: "hice una lista de quién se queda con cada cosa mía".
  rule(
    `\\bquien se (?:queda|quedara|va a quedar) con ${any(
      'cada cosa', 'mis cosas', 'lo mio', 'cada una de mis cosas',
    )}\\b`,
    any('mudanza', 'me mudo', 'mudarme', 'viaje', 'herencia de', 'cumple\\w*', 'amigo invisible', 'navidad'),
  ),
  // Pills saved a dose at a time: "voy apartando una pastilla cada noche en vez de tomármela".
  rule(
    near(
      `(?:pastillas?|pildoras?|comprimidos?|capsulas?|${PILLS})`,
      any(
        'en vez de tom\\w*', 'en lugar de tom\\w*', 'sin tomarmel\\w*', 'no me (?:la|las) tomo', 'apart\\w*',
        'separ\\w* (?:una|cada)',
      ),
      8,
    ),
    any(PILLS_EVERYDAY, 'perro', 'gato', 'veterinari\\w*', 'se me olvid\\w*', 'olvide', 'ninos?', 'alcance'),
  ),
  // Looking up which mix of pills, or getting more than one needs.
  rule(
    near(
      any(
        'busque', 'he buscado', 'buscando', 'googlee', 'pregunte', 'he preguntado', 'preguntando', 'mire', 'foro',
        'internet',
      ),
      `(?:que )?mezcla\\w*${upTo(2)} (?:de )?${PILLS}`,
      8,
    ),
    any(
      'puedo (?:tomar|mezclar)', 'se pueden? (?:tomar|mezclar)', 'farmaceutic\\w*', 'medic[oa]', 'interaccion\\w*',
      'prospecto', 'alcohol y',
    ),
  ),
  rule(`\\bmas ${PILLS} de (?:las|los) que (?:necesito|me tocan|me hacen falta|me recetaron)\\b`, TREATMENT),
  // A means hidden, taken to one's room, kept "for later", or ready: "escondo una navaja en el cajón por si un día
  // me decido", "cogí el cuchillo más grande y me lo llevé a la habitación", "tengo el cinturón preparado".
  rule(
    near(
      any(
        'escond\\w*', 'ocult\\w*',
        'me (?:lo|la|los|las) (?:lleve|llevo|subi|subo) a (?:la|mi) (?:habitacion|cuarto|cama)',
        'debajo de (?:la|mi) (?:cama|almohada|colchon)', 'en el maletero', 'para despues', 'por si (?:un|algun) dia',
        'nadie sabe (?:por que|para que)', 'preparad[oa]s?(?! para (?:la|el) (?:cena|comida|asado))',
      ),
      any(KNIFE, ROPE, GUN, POISON, 'cuchillo', 'soga'),
      6,
    ),
    any(
      MEANS_EVERYDAY, 'regalo', 'sorpresa', 'ninos?', 'hij[oa]s?', 'sobrin\\w*', 'cumple\\w*', 'navidad', 'reyes',
      'alcance', 'remolc\\w*', 'herramientas',
    ),
  ),
  // A means to hang from, and whether it holds: "miré si la lámpara del techo aguantaría mi peso", "estuve mirando la
  // viga del garaje y la cuerda"; rope and where to tie it: "tengo el cinturón preparado y sé dónde atarlo".
  rule(
    near(
      any('vigas?', 'gancho', 'la lampara del techo', 'la lampara', 'barra', 'el arbol', 'rama', ROPE, 'nudo'),
      any(
        ROPE, 'aguant\\w* (?:mi|mi propio) peso', 'soport\\w* (?:mi|mi propio) peso', '(?:el )?peso de una persona',
        '(?:se|sabe\\w*|sabia) donde (?:atarl|colgarl|engancharl|sujetarl)\\w*', 'donde (?:atarl|colgarl)\\w*',
      ),
      8,
    ),
    any(
      'colg\\w* (?:las |unas |la |el )?(?:luces|adornos|guirnaldas|plantas|macetas|hamaca|columpio|cuadro|bici\\w*)',
      'hamaca', 'columpio', 'carcoma', 'reforma', 'obras?', 'arregl\\w*', 'escala\\w*', 'rapel', 'arnes', 'crossfit',
      'gimnasio', 'gym', 'entren\\w*', 'dominadas', 'tender', 'ropa', 'bici\\w*', 'saco de boxeo', 'boxeo', 'yoga',
      'telas', 'circo', 'remolc\\w*', 'barco', 'vela', 'tienda de campana', 'camping', 'guitarra', 'perro', 'correa',
      'paquete', 'maleta', 'escalera', 'tirolina',
    ),
  ),
  // A knot practised, with nothing said of what for (not a tie, shoes or a boat).
  rule(
    `\\b(?:se|aprendi a|practique|practico|practicando|ensaye|sabia) hacer (?:el|un|ese) nudo\\b(?! ${any(
      'de', 'del', 'ocho', 'marinero', 'llano', 'as', 'para (?:el|la|los|las|mi|atar)', 'en',
    )}\\b)`,
    any(
      ROPE_EVERYDAY, 'corbata', 'zapat\\w*', 'cordones', 'scout\\w*', 'pelo', 'mono', 'coleta', 'panuelo', 'bufanda',
      'regalo', 'globo', 'marinero', 'nautic\\w*', 'pesca', 'anzuelo', 'sedal',
    ),
  ),
  // A high place known to be open or unfenced: "la puerta de la azotea del hospital está siempre abierta".
  rule(
    near(
      any(
        'puentes?', 'azoteas?', 'tejados?', 'acantilados?', 'viaducto', 'torre', 'mirador', 'cornisas?', 'ultimo piso',
        'ultima planta', 'rascacielos',
      ),
      any(
        '(?:esta|estan|queda|quedan|dejan) (?:siempre )?abiert[oa]s?',
        'sin (?:vallas?|barandillas?|proteccion|red|rejas?)',
        'no tiene (?:valla|barandilla|proteccion|red|reja)', 'se puede subir', 'no (?:hay|tiene) (?:vigilancia|nadie)',
      ),
      8,
    ),
    any(
      'fiesta', 'tender', 'barbacoa', 'tomar', 'sol', 'fotos?', 'reunion', 'vecinos', 'peligro\\w*', 'ninos?',
      'denunci\\w*', 'ayuntamiento', 'queja\\w*', 'administrador', 'comunidad', 'seguridad', 'accidente', 'arregl\\w*',
      'visit\\w*', 'horario', 'turis\\w*', 'entrada', 'vistas',
    ),
  ),
  // Trains that do not stop, looked up or waited for: "miro el horario de los trenes que no paran en la estación".
  rule(
    near(
      any(
        'horarios?', 'a que hora', 'por donde', 'esperando', 'espero', 'espere', 'mirando', 'miro', 'mire', 'a ver',
        'cuando pasa\\w*',
      ),
      `(?:trenes?|metros?) (?:rapidos?(?! (?:a|hacia|para|de|del|que va)\\b)|de mercancias|que no para\\w*|` +
        'sin parada|expres\\w*)',
      6,
    ),
    any(
      'fotos?', 'grab\\w*', 'video', 'aficion', 'maqueta', 'mi hij[oa]', 'los ninos', 'sobrin\\w*', 'billete\\w*',
      'viaj\\w*', 'llegar', 'perdi', 'retras\\w*', 'tarde', 'trabajo', 'reserv\\w*', 'ruido', 'despert\\w*',
    ),
  ),
  // Papers and services closed for good: see PREPARATORY_ACT (two together, or one "por si acaso").
  // Red-team round 6. A recording or a letter for each of one's people: "dejé grabado un audio para cada uno
  // de mis hijos".
  rule(
    `\\b${any(
      'deje', 'he dejado', 'grabe', 'he grabado', 'escribi', 'he escrito', 'prepare', 'he preparado',
    )}${upTo(2)} ${any('audios?', 'videos?', 'mensajes?', 'notas?', 'cartas?')} (?:para|a) (?:cada uno|cada una) ` +
      `de (?:mis|los|las) \\w+`,
    any(
      'cumple\\w*', 'reyes', 'navidad', 'campamento', 'boda', 'graduacion', 'erasmus', 'alumn\\w*', 'clase', 'taller',
      'san valentin', 'felicit\\w*', 'aniversario', 'fiesta', 'trabajo', 'clientes', 'curso', 'vacaciones', 'viaje',
    ),
  ),
  // Looking up the height of a place to fall from, whatever for: "he mirado cuánto mide el viaducto".
  rule(
    `\\b${any(
      'mire', 'he mirado', 'busque', 'he buscado', 'averigue', 'he averiguado', 'calcule', 'he calculado', 'medi',
      'mirando', 'buscando', 'calculando', 'consulte',
    )}${upTo(2)} ${any(
      'cuanto mide', 'cuantos metros (?:tiene|mide|hay)', 'la altura (?:de|del|que tiene)', 'que altura tiene',
      'cuanto hay hasta (?:abajo|el suelo|el agua)',
    )}${upTo(4)} ${HEIGHT_OR_TRACKS}\\b`,
    any(
      'vistas', 'turis\\w*', 'viaje', 'trabajo', 'clase', 'examen', 'deberes', 'curiosidad', 'record', 'fotos?', 'guia',
      'arquitect\\w*', 'ingenier\\w*', 'obra', 'reforma', 'alquiler', 'mudanza', 'escalera', 'cortinas?', 'persianas?',
      'muebles?', 'sofa', 'nevera', 'excursion', 'senderismo', 'parapente', 'puenting', 'escalada', 'andamio',
      'wikipedia', 'maqueta', HOLIDAY,
    ),
  ),
  // Saving pills: the verbs of hoarding are not the verbs of taking a dose.
  rule(
    near(
      any(
        'guardando', 'voy guardando', 'junte', 'he juntado', 'juntando', 'juntar', 'juntarlas', 'acumul\\w*',
        'escond\\w*', 'reuni', 'he reunido', 'reuniendo', 'ahorrando', 'robando', 'robe', 'he robado', 'sisando',
        'almacen\\w*', 'de sobra', 'suficientes',
      ),
      PILLS,
      4,
    ),
  ),
  // "He guardado las pastillas" is also just putting them away.
  rule(
    near(
      any(
        'he guardado', 'guardadas', 'guardados', 'guarde', 'guardo', 'tengo guardad[oa]s',
        'he ido (?:comprando|cogiendo|pidiendo)', 'voy (?:comprando|cogiendo)',
      ),
      PILLS,
      4,
    ),
    any(
      'pastillero', 'botiquin', 'cajon de (?:la cocina|siempre|las medicinas)', 'nevera', 'mesilla', 'en su sitio',
      'cocina', 'armario', 'perro', 'gato', 'veterinari\\w*', 'fuera del alcance', 'de los ninos',
      'para no olvidar\\w*', 'organiz\\w*', 'cada dia', 'a mano', PILLS_EVERYDAY,
    ),
  ),
  rule(
    near(
      any('compre', 'he comprado', 'comprando', 'consegui', 'he conseguido', 'pedi'),
      any(
        `(?:varias|muchas|\\w+) cajas de ${PILLS}`, `${PILLS} (?:en|de) (?:varias|distintas|\\w+) farmacias`,
        `${PILLS} sin receta`,
      ),
      3,
    ),
  ),
  // Refused without a prescription, and getting them anyway.
  rule(`\\b${PILLS}\\b.{0,60}\\bsin receta\\b.{0,40}\\b(?:los|las) (?:conseguire|voy a conseguir|consigo)\\b`),
  // Getting other means.
  rule(
    near(
      any(
        'compre', 'he comprado', 'comprando', 'consegui', 'he conseguido', 'pille', 'he pillado', 'encargue', 'pedi',
        'ya tengo', 'tengo', 'guardo', 'escondi', 'he escondido', 'escondo', 'prepare', 'he preparado', 'saque', 'cogi',
        'guardad[oa]s?', 'escondid[oa]s?', 'me compre',
      ),
      any(
        '(?:una |la |un |el )?(?:cuerda|soga)', `(?:una |la |un |el )?${GUN}`, `(?:el |un )?${POISON}`, 'carbon',
        '(?:la |una |las )?cuchillas?', '(?:un |el )?cut+er',
      ),
      3,
    ),
    any(MEANS_EVERYDAY, 'manualidad\\w*', 'carton', 'cajas', 'paquetes', 'almacen', 'mudanza'),
  ),
  rule(
    near(
      `ya ${any('compre', 'tengo', 'consegui', 'he comprado', 'he conseguido')}`,
      `(?:las |los |el |la )?${PILLS}`,
      2,
    ),
    any(PILLS_EVERYDAY, TREATMENT, 'empiezo', 'empezar', 'me toca'),
  ),
  rule(
    `\\b(?:ya )?solo (?:me )?(?:falta|queda) ${any(
      'el valor', 'valor', 'el coraje', 'coraje', 'atreverme', 'decidirme', 'hacerlo', 'el momento',
      'encontrar el momento',
    )}\\b(?! (?:de|para) )`,
  ),
  // Looking up how: doses, heights, methods.
  rule(
    `\\bcuant[oa]s?${upTo(2)} ${PILLS}${upTo(3)} ${any(
      'hacen falta', 'harian falta', 'hace falta', 'se necesitan', 'necesito', 'necesitaria', 'son mortales',
      'son letales', 'es mortal', 'es letal', 'matan', 'mata', 'para morir', 'para no despertar', 'para matar',
      'para acabar', 'son demasiad\\w+', 'serian suficientes', 'son suficientes', 'para una sobredosis',
    )}\\b`,
  ),
  rule(`\\b${any('dosis', 'cantidad')}${upTo(3)} ${any('mortal', 'letal', 'mortales', 'letales')}\\b`),
  rule(
    `\\b${any(
      'como', 'formas? de', 'maneras? de', 'metodos? (?:de|para)', 'la mejor forma de', 'la forma mas \\w+ de',
    )}${upTo(1)} ${any(
      'matarse', 'matarme', 'suicidarse', 'suicidarme', 'ahorcarse', 'colgarse', 'morir sin dolor', 'morir rapido',
      'no despertar', 'quitarse la vida', 'quitarme la vida', 'hacer un nudo corredizo',
    )}\\b`,
  ),
  rule(
    `\\b(?:la forma|la manera|el modo|formas?|maneras?|como) de ${any(
      'irme', 'desaparecer', 'acabar', 'terminar', 'morir',
    )}${upTo(2)} ${any(
      'sin (?:dolor|sufrir|hacer dano|que (?:nadie )?(?:sufra|se entere|me encuentre))', 'para siempre',
      'de este mundo', 'rapido', 'sin enterarme',
    )}\\b`,
  ),
  rule(`\\b(?:morir|morirme|matarme|matarse) ${any('sin dolor', 'sin sufrir', 'rapido', 'sin enterarme')}\\b`),
  // Measuring a height against what it would take: "miré cuántos pisos tiene y si serían suficientes".
  rule(
    near(
      any('altura', 'que piso', 'que planta', 'cuantos pisos', 'cuantas plantas', 'cuantos metros'),
      any(
        'para morir', 'para matarse', 'para matarme', 'mortal', 'para no sobrevivir', 'sobrevivir\\w*',
        '(?:es|seria|serian|son) suficientes?', 'bastaria\\w*',
      ),
      8,
    ),
    any(
      'reforma', 'obra', 'metros cuadrados', 'alquiler', 'precio', 'cortinas', 'mudanza', 'persiana', 'grua',
      'escalera',
    ),
  ),
  rule(
    near(
      any(
        'busque', 'he buscado', 'buscando', 'googlee', 'googleando', 'investigue', 'investigando', 'mire en internet',
        'mirando en internet', 'estuve mirando', 'he estado mirando', 'pregunte', 'averigue', 'calcule', 'calculando',
        'consulte',
      ),
      any(
        `cuant[oa]s?${upTo(2)} ${PILLS}`, 'que altura', 'dosis', POISON, 'metodos?', 'nudo corredizo',
        `cuanto tarda\\w*${upTo(4)} (?:${PILLS}|${POISON})`, 'como se hace un nudo', 'como colgarse', 'letal', 'mortal',
        `${PILLS}${upTo(3)} ${any('duele', 'duelen', 'es doloroso', 'hace sufrir', 'mata', 'matan', 'tarda\\w*')}`,
      ),
      8,
    ),
    any(
      'puedo tomar', 'se pueden tomar', 'maxim\\w*', 'al dia', 'cada \\w+ horas', 'recomendad\\w*', 'pauta',
      'prospecto', 'ninos?', 'bebe', 'dosis (?:diaria|maxima|recomendada|infantil)', 'ratones', 'plagas?', 'jardin',
      'hij[oa]s?', 'sobrin[oa]s?', 'perro', 'gato', 'peso', 'kilos',
    ),
  ),
  rule(
    near(
      any('busque', 'he buscado', 'buscando', 'mire', 'he mirado', 'mirando'),
      any(
        '(?:edificios?|puentes?|sitios?|lugares?|torres?|azoteas?) (?:muy |mas )?(?:altos?|altas?|elevad[oa]s?)',
        'alturas? (?:de|para)', 'acantilados?',
      ),
      4,
    ),
    any(
      'fotos?', 'vistas', 'excursion', 'turismo', 'viaje', 'ruta', 'senderismo', 'escalar', 'atardecer', 'dron',
      'el mar', 'que paz', 'precios\\w*', 'bonit\\w*', 'paisaje',
    ),
  ),
  rule(
    near(
      any(
        'he mirado', 'mire', 'mirando', 'busque', 'buscando', 'el precio de', 'donde comprar', 'como conseguir',
        'donde conseguir',
      ),
      any(`(?:una |la |un |el )?${GUN}`, '(?:una |la )?soga', `(?:el |un )?${POISON}`),
      4,
    ),
    MEANS_EVERYDAY,
  ),
  rule(
    near(
      any('planead[oa]', 'pensad[oa]', 'preparad[oa]', 'organizad[oa]', 'tengo un plan', 'el plan'),
      any(PILLS, 'la nota', 'la carta', 'la cuerda', 'la soga', 'la pistola', 'el veneno', 'la cuchilla'),
      6,
    ),
    MEANS_EVERYDAY,
  ),
  // Putting one's affairs in order: see PREPARATORY_ACT, two of them together or one "por si acaso".
  // A note or a letter for afterwards.
  rule(
    `\\b(?:la|una|mi) (?:nota|carta) (?:ya )?(?:escrita|preparada|lista)\\b(?! ${any(
      'para (?:los|el|la|mi) (?:reyes|jefe|jefa|empresa|oferta|banco|profe\\w*)', 'de (?:presentacion|motivacion)',
    )})`,
  ),
  rule(
    `\\b${any(
      'cartas?', 'notas?', 'mensajes?', 'videos?', 'audios?', 'emails?', 'correos?',
    )} de ${any('despedida', 'suicidio', 'adios')}\\b`,
    any(
      'companer\\w*', 'jefe', 'jefa', 'equipo', 'empresa', 'trabajo', 'oficina', 'clientes', 'alumnos', 'jubil\\w*',
      'mudanza', 'erasmus', 'curso', 'boda', 'fiesta', 'soltera', 'soltero', 'cumpleanos', 'novela', 'pelicula',
      'serie', 'personaje', 'clase', 'instituto', 'colegio', 'cole', 'grupo', 'me (?:voy|cambio|mudo|marcho) (?:de|a)',
      'sustitut\\w*', 'ultimo dia', 'contrato',
    ),
    // A workplace anywhere in the entry explains a farewell email.
    20,
  ),
  // A farewell note: love or thanks, and forgiveness, a goodbye or someone to look after "for me".
  rule(
    near(FAREWELL_LOVE, FAREWELL_LAST, 12),
    FAREWELL_EVERYDAY,
  ),
  rule(`\\b${FAREWELL_LAST}${upTo(15)} ${FAREWELL_LAST}\\b`, FAREWELL_EVERYDAY),
  // A preparatory act "just in case" or "for afterwards": "le di la contraseña del móvil por si pasa algo".
  rule(
    near(
      PREPARATORY_ACT,
      any(PER_SI, 'para cuando', 'para despues', 'cuando (?:ya )?no (?:este|estoy)', 'si me pasa(?:ra)? algo'),
      10,
    ),
    any(
      'vacaciones', 'viaje', 'mudanza', 'erasmus', 'operacion', 'olvid\\w*', 'movil nuevo', 'perd\\w*',
      'testamento vital', 'medic[oa]', 'notari\\w*', 'abogad\\w*',
    ),
  ),
  // Sparing the family the work afterwards: "ordeno mis cosas para que mi familia no tenga que hacerlo después".
  rule(
    `\\bpara que (?:\\w+ ){1,3}no (?:tenga|tengan|tuviera|tuvieran) que${upTo(3)} ` +
      `(?:despues\\b(?! de)|luego|cuando (?:yo )?(?:ya )?no)`,
    any('cocin\\w*', 'cena', 'comida', 'turno', 'trabajo', 'vacaciones', 'viaje', 'madrugar'),
  ),
  // Letters for each of one's people.
  rule(
    `\\b(?:escribi|he escrito|escribiendo|termine de escribir|he terminado de escribir)${upTo(2)} ` +
      '(?:las |unas |una )?cartas? (?:para|a) ' +
      '(?:cada uno|cada una|todos|todas|mis (?:hijos|padres|hermanos|nietos|amigos))\\b',
    any(
      'cumple\\w*', 'reyes', 'navidad', 'campamento', 'boda', 'graduacion', 'erasmus', 'alumn\\w*', 'clase', 'taller',
      'san valentin', 'felicit\\w*',
    ),
    4,
  ),
  // Checking when a high place is empty or open: "averigüé qué días está sola la azotea".
  rule(
    near(
      `(?:averigu|pregunt|fij|vigil|comprob|mir)\\w*${upTo(3)} (?:que dias|cuando|a que hora|si)${upTo(3)} ` +
        '(?:esta|queda|estan|quedan) (?:sola|solo|vaci[oa]s?|abiert[oa]s?|sin nadie)',
      HEIGHT_OR_TRACKS,
      6,
    ),
    any('fiesta', 'tender', 'barbacoa', 'tomar el sol', 'fotos?', 'reunion', 'vecinos'),
  ),
  // The same pills bought in several pharmacies: getting round the limit on a box.
  rule(
    near(`(?:varias|distintas|diferentes|dos|tres|cuatro|cinco|\\d+) farmacias`, PILLS, 5),
    any('agotad\\w*', 'no (?:lo|la|los|las) tenian', 'no (?:habia|quedaba\\w*)', 'receta', 'guardia'),
  ),
  // "Ya sé desde qué piso": the height chosen.
  rule(
    '\\bya (?:se|tengo|elegi) (?:desde |de |en )?(?:que|cual) ' +
      '(?:piso|planta|puente|edificio|ventana|balcon|azotea|altura|tren)\\b' +
      `(?! (?:quiero|me|alquilar|comprar|elegir|vamos|es|para)\\b)`,
    any('alquil\\w*', 'compr\\w*', 'mudanza', 'reserv\\w*', 'hotel', 'oficina', 'clase'),
  ),
  // A letter left for one's people: "dejé la carta para mis padres encima de la mesa".
  rule(
    `\\b(?:deje|he dejado|dejo)${upTo(1)} (?:la|una|mi) carta (?:para|a) ${any(
      'mis padres', 'mi familia', 'mis hijos', 'mi madre', 'mi padre', 'mi pareja', 'mi mujer', 'mi marido', 'todos',
    )}\\b`,
    any('reyes', 'cumple\\w*', 'navidad', 'correos', 'buzon', 'banco', 'firmar', 'recomendacion', 'presentacion'),
  ),
  // Deciding who gets what: "hice una lista de a quién le dejo cada cosa".
  rule(
    `\\ba quien (?:le )?(?:dejo|doy|regalo|van|ira|se queda con)${upTo(1)} (?:cada cosa|mis cosas|que|lo mio)\\b|` +
      `\\bquien se (?:queda|quedara) con (?:mi|mis) \\w+`,
    any('mudanza', 'me mudo', 'mudarme', 'viaje', 'herencia de', 'cumple\\w*', 'amigo invisible', 'navidad'),
  ),
  // Therapy cancelled because it will not be needed.
  rule(
    near(
      `(?:psicolog|psiquiatr|terapeut|terapia)\\w*`,
      any(
        'ya no (?:me )?(?:va a hacer|hara) falta', 'no (?:la|lo|me) va a hacer falta',
        'ya no (?:la|lo) voy a necesitar', 'para que (?:seguir|ir)',
      ),
      8,
    ),
    any('mejor', 'alta', 'bien', 'curad\\w*', 'dinero', 'precio', 'caro', 'seguro'),
  ),
  // Messages scheduled for later, to one's people.
  rule(
    near(
      `mensajes? programad\\w*|program\\w* (?:un|los|unos|el) (?:mensajes?|correos?|emails?)`,
      any('a cada uno', 'mis amigos', 'mi familia', 'para cuando', 'despedida', WHEN),
      10,
    ),
    any('cumple\\w*', 'felicit\\w*', 'trabajo', 'clientes', 'empresa', 'newsletter', 'marketing', 'recordatorio'),
  ),
  // Seeing one's people "por última vez" (not before a move, nor someone dying).
  rule(
    `\\b(?:ver(?:l[oa]s?|te|os)?|visitar(?:l[oa]s?)?|abrazar(?:l[oa]s?)?|despedirme)${upTo(3)} por ultima vez\\b`,
    any(
      'antes de (?:irme|mudarme|que se|la mudanza|el viaje)', 'se muda', 'cierra', 'se jubila', 'derrib\\w*',
      'vend\\w*', GRIEF, 'se va a vivir', 'erasmus',
    ),
  ),
  // Finality in a quiet, ordered home: "he regado las plantas por última vez… mañana la casa estará en silencio".
  rule(
    near(
      any('por ultima vez', 'para siempre', 'mi ultim[oa] \\w+'),
      any(
        'lo que no (?:supe|pude|me atrevi a) decir', 'en silencio para siempre',
        '(?:la casa|mi cuarto|mi habitacion|todo) (?:estara|quedara) ' +
          '(?:limpi[oa]|en silencio|vaci[oa]|en orden|recogid[oa])',
      ),
      20,
    ),
    any('vacaciones', 'mudanza', 'me mudo', 'viaje', 'erasmus'),
  ),
  // The last thing left to do: asking forgiveness or saying goodbye.
  rule(
    near(
      any('perdon por todo', 'despedirme', 'me despedi', 'decir adios', 'le dije adios', 'les dije adios'),
      'lo (?:unico|ultimo) que (?:me )?(?:faltaba|quedaba|queda|falta)',
      10,
    ),
  ),
  // Veiled preparatory acts: each is ordinary alone ("le pasé las contraseñas a mi hermano"); two of them
  // within a few lines are someone putting their life in order.
  rule(
    `\\b${PREPARATORY_ACT}${upTo(15)} ${PREPARATORY_ACT}\\b`,
    any(
      'vacaciones', 'viaje', 'mudanza', 'me mudo', 'mudarme', 'erasmus', 'boda', 'notari\\w*', 'abogad\\w*', 'hipoteca',
      'hacienda', 'renta', 'declaracion', 'tengo \\d+ anos', 'a mi edad', 'ya soy mayor', 'virus', 'hacke\\w*',
      'actualiz\\w*', 'venderl\\w*', 'lo vendo', 'lo he vendido', 'finde', 'fin de semana', 'unos dias', 'mientras',
    ),
    15,
  ),
  rule(
    near(
      any(
        'escribi', 'he escrito', 'hice', 'he hecho', 'redacte', 'estoy haciendo', 'prepare', 'he preparado', 'hecho',
        'escrito', 'listo', 'redactado',
      ),
      'mi testamento',
      3,
    ),
    any('notari\\w*', 'abogad\\w*', 'hipoteca', 'pension', 'herencia de'),
  ),
  rule(
    `\\b${any(
      'escribi', 'he escrito', 'escribiendo', 'estoy escribiendo', 'deje', 'he dejado', 'grabe', 'he grabado',
      'prepare', 'he preparado',
    )}${upTo(3)} ${any('cartas?', 'notas?', 'mensajes?', 'videos?', 'audios?')}${upTo(6)} ${any(
      'para cuando', PER_SI, 'para despues', 'cuando lo lean', 'cuando la lean', 'cuando lo encuentren',
      'para que lo lean', 'explicando(?:le|les|te|os)? (?:el )?por que', 'pidiendo(?:le|les)? perdon',
    )}\\b`,
  ),
  // "For when I'm gone": the veiled future without me.
  rule(
    `\\bcuando (?:yo )?(?:ya )?no ${any(
      'este', 'estemos', 'exista', 'siga aqui', 'siga con vida', 'viva', 'este aqui',
    )}\\b(?! ${any(
      'en', 'de', 'del', 'aqui en', 'conectad[oa]', 'disponible', 'cerca', 'trabajando', 'bien', 'mal', 'segur[oa]',
      'de acuerdo', 'presente', 'para', 'tan', 'muy', 'con', GERUND,
    )}\\b)`,
  ),
  rule(
    `\\b(?:cuando|para cuando|despues de que) (?:yo )?(?:ya )?me ${any(
      'vaya', 'haya ido', 'falte', 'marche', 'haya marchado',
    )}\\b(?! ${any(
      'de', 'a', 'al', 'con', 'en', 'por', 'fuera', 'lejos', 'manana', 'hoy', 'pronto', 'unos', 'unas', 'el', 'la',
      'los', 'las', 'este', 'esta', 'temprano', 'tarde', 'yo', 'ya', 'para (?!siempre)', 'un', 'una',
    )}\\b)`,
  ),
  rule(`\\bcuando (?:yo )?falte\\b`),
  rule(
    `\\bdonde voy no (?:me |los |las |lo |la )?${any(
      'hace falta', 'hacen falta', 'hara falta', 'haran falta', 'voy a necesitar', 'necesitare',
    )}\\b`,
  ),
  rule(`\\bya no (?:voy a necesitar|necesitare) ${any('nada', 'mis cosas', 'nada de esto', 'nada mas')}\\b`),
  // Giving things away.
  rule(
    near(
      any(
        'regal\\w*', 'repart\\w*', 'done', 'he donado', 'donando', 'dando', 'deshaciendome', 'me deshice',
        'me he deshecho', 'me estoy deshaciendo', 'vendi', 'he vendido', 'vendiendo', 'dejando',
      ),
      any(
        'mis cosas(?! de\\b)', 'todas mis cosas(?! de\\b)', 'todo lo que tengo', 'todo lo mio', 'mis pertenencias',
        'mis cosas mas \\w+', 'mis cosas favoritas', 'todo lo que me importa', 'lo que mas quiero',
      ),
      3,
    ),
    any(
      'mudanza', 'mudarme', 'me mudo', 'mudarnos', 'piso nuevo', 'viaje', 'erasmus', 'wallapop', 'vinted', 'mercadillo',
      'ordenar', 'limpieza', 'armario', 'trastero', 'bebe', 'no me (?:queda|quedan|cabe|caben|sirve|sirven)',
    ),
  ),
  rule(
    near(
      any('regal\\w*', 'repart\\w*', 'done', 'he donado', 'di', 'he dado', 'vendi', 'he vendido', 'deje', 'he dejado'),
      any(
        'ya no (?:los|las|lo|la|me) (?:voy a|va a|van a) (?:necesitar|hacer falta)',
        'no (?:los|las|lo|la) (?:voy a )?necesitar(?:e)? (?:mas|ya)', 'ya no (?:los|las|lo|la) necesitare',
        'ya no (?:los|las|lo|la) (?:voy a usar|usare) mas', 'donde voy no',
        'para que (?:la|lo|las|los) (?:quiero|necesito)(?: ya)?', 'ya no (?:los|las|lo|la) necesito',
      ),
      8,
    ),
    any(
      'apuntes', 'libros de texto', 'curso', 'carrera', 'aprobe', 'termine', 'mudanza', 'me mudo', 'wallapop', 'vinted',
      'bebe', 'no me (?:queda|quedan|cabe|caben)', 'talla', 'si no (?:la|lo|las|los) uso', 'cuna', 'carrito',
      'ropa de (?:bebe|embarazo)',
    ),
  ),
  // Goodbyes that are not a farewell party.
  rule(
    near(
      any(
        'despedi', 'me despedi', 'despedirme', 'me he despedido', 'me estoy despidiendo', 'despidiendome', 'me despido',
        'dije adios', 'decir adios', 'les dije adios', 'le dije adios',
      ),
      any(
        PER_SI, 'para siempre', 'por ultima vez', 'como si (?:fuera|fuese) la ultima',
        'como si no (?:\\w+ )?(?:fuera|fuese|volviera|fuese) a (?:ver|volver)',
        'sin que (?:\\w+ )?(?:se (?:den|dieran|diesen) cuenta|lo (?:noten|notaran)|(?:lo )?(?:sepan|supieran))',
        'a escondidas', 'en silencio',
        'a mi manera', '(?:sabiendo )?que (?:era|seria|iba a ser) (?:el|la) ultim[oa]', 'el ultimo abrazo',
      ),
      8,
    ),
    any(
      'trabajo', 'oficina', 'companer\\w*', 'empresa', 'jubil\\w*', 'aeropuerto', 'estacion', 'viaje', 'vacaciones',
      'erasmus', 'mudanza', 'me mudo', 'boda', 'fiesta', 'soltera', 'soltero', 'cena', 'curso', 'verano', 'intercambio',
      'vuelo', GRIEF, 'mi ex', 'ex novi[oa]', 'relacion', 'cortamos', 'lo dejamos', 'romp\\w*', 'volver a verle',
      'volver a verla',
    ),
  ),
  rule(
    `\\b${DESIRE}${upTo(1)} despedirme de ${any(
      'todos', 'todo el mundo', 'mi familia', 'vosotros', 'ustedes', 'todas', 'la gente que quiero', 'los que quiero',
      'mis padres', 'mis hijos',
    )}\\b`,
    any(
      'trabajo', 'oficina', 'companer\\w*', 'empresa', 'jubil\\w*', 'aeropuerto', 'estacion', 'viaje', 'vacaciones',
      'erasmus', 'mudanza', 'mudarme', 'me mudo', 'boda', 'fiesta', 'cena', 'curso', 'verano', 'vuelo',
      'antes de (?:las|mis|irme de|irme a|la|el|empezar|mudarme)',
    ),
  ),
  rule(
    `\\b${any(
      'esto es (?:un|mi) adios', 'esta es mi despedida', 'ultima vez que escribo', 'ultima vez que me leeis',
      'ultima vez que me lees',
      '(?:mi|la) ultima (?:carta|entrada|nota|pagina)' +
        '(?! (?:del|de la|de este|de esta) (?:ano|mes|semana|curso|viaje|verano))',
    )}\\b`,
    any('vacaciones', 'viaje', 'antes de (?:irme|las|el|la)', 'hasta (?:el|la|septiembre|enero|la vuelta)', 'vuelvo'),
  ),
  // A date chosen.
  rule(
    `\\b${any(
      'elegi', 'escogi', 'he elegido', 'he escogido', 'decidi', 'he decidido', 'fije', 'he fijado', 'marque',
      'he marcado', 'ya se', 'ya tengo',
    )} (?:ya )?(?:el dia|la fecha|(?:el sitio|el lugar)(?= (?:elegid|pensad|decidid)[oa]))` +
      `(?: (?:elegid|pensad|decidid|marcad|fijad)[oa])?\\b(?! ${any(
      'de', 'del', 'para', 'libre', 'en que (?:empiezo|me mudo|me caso|nos|vamos)',
      'que (?:empiezo|me mudo|me caso|nos|vamos|viene|llega)', 'a', 'al', 'con', 'por', 'festivo', 'mas', 'perfect\\w*',
      'ideal', '\\w+ad[oa]s?',
    )}\\b)`,
  ),
  // A high place chosen: "ya elegí el puente" (not the long weekend, nor a flat to rent).
  rule(
    `\\b(?:elegi|escogi|he elegido|he escogido|ya tengo elegid[oa]) (?:el|la|los|las) ${HEIGHT_OR_TRACKS}\\b`,
    any(HOLIDAY, 'alquiler', 'comprar', 'vistas', 'fotos?', 'boda', 'hotel', 'vacaciones', 'piso nuevo', 'mudanza'),
  ),
  // "El cómo y el cuándo": the method and the moment as nouns.
  rule(`\\b(?:tengo|he) (?:decidido|pensado|planeado|elegido) el (?:como|cuando|donde)\\b`),
  rule(`\\bel (?:como|cuando|donde) y el (?:como|cuando|donde)\\b`),
  rule(`\\bya tengo fecha\\b(?! ${any('de', 'del', 'para', 'con', 'en')}\\b)`),
  rule(
    `\\bya se ${any(
      'como', 'cuando', 'donde', 'que dia',
    )} (?:lo )?(?:voy a hacer|lo voy a hacer|hacerlo|lo hare)\\b(?! ${COMPLEMENT}\\b)`,
  ),
];

/** Being left alone, the moment people who mean to act wait for. */
const ALONE = any(
  'se vayan', 'se vaya', 'se hayan ido', 'se haya ido', 'no haya nadie', 'este sol[oa]', 'me quede sol[oa]',
  'se duerman', 'se duerma', 'esten dormid[oa]s', 'este dormid[oa]',
  '(?:todos|todo el mundo) (?:duerma|duerman|se vaya|se vayan|salga|salgan)', 'salgan', 'me dejen sol[oa]',
);
/** "Doing it", with nothing said about what: in a diary about wanting to die, that is enough. */
const DO_IT = any('lo hago', 'lo hare', 'voy a hacerlo', 'lo voy a hacer');
/** Keeping it from everyone. */
const SECRECY = any(
  'sin (?:avisar|decir(?:selo|lo)? a nadie|que nadie (?:lo )?(?:sepa|note|se entere|se de cuenta|sospeche))',
  'no (?:voy a|pienso) (?:avisar|decir(?:selo|lo)?) a nadie', 'nadie (?:se va a enterar|lo sabe|lo sabra|sospecha)',
  'a escondidas', 'en secreto', '(?:el|ella|ellos|nadie) no sabe(?:n)? (?:por que|nada|para que)',
  'no se lo digan a nadie', 'no le(?:s)? digan', 'sin explicar(?:le|les|selo)? nada', 'sin dar explicaciones',
  'no (?:sabe|saben|sospecha\\w*) nada',
  // Red-team rounds 7–8: "sin que lo supiera mi marido", "le dije que no preguntara".
  'sin que (?:\\w+ )?(?:lo )?(?:sepa|sepan|supiera|supieran|supiese|note|notara|sospech\\w*|se entere|se enterara)',
  'que no (?:pregunte|preguntes|pregunten|preguntara|preguntaran|preguntase)',
);

/** A decision taken, or the end of one's strength: what turns "hoy es el día" into intent. */
const DECIDED = any(
  'ya lo (?:he )?decidi(?:do)?', 'lo (?:tengo|he) decidido', 'ya esta decidido', 'ya me decidi', 'lo tengo claro',
  '(?:ya )?(?:lo )?tengo todo (?:decidido|preparado|listo)', 'ya no doy mas', 'no doy mas', 'no aguanto mas',
  'ya no aguanto', 'ya no puedo mas', 'adios', 'se acabo',
);

/** C-SSRS 4: intent to act, stated or implied by a time. */
const INTENT: Rule[] = [
  // Red-team rounds 7–8 ----------------------------------------------------------------------------------
  // Everything ready for a bare date: "tengo todo planeado para el viernes" (not "para el viaje del domingo").
  rule(
    `\\btodo (?:planeado|preparado|listo|organizado|decidido|pensado) para ${any(
      '(?:el |este |esta )?(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)', 'este finde', 'el finde',
      'este fin de semana', 'esta noche', 'manana', 'hoy',
    )}\\b(?! (?:de|del|con|en|a|que|por)\\b)`,
    any(
      'vienen', 'viene', 'comida', 'cena', 'fiesta', 'cumple\\w*', 'viaje', 'boda', 'examen\\w*', 'mudanza',
      'excursion',
      'reunion', 'partido', 'invitad\\w*', 'bautizo', 'comunion', 'presentacion', 'vacaciones', 'maleta', 'entrevista',
      'concierto', 'carrera', 'maraton', 'operacion', 'cita', 'evento', 'sorpresa', 'regalo\\w*', 'clase', 'trabajo',
    ),
  ),
  // Decided, and when: "estoy decidida, esta semana"; "mañana no voy a estar, ya lo decidí".
  rule(
    near(
      `${any(
        'estoy decidid[oa]', 'ya lo (?:he )?decidi(?:do)?', 'lo (?:tengo|he) decidido', 'ya esta decidido',
        'ya me decidi',
      )}(?! (?:a|de|que|con|en|por|sobre)\\b)`,
      any(WHEN, `${WHEN} no (?:voy a estar|estare)`, 'no (?:voy a estar|estare)(?! (?:en|de|disponible|para|con)\\b)'),
      4,
    ),
    any(
      'trabajo', 'carrera', 'dieta', 'boda', 'viaje', 'mudanza', 'compr\\w*', 'gimnasio', 'gym', 'fumar', 'pelo',
      'tatuaje', 'renunci\\w*', 'dimit\\w*', 'jefe', 'jefa', 'decir\\w*', 'se lo (?:digo|dire|voy a decir)', 'libre',
      'oficina', 'reunion', 'clase', 'master', 'curso', 'piso', 'alquil\\w*', 'matricul\\w*', 'cortar con',
      'dejarlo con',
    ),
  ),
  // The last entry, or the last birthday one will see: "es la última noche que escribo aquí", "pensé que es el
  // último (cumpleaños) que veo".
  rule(
    `\\b(?:ultima|ultimo) (?:vez|noche|dia|entrada|mensaje|pagina) (?:que|en que) (?:escribo|escribire|te escribo|` +
      'os escribo|les escribo|paso por aqui|me leeis|me lees|me leen)\\b',
    any('vacaciones', 'viaje', 'hasta (?:el|la|septiembre|enero|la vuelta|manana)', 'vuelvo', 'volvere', 'ano', 'mes'),
  ),
  rule(
    `\\bultim[oa] (?:(?:cumple\\w*|navidad\\w*|verano|ano|amanecer|primavera|otono|invierno|atardecer|` +
      'dia de la madre|dia del padre) )?' +
      'que (?:veo|vere|vivo|vivire|paso|pasare|celebro|celebrare|voy a (?:ver|vivir|pasar|celebrar))' +
      `\\b(?! ${any('de', 'del', 'en', 'con', 'este', 'esta', 'aqui', 'alli', 'en (?:esta|este)', 'sin', 'antes')}\\b)`,
    any(
      'trabajo', 'empresa', 'piso', 'ciudad', 'pais', 'jubil\\w*', 'mudanza', 'me mudo', 'me voy a vivir', GRIEF,
      'concierto', 'pelicula', 'peli', 'serie', 'partido', 'capitulo', 'temporada', 'cine', 'festival', 'erasmus',
      'abuel[oa]', 'enferm\\w*',
    ),
  ),
  // If nothing changes, then the place or "it": "si mañana sigo igual, voy al puente".
  rule(
    near(
      `(?:si${upTo(2)} (?:sigo|sigue|continuo|continua|estoy|esta) (?:igual|asi)|` +
        'si (?:esto |nada )?no (?:mejora|cambia|mejoro))',
      `(?:(?:voy|ire|me voy)${upTo(1)} (?:a|al|hasta) (?:la |el |las |los )?${HEIGHT_OR_TRACKS}|` +
        `${DO_IT}|me (?:mato|tiro))`,
      6,
    ),
    any(
      'medic[oa]', 'urgencias', 'hospital', 'psicolog\\w*', 'terapia', 'doctor\\w*', 'centro de salud', 'farmacia',
      'fotos?', 'vistas', 'metro (?:al|a la) (?:trabajo|oficina|clase)',
    ),
  ),
  // Going to the tracks at a near moment: "iré a la vía del tren esta noche".
  rule(
    near(
      `(?:voy|ire|me voy|iria|vuelvo|volvere|voy a ir) (?:a|hasta) (?:la |las )?(?:via del tren|via ferrea|vias)\\b`,
      WHEN,
      6,
    ),
    any(
      'fotos?', 'trabaj\\w*', 'obras?', 'grab\\w*', 'juguete', 'maqueta', 'paseo', 'pasear', 'perro', 'correr',
      'bici\\w*',
    ),
  ),
  // Not wanting to go on, and forgiveness asked of everyone: "ya no quiero seguir bregando con esto, perdón a todos".
  rule(
    near(
      any(
        'no (?:quiero|puedo) seguir', 'no (?:aguanto|puedo) mas', 'ya no doy mas', 'me rindo',
        'quiero (?:acabar|terminar)',
      ),
      any(
        'perdon a todos(?! por\\b)', 'perdon(?:enme|adme)', 'que me perdonen', 'adios a todos',
        'lo siento (?:por todo|a todos)',
      ),
      10,
    ),
  ),
  // Wanting to end "this", with the end of one's strength: "ya fue todo, no doy más, quiero terminar con esto".
  rule(
    near(
      `${DESIRE}${upTo(1)} (?:acabar|terminar) con (?:esto|todo esto|esta mierda|esta vida|esta \\w+ de vida)` +
        `(?! ${any('de', 'del', 'para', 'antes', 'ya', 'cuanto', 'hoy', 'manana', 'esta semana', 'de una vez')}\\b)`,
      any(
        'no doy mas', 'no puedo mas', 'no aguanto mas', 'ya fue todo', 'se acabo', 'me rindo',
        'ya no (?:puedo|aguanto)',
      ),
      8,
    ),
    any(
      'calor', 'frio', 'jefe', 'jefa', 'curro', 'trabajo', 'vecin[oa]s?', 'ruido', 'examen(?:es)?', 'suegr[oa]',
      'obras',
      'mudanza', 'tesis', 'tfg', 'tfm', 'proyecto', 'informe', 'relacion', 'novi[oa]', 'pareja', 'deuda\\w*',
    ),
  ),
  // Red-team round 6. Tomorrow at this time it will be over: "mañana a estas horas ya habré terminado con esto".
  rule(
    `\\ba (?:estas|esta) horas? ya ${any(
      'habre (?:terminado|acabado) con (?:esto|todo)', 'no (?:estare|existire)', 'estare muert[oa]',
      'todo habra (?:terminado|acabado)', 'habra (?:terminado|acabado) todo',
    )}\\b(?! ${any(
      'de', 'del', 'el', 'la', 'los', 'las', 'en', 'con', 'por', 'para', 'aqui (?:en|de|con|para|por)', GERUND,
    )}\\b)`,
    any(
      'examen\\w*', 'trabajo', 'tfg', 'tfm', 'tesis', 'mudanza', 'vacaciones', 'entrega', 'informe', 'proyecto',
      'oposicion\\w*', 'viaje', 'vuelo', 'avion', 'reunion', 'operacion', 'carrera', 'maraton', 'turno', 'obra', 'reforma',
      'playa', 'oficina',
    ),
  ),
  // Not living to a date: "no pienso llegar a navidad" (not "no voy a llegar a navidad con la tesis").
  rule(
    `\\bno ${any('pienso', 'quiero', 'voy a', 'creo que (?:vaya|voy) a')} llegar a ${any(
      'navidad', 'nochevieja', 'fin de ano', 'ano nuevo', 'mi cumpleanos', 'cumplir \\w+', '(?:los|las) \\d+', 'viej[oa]',
      'el verano', 'el invierno', 'la primavera', 'el otono', 'el ano que viene', 'el proximo ano', 'final de ano',
      '(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)',
    )}\\b(?! ${any(
      'sin', 'con', 'tan', 'asi', 'siendo', 'pesando', 'solter[oa]', 'en (?:este|esta|estos|estas)', 'a tiempo', GERUND,
    )}\\b)`,
    any(
      'dieta', 'kilos', 'peso', 'examen\\w*', 'trabajo', 'curro', 'deudas', 'dinero', 'sueldo', 'tarde', 'a tiempo',
      'plazo', 'entrega', 'regalos', 'compras', 'oposicion\\w*', 'tesis', 'proyecto', 'vacaciones',
    ),
  ),
  // "Luego se acabó todo para mí": an end announced for oneself (not the end of a season or a contest).
  rule(
    `\\bse ${any(
      'acabo', 'acaba', 'acabara', 'termina', 'termino', 'terminara', 'habra acabado', 'habra terminado',
    )} todo para mi\\b`,
    any(
      'vacaciones', 'temporada', 'liga', 'torneo', 'partido', 'campeonato', 'curso', 'verano', 'examen\\w*',
      'oposicion\\w*', 'concurso', 'carrera', 'contrato', 'beca', 'erasmus', 'equipo', 'seleccion', 'competicion',
      'fiesta', 'juego', 'partida',
    ),
  ),
  // A point in time that will not be reached or has come, next to a decision ("no voy a llegar al lunes,
  // ya lo decidí", "hoy es el día, ya no doy más"); money and deadlines are the everyday versions.
  rule(
    near(
      any(
        'no (?:voy a|pienso|creo que voy a) llegar (?:viv[oa] )?(?:a|al|hasta)',
        '(?:hoy|manana|esta noche) es (?:el dia|la noche)(?! (?:de|del|que|en|para|mas|libre|d)\\b)',
        'ha llegado el momento', 'no voy a seguir',
      ),
      DECIDED,
      8,
    ),
    any(
      'fin de mes', 'sueldo', 'dinero', 'nomina', 'examen\\w*', 'entrega', 'plazo', 'boda', 'viaje', 'trabajo', 'curro',
      'dieta', 'carrera', 'maraton', 'meta',
    ),
  ),
  // Decided, and waiting for the moment: "ya tengo todo decidido, solo estoy esperando el momento".
  rule(
    near(DECIDED, 'esperando (?:el|al) momento|esperar el momento|el momento (?:adecuado|justo|oportuno)', 8),
    any('decir\\w*', 'contar\\w*', 'pedir\\w*', 'boda', 'trabajo', 'viaje', 'mudanza', 'compra\\w*'),
  ),
  // No longer suffering by a near moment: "mañana a estas horas ya no voy a sufrir".
  rule(
    `\\b${WHEN}${upTo(4)} ya no (?:voy a )?(?:sufrir|sufrire|existir|existire|estar aqui|estare aqui)\\b`,
    any('operacion', 'rodilla', 'dolor de', 'muela\\w*', 'tratamiento', 'examen\\w*', 'anestesia', 'dentista'),
  ),
  // "It", with a deadline and nothing said about what (a chore names itself: "tengo que renovar el DNI").
  rule(
    `\\b${DO_IT} (?:antes de que (?:acabe|termine|llegue|pase)|antes de (?:fin|final) de|este mes|esta semana)\\b`,
    any(
      'tengo que', 'hay que', 'pendiente', 'renovar', 'pagar', 'entregar', 'llamar', 'pedir', 'tarea', 'deberes',
      'examen', 'papeles', 'tramite', 'reforma', 'mudanza', 'dieta', 'curso', 'trabajo', 'proyecto', 'inscri\\w*',
    ),
  ),
  // "Esta vez no me va a temblar la mano": this time (there was another), firmly.
  rule(
    `\\besta vez${upTo(2)} no me (?:va a temblar|temblara) (?:el pulso|la mano)\\b`,
    any('despedir\\w*', 'firmar', 'echar\\w*', 'castigar', 'decir\\w*', 'denunci\\w*', 'cortar con'),
  ),
  // Leaving "para no volver" (not a city or a job).
  rule(
    near(
      any('irme', 'me voy', 'me ire', 'me voy a ir', 'marcharme', 'me marcho'),
      'para no volver(?! (?:a|al|hasta|en)\\b)',
      6,
    ),
    any(
      'ciudad', 'pais', 'empresa', 'trabajo', 'curro', 'pueblo', 'barrio', 'piso', 'grupo', 'club', 'equipo',
      'relacion', 'me mudo', 'mudanza',
    ),
  ),
  // "Esta vez lo voy a hacer de verdad": doing "it", this time, with nothing said about what.
  rule(
    `\\b(?:esta vez|ahora si)(?: si)? ${DO_IT}(?: de verdad| en serio)?\\b(?! ${any(
      COMPLEMENT, 'bien', 'mejor', 'me', 'y', 'yo', 'sin', 'jaja',
    )}\\b)`,
    any(
      'dieta', 'gimnasio', 'gym', 'examen\\w*', 'estudi\\w*', 'correr', 'deporte', 'carnet', 'curso', 'trabajo',
      'apunt\\w*', 'fumar', 'receta', 'maraton', 'ingles', 'proyecto', 'viaje',
    ),
  ),
  // Doing "it", saying goodbye or putting things in order, and keeping it from everyone.
  rule(
    near(
      any(DO_IT, 'mi despedida', 'despedirme', 'me despido', 'me (?:estoy|he) despedido', PREPARATORY_ACT),
      SECRECY,
      10,
    ),
    any(
      'sorpresa', 'regalo', 'fiesta', 'cumple\\w*', 'boda', 'tatuaje', 'viaje', 'examen', 'novi[oa]', 'soltera',
      'soltero',
    ),
  ),
  // Having found the courage, for a near moment: "tengo el valor por fin, esta noche es".
  rule(
    near(
      any(
        'tengo el valor', 'ya tengo (?:el )?valor', 'tengo (?:el )?coraje', 'por fin me atrevo',
        'me he armado de valor', 'reuni (?:el )?valor',
      ),
      WHEN,
      6,
    ),
    any('decirle', 'decirselo', 'pedir\\w*', 'hablar', 'declar\\w*', 'entrevista', 'examen', 'confesar\\w*'),
  ),
  // Leaving and asking not to be looked for or mourned.
  rule(
    near(
      any('no me busqu(?:en|eis)', 'que nadie (?:me busque|llore por mi)', 'no llor(?:en|eis) por mi'),
      any(
        'me voy', 'adios', 'ya no (?:estare|voy a estar)', WHEN, 'para siempre', 'perdon\\w*', 'os quiero',
        'los quiero', 'lo siento',
      ),
      8,
    ),
  ),
  // Saying goodbye because one will not be here: "me despido porque mañana no voy a estar".
  rule(
    near(
      any('me despido', 'despedirme', 'me he despedido', 'me despedi', 'adios'),
      any(
        'no (?:voy a estar|estare)(?! (?:en|de|disponible|conectad\\w*|para|hasta)\\b)', 'no (?:voy a|pienso) volver',
        'no volvere',
      ),
      6,
    ),
    any(
      'vacaciones', 'viaje', 'erasmus', 'trabajo', 'empresa', 'mudanza', 'me mudo', 'blog', 'redes', 'curso', 'verano',
      'septiembre', 'semana', 'hasta (?:manana|pronto|luego|el)',
    ),
  ),
  // Not staying past a date: "no pienso seguir aquí después de navidad" (not a job or a city).
  rule(
    `\\bno (?:pienso|voy a|quiero) (?:seguir|estar) aqui (?:despues de|pasad[oa]|mas alla de|para)\\b`,
    any('trabajo', 'empresa', 'curro', 'ciudad', 'pais', 'piso', 'barrio', 'pueblo', 'contrato', 'carrera', 'colegio'),
  ),
  // Ending "this" for ever: "hoy termino con esta vaina para siempre" (not a relationship or a habit).
  rule(
    `\\b(?:acab|termin)\\w* con (?:esto|todo|esta \\w+|este \\w+)${upTo(2)} para siempre\\b`,
    any(
      'relacion', 'novi[oa]', 'pareja', 'ex', 'tabaco', 'fumar', 'dieta', 'deuda\\w*', 'hipoteca', 'adiccion',
      'alcohol',
    ),
  ),
  rule(`\\b${WILL}${upTo(2)} ${KILL_MYSELF}${NOT_HYPERBOLE}`),
  rule(`\\bme (?:voy|iba) a (?:\\w+ )?${KILL_CLITIC_VERB}\\b${NOT_HYPERBOLE}`),
  rule(`\\b(?:voy a|me voy a|lo voy a|esta noche|manana|hoy)${upTo(2)} ${JUMP}${upTo(3)} ${PLACE}\\b`),
  rule(`\\b(?:voy a|me voy a)${upTo(1)} ${SWALLOW}${upTo(3)} ${OVERDOSE}${upTo(3)} ${PILLS}\\b`, TREATMENT),
  rule(
    `\\b${WHEN} ${any(
      'lo hago', 'lo hare', 'voy a hacerlo', 'lo voy a hacer', 'se acaba todo', 'acabo con todo', 'termino con todo',
    )}\\b(?! (?:${COMPLEMENT}|le|les|se lo)\\b)`,
  ),
  rule(
    `\\b${any(
      'no (?:me )?voy a echar(?:me)? (?:para )?atras', 'ya no hay vuelta atras', 'ya esta decidido',
      'ya lo he decidido', 'lo tengo decidido',
    )}\\b(?! ${any('con', 'de', 'en', 'el', 'la', 'los', 'las', 'me (?:caso|mudo|cambio|apunto)')}\\b)`,
    any(
      'trabajo', 'carrera', 'piso', 'mudanza', 'viaje', 'boda', 'master', 'oposiciones', 'dieta', 'gimnasio', 'tatuaje',
      'hipoteca', 'firm\\w*', 'contrato', 'matricula', 'compr\\w*', 'reserv\\w*', 'pagad[oa]',
    ),
  ),
  rule(
    `\\bya no (?:voy a estar|estare)(?: aqui| mas)?\\b(?! ${any(
      'en', 'de viaje', 'de vacaciones', 'disponible', 'conectad[oa]', 'trabajando', 'con', 'tan',
      'para (?:la|el|las|los) (?:reunion|cena|comida|clase)',
    )}\\b)`,
  ),
  rule(
    `\\bpronto (?:ya )?${any(
      'no (?:tendran|tendreis|tendras|van a tener|vais a tener) que', 'dejare de (?:ser|molestar)',
      'no me (?:veran|vereis|vas a ver|van a ver)', 'no estare', 'me ire',
    )}\\b`,
  ),
  rule(
    `\\b${any(
      'es mi ultima noche', 'es mi ultimo dia', 'mi ultimo mensaje', 'este es mi ultimo', 'mi ultimo dia vivo',
      'mi ultima noche viva', 'mi ultima noche vivo', 'sera mi ultim[oa] (?:noche|dia|semana|mes|finde|navidad)',
    )}\\b(?! ${any('en', 'de', 'del', 'aqui en', 'con', 'trabajando', 'como')}\\b)`,
  ),
  // Not living past a near date: "no voy a pasar de este fin de semana".
  rule(
    `\\bno (?:voy a|pienso|creo que voy a) (?:pasar|sobrevivir) (?:de|a) (?:este|esta|el|la) ` +
      '(?:fin de semana|finde|noche|semana|mes|ano|navidad|verano|' +
      'lunes|martes|miercoles|jueves|viernes|sabado|domingo)\\b(?! sin\\b)',
    any('nivel', 'examen\\w*', 'pantalla', 'fase', 'asignatura', 'curso', 'dieta', 'presupuesto', 'sueldo', 'dinero'),
  ),
  // "No pienso despertarme mañana".
  rule(`\\bno (?:pienso|voy a) (?:volver a )?despertar(?:me)?(?: manana| mas| nunca)?\\b(?! ${NOT_WAKE_EVERYDAY}\\b)`),
  rule(`\\bno ${any('voy a llegar', 'llego', 'llegare')} viv[oa]\\b`),
  rule(`\\bme (?:voy|iba) a (?:\\w+ )?(?:tirar|lanzar|arrojar|aventar|botar)${upTo(3)} ${PLACE}\\b`),
  // "Cuando mis padres se vayan lo hago": waiting to be alone.
  rule(near(`(?:cuando|en cuanto|apenas)${upTo(4)} ${ALONE}`, DO_IT, 3)),
  rule(
    `\\b(?:${WHEN}|ya) me (?:mato|ahorco|${SUICID}o|quito de(?: en)? medio)\\b${NOT_HYPERBOLE}` +
      `(?! (?:${ME_MATO_IDIOM}|para que)\\b)`,
  ),
  rule(
    `\\b${any('he decidido', 'decidi', 'ya decidi', 'estoy decidid[oa] a')}${upTo(1)} ${any(
      'acabar con todo', 'terminar con todo', 'acabar con esto', 'irme para siempre', 'desaparecer', 'no seguir',
    )}\\b`,
  ),
  rule(`\\b${any("i m going to kill myself", "going to end it", "gonna kill myself")}\\b`),
];

/**
 * A jump told as news or fiction about someone else ("en las noticias contaron que un hombre intentó
 * saltar del puente"): a frame nearby and nothing in the first person. Bare "saltar" has no person.
 */
const FRAMED_NOT_ME = `^(?!.*\\b(?:me|mi|yo|pienso|pense|quiero|quisiera|conmigo)\\b).*\\b${FICTION}`;

/** Again and again: "todo el tiempo", "cada noche". */
const ALWAYS = any(
  'todo el (?:rato|tiempo|dia)', 'cada (?:dia|noche)', 'a todas horas', 'todas las noches', 'constantemente',
  'sin parar',
);
/** For a long while: "mucho rato", "casi una hora". */
const LONG_WHILE = any(
  'mucho rato', 'un buen rato', 'mucho tiempo', 'un rato largo', 'demasiado(?: rato| tiempo)?', 'horas',
  'casi una hora',
  'toda la noche',
);

/** C-SSRS 3: thoughts with a method — a means or a place with a first-person thought, wish or act. */
const METHOD: Rule[] = [
  // Red-team rounds 7–8 ----------------------------------------------------------------------------------
  // Standing where the train comes: at the edge, past the yellow line, on the tracks, at a level crossing.
  rule(
    near(
      any(
        'me acerque', 'me acerco', 'me puse', 'me pongo', 'me quede', 'me quedo', 'estuve', 'estaba', 'estoy',
        'parad[oa]', 'de pie', 'me sente', 'me siento', 'sentad[oa]', 'esperando', 'espere',
      ),
      any(
        '(?:muy |demasiado |tan )?cerca del borde', '(?:al|el) borde del anden', '(?:de |a )?la linea amarilla',
        '(?:en|sobre) las vias', 'en (?:el|un) paso a nivel', 'quiet[oa] en (?:las vias|el anden)',
      ),
      6,
    ),
    any(
      'se me cayo', 'se me cayeron', 'llaves', 'movil', 'celular', 'empleado', 'obras?', 'fotos?', 'trabaj\\w*',
      'averia',
      'mantenimiento', 'operari\\w*', 'maquinista', 'rescat\\w*', 'piscina', 'pileta', 'mesa', 'cama', 'sofa', 'playa',
      'orilla', 'ataque', 'colapso', 'precipicio',
      '(?:el|un|los) (?:trenes|tren|metro|cercanias|convoy)(?: de \\w+)? se (?:quedo|quedaron|paro|pararon|detuvo)',
    ),
  ),
  // A high place or the tracks, and a long look down or at the water, a night spent there, an end it would bring,
  // a height judged enough, not coming down: "estuve en la azotea un buen rato mirando para abajo", "desde el tejado
  // todo se acabaría en un segundo", "el puente de la carretera nueva es lo bastante alto".
  rule(
    near(
      HEIGHT_OR_TRACKS,
      any(
        'mir\\w* (?:hacia |para )?abajo',
        `(?:mirando|mire|mirar|mirandol\\w*)${upTo(3)} ` +
          '(?:mucho rato|un buen rato|mucho tiempo|horas|un rato largo|demasiado)',
        '(?:todo )?se (?:acabaria|terminaria)(?: todo)?', 'todo (?:acabaria|terminaria)',
        '(?:es|son|sera|seria|parece) (?:lo )?(?:bastante|suficientemente) alt[oa]s?(?! para (?:que|los|las|el|la)\\b)',
        'no (?:volver a )?bajar(?: nunca| mas| por la escalera| andando)?(?! (?:a|al|de|del|hasta)\\b)',
        `me quede${upTo(3)} (?:hasta (?:la madrugada|el amanecer|las \\d+)|toda la noche)`,
      ),
      10,
    ),
    any(
      'vistas', 'valle', 'paisaje', 'fotos?', 'atardecer', 'amanecer', 'excursion', 'turistas?', 'ciudad entera',
      HOLIDAY, 'amig\\w*', 'fiesta', 'cena', 'charl\\w*', 'hablando', 'copas?', 'cerveza', 'estrellas', 'fuegos',
      'concierto', 'barcos?', 'camion\\w*', 'ascensor', 'pesc\\w*', 'patos', 'peces', 'obra', 'reforma', 'vertigo',
      'se ve', 'el mar', 'la ciudad', 'las luces', 'la luna', 'el cielo', 'puesta de sol', 'montanas?', FRAMED_NOT_ME,
    ),
  ),
  // A place that does not leave one's mind: "pienso en el puente de la autopista todo el tiempo".
  rule(
    any(
      near(
        HEIGHT_OR_TRACKS,
        any(
          'no (?:dejo|puedo dejar|paro) de pensar en', 'no se me va de la cabeza',
          'no (?:me )?(?:lo|la) (?:quito|puedo quitar|saco) de la cabeza',
        ),
        8,
      ),
      `\\b(?:pienso|pensando) (?:mucho |siempre )?en${upTo(3)} ${HEIGHT_OR_TRACKS}${upTo(4)} ${ALWAYS}\\b`,
    ),
    any(
      HOLIDAY, 'viaje', 'vacaciones', 'nervios', 'examen\\w*', 'obra', 'reforma', 'entrevista', 'mudanza', 'piso nuevo',
      'compr\\w*', 'alquil\\w*', 'ilusion', 'vistas', 'fotos?', 'proyecto', 'trabajo', 'maqueta', 'atasco', 'trafico',
    ),
  ),
  // A blade or a gun against the body: "hoy tuve la navaja en la muñeca un rato largo", "me puse la navaja en el
  // cuello".
  rule(
    near(
      any(KNIFE, GUN),
      '(?:apoyad[oa] |puest[oa] )?(?:en|contra|sobre) (?:la |el |mi |mis |las |los )?' +
        '(?:munecas?|cuello|garganta|venas|sien|pecho|brazos?|antebrazos?|muslos?)',
      5,
    ),
    any(
      'duele', 'dolor', 'esguince', 'tendinitis', 'reloj', 'pulsera', 'sin querer', 'accidente', 'cortando', 'pelando',
      'tatuaj\\w*', 'operacion', 'cirug\\w*', 'carnicer\\w*', 'jamon', 'pollo', 'pescado', 'chef', 'tabla', 'cai\\w*',
      'caida', 'tropec\\w*', 'roto', 'rota', 'pelicula', 'serie', 'personaje', 'collar', 'colgante',
    ),
  ),
  // A means stared at for long, or watched: "hoy miré el cuchillo de la cocina mucho rato", "el frasco de pastillas
  // al lado de la cama, mirándolo".
  rule(
    any(
      near(any('mirandol\\w*', 'mirandomel\\w*'), any(KNIFE, GUN, POISON, ROPE, PILLS, 'frasco', 'bote', 'blister'), 8),
      `\\b(?:mire|miro|mirando|mirar|contemplando|observando)${upTo(3)} ` +
        `${any(KNIFE, GUN, POISON, ROPE, PILLS, 'frasco', 'bote', 'blister')}${upTo(5)} ${LONG_WHILE}\\b`,
    ),
    any(
      'tienda', 'escaparate', 'precios?', 'compr\\w*', 'bonit\\w*', 'precios[oa]s?', 'regal\\w*', 'nuev[oa]s?',
      'coleccion\\w*', 'caducad\\w*', 'prospecto', 'receta', 'etiqueta', 'instrucciones', 'museo', 'pelicula', 'serie',
    ),
  ),
  // A bag over the head: "pienso en ponerme una bolsa en la cabeza y dormirme".
  rule(
    near(
      any(THINK, DESIRE, 'ponerme', 'me puse', 'me pongo'),
      '(?:una |la )?bolsa(?: de plastico)? (?:en|sobre|por) (?:la|mi) cabeza',
      4,
    ),
    any('jaja', 'disfraz', 'lluvia', 'peluquer\\w*', 'tinte'),
  ),
  // Thinking of driving it into oneself: "cada vez que corto el pan pienso en clavármelo".
  rule(
    `\\b(?:${THINK}|${DESIRE})${upTo(2)} (?:en )?(?:clavarmel[oa]s?|hundirmel[oa]s?|clavarmel[oa] en \\w+)\\b`,
    any('aguja', 'inyec\\w*', 'insulina', 'vacuna', 'piercing', 'pendiente', 'astilla', 'espina', 'jeringa'),
  ),
  // A means, and its everyday use denied: "afilé el cuchillo y no era para cocinar".
  rule(
    near(
      any(KNIFE, ROPE, PILLS, GUN, POISON, 'cinturon'),
      `(?:y )?no (?:era|eran|fue) (?:para|pa) ${any(
        'cocinar', 'cortar', 'la cena', 'la comida', 'el asado', 'escalar', 'tender', 'el jardin', 'el perro', 'dormir',
        'el dolor', 'la cabeza', 'las ratas', 'limpiar', 'afeitarme',
      )}`,
      8,
    ),
    any('sino', PILLS_EVERYDAY),
  ),
  // Waiting for the courage where one could do it: "me senté cerca de las vías esperando a tener valor".
  rule(
    near(
      any(PLACE, MEANS, KNIFE),
      '(?:esperando|espero|esperar) (?:a )?(?:tener|reunir|encontrar) (?:el )?(?:valor|coraje|fuerzas)',
      10,
    ),
    any('decirle\\w*', 'declar\\w*', 'pedir\\w*', 'hablar\\w*', 'examen', 'entrevista', 'confesar\\w*', 'llamar\\w*'),
  ),
  // Falling or being hit: a place and throwing oneself or looking down.
  rule(`\\b${JUMP}${upTo(4)} ${PLACE}\\b`, FRAMED_NOT_ME, 12),
  rule(
    `\\b${JUMP}${upTo(4)} ${any('rio', 'mar', 'lago', 'pantano', 'embalse', 'presa', 'agua helada')}\\b`,
    any(
      'banar\\w*', 'nadar', 'bano', 'verano', 'calor', 'chapuzon', 'amig[oa]s', 'prim[oa]s', 'trampolin', 'de cabeza',
      'fiestas', 'barco',
    ),
  ),
  // "Estoy en la azotea. Adiós.": being up there and saying goodbye or hesitating to come down.
  rule(
    near(
      `${any(
        'estoy', 'sigo', 'me he subido', 'subi', 'me subi', 'he subido',
      )} (?:en|a) (?:la |el |lo alto del? |una? )?${HEIGHT_OR_TRACKS}`,
      any(
        'adios', 'no se si (?:voy a )?bajar', 'no (?:voy|pienso) a bajar', 'no pienso bajar', 'ultima vez', 'lo siento',
        'perdon', 'os quiero', 'los quiero', 'no aguanto', 'no puedo mas', 'se acabo', 'ya esta', 'mirando abajo',
        'saltar', 'estuve a punto', 'no (?:dejo|puedo dejar) de mirar', 'mirar (?:las vias|abajo|al vacio)',
      ),
      10,
    ),
  ),
  // Twelve words: a diary tells the place, then what was looked at, then the thought ("en el puente me
  // quedé un rato mirando el agua pensando en saltar").
  rule(
    near(
      HEIGHT_OR_TRACKS,
      any(
        JUMP, 'mire abajo', 'mirando abajo', 'mirar abajo', 'mire hacia abajo', 'mirando hacia abajo',
        'mirando al vacio', 'mire al vacio', 'el vacio', 'la caida', 'dar un paso', 'pasar el tren', 'venir el tren',
        'esperar a que pase', 'seria (?:tan |muy )?(?:facil|rapido|sencillo)', 'calcul\\w*', 'la altura',
        '(?:seria|serian|es) suficientes?',
        `${THINK}${upTo(2)} (?:en )?quedarme (?:ahi|alli|en medio|quiet[oa]|parad[oa]|en las vias)`,
        'me (?:dan|entran|vienen) ganas(?! de (?!tirarme|saltar|lanzarme|arrojarme))',
        // Red-team round 6: "me quedé mirando el patio desde la baranda".
        `me (?:quede|quedo|quedaba|estuve)${upTo(1)} mirando${upTo(3)} desde (?:la|el|lo) (?:baranda\\w*|barandilla|borde|cornisa|pretil)`,
      ),
      12,
    ),
    any(
      'vistas', 'valle', 'paisaje', 'fotos?', 'atardecer', 'excursion', 'turistas?', 'ciudad entera', HOLIDAY,
      'reforma', 'obra', 'metros cuadrados', 'alquiler', 'precio', 'cortinas', 'persiana', FRAMED_NOT_ME,
    ),
  ),
  rule(
    `\\b(?:con|tengo|tenia|tuve|sostenia|cogi) (?:la|el|las|los|una|un) ` +
      `${any(KNIFE, GUN, '(?:soga|cuerda)', PILLS, 'bote')} ${any(
      'en la mano', 'en las manos', 'delante', 'encima de la mesa', 'preparad[oa]s?', 'al lado',
    )}\\b`,
    any(KNIFE_EVERYDAY, ROPE_EVERYDAY, GUN_EVERYDAY, PILLS_EVERYDAY),
  ),
  rule(
    near(
      HEIGHT_OR_TRACKS,
      any(
        '(?:el|al) borde', 'la barandilla', 'la baranda', 'el barandal', 'la cornisa', 'el pretil', 'el alfeizar',
        'el parapeto',
      ),
      4,
    ),
    any('al borde del (?:precipicio|abismo|colapso)', 'tomar el sol', 'fotos?', 'vistas', 'atardecer'),
  ),
  rule(
    `\\bcruz\\w* (?:la calle |la carretera |la avenida )?sin mirar${upTo(4)} ${any(
      'a proposito', 'queriendo', 'aposta', 'esperando', 'ojala', 'a ver si',
    )}\\b`,
  ),
  // Pills in overdose amounts, not yet taken.
  rule(`\\b${SWALLOW}${upTo(3)} ${OVERDOSE}${upTo(3)} ${PILLS}\\b`, TREATMENT),
  rule(`\\b${SWALLOW}${upTo(3)} ${PILLS}${upTo(3)} ${OVERDOSE_AFTER}\\b`),
  rule(
    `\\b${any(
      'tomarmelas', 'tragarmelas', 'me las tomo', 'me las trago',
    )} ${any('todas', 'de golpe', 'de una vez', 'juntas')}\\b`,
  ),
  rule(
    near(
      any('miro', 'mire', 'mirando', 'me quedo mirando', 'me quede mirando', 'cuento', 'conte', 'contando', THINK),
      MEANS,
      4,
    ),
    any(MEANS_EVERYDAY, 'cocin\\w*'),
  ),
  // Blades, guns, poison, rope, gas, water: the means with a wish, a thought or its use on oneself.
  rule(
    near(
      any(
        'usarl[oa]s?', 'usarlas', 'usar', 'clavarme', 'clavarmel[oa]', 'me lo clavo', 'me la clavo', 'pasarmel[oa]',
        'apuntarme', 'me apunto', 'ponermel[oa]',
      ),
      any(
        'conmigo', 'contra mi', 'en mi (?:cuello|pecho|muneca|brazo|cuerpo|cabeza|sien)', 'en el cuello', 'en la sien',
        'las venas', 'mis munecas', 'mi cuello', 'a la cabeza', KNIFE, GUN,
      ),
      4,
    ),
  ),
  rule(
    near(
      any(DESIRE, THINK),
      any(KNIFE, GUN, POISON, 'una soga', 'la soga', 'el lazo', 'el cable', 'el cinturon', 'una cuerda', 'la cuerda'),
      5,
    ),
    any(MEANS_EVERYDAY, KNIFE_EVERYDAY),
  ),
  rule(near(any(DESIRE, THINK, 'beberme', 'tomarme', 'tragarme', 'me bebo', 'me tomo'), POISON, 4), POISON_EVERYDAY),
  rule(
    `\\b${any('colgarme', 'me cuelgo', 'me colgaria', 'colgandome')}\\b(?! ${any(
      'la mochila', 'el bolso', 'la medalla', 'del telefono', 'al telefono', 'el movil', 'un cartel', 'en el perchero',
      'en la pared el',
    )}\\b)`,
  ),
  rule(
    near(
      any(ROPE),
      any(
        'cuello', 'viga', 'la lampara', 'del techo', 'un gancho', 'del arbol', 'de un arbol', 'colgarme', 'ahorcarme',
        'el nudo', 'la puerta', 'el pomo', 'la barra', 'el ventilador', 'la litera',
      ),
      5,
    ),
    any(ROPE_EVERYDAY, 'colgu\\w*', 'percha\\w*', 'cierra', 'abierta'),
  ),
  // Gas and exhaust: shutting oneself in with the engine running, or the gas on.
  rule(
    near(
      any('el garaje', 'el coche', 'el carro'),
      `${THINK}${upTo(3)} (?:en )?(?:dejarlo|dejar el (?:coche|motor|carro)) (?:encendido|en marcha)`,
      8,
    ),
  ),
  rule(
    near(
      any(
        'encerrarme', 'me encierro', 'me encerre', 'encerrad[oa]', 'meterme', 'quedarme', 'dejar', 'dejarlo', 'abrir',
        'abro', 'respirar', 'meter la cabeza', DESIRE, THINK,
      ),
      any(
        'motor (?:encendido|prendido)', 'motor en marcha', '(?:coche|carro|auto) (?:encendido|prendido)',
        'tubo de escape', 'monoxido',
        'el gas', 'la llave del gas', 'el horno', 'encendido en el garaje', 'en marcha en el garaje',
      ),
      8,
    ),
    any(
      'caldera', 'cocinar', 'cocin\\w*', 'calefaccion', 'butano', 'revision', 'tecnico', 'factura', 'agua caliente',
      'receta', 'pizza', 'bizcocho', 'precalentar', 'asar', 'hornear', 'lasana', 'pollo', 'pan',
    ),
  ),
  rule(
    near(
      any(DESIRE, THINK, 'a proposito', 'queriendo'),
      any(
        'estrellarme', 'estrellandome', 'estrellando el (?:coche|carro)', 'estrellar el coche', 'estrellar el carro',
        'volantazo', 'chocar (?:el coche |el carro )?contra', 'saltarme la mediana', 'meterme debajo',
      ),
      5,
    ),
  ),
  rule(`\\bestrellarme\\b(?! ${any('con la bici', 'en el examen', 'contra el suelo patinando')}\\b)`),
  rule(
    near(
      any(
        'el mar', 'el rio', 'el lago', 'el pantano', 'las olas', 'la corriente', 'el agua', 'la banera', 'el muelle',
        'el puerto',
      ),
      any(
        'no volver(?! (?:a|al|de) )', 'no volver a salir', 'no salir', 'no sacarla', 'dejarme llevar', 'hundirme',
        'ahogarme', 'no hacer pie', 'mar adentro', '(?:meter|hundir) la cabeza', 'con la ropa puesta',
        'no (?:creo que )?vuelva', 'no volvere', 'hasta (?:el cuello|la cintura)',
      ),
      10,
    ),
    any(
      'nadar', 'banar\\w*', 'socorrista', 'surf\\w*', 'vacaciones', 'de vuelta', 'fiesta', 'jaja', 'broma', 'piscina',
    ),
  ),
  // Standing in the traffic, or aiming the car: "me paré en medio de la autopista a ver si pasaba algo".
  // A high place that "calls": "el puente de la autovía me llama cada vez que paso".
  rule(
    `\\b${HEIGHT_OR_TRACKS}${upTo(5)} me (?:llama|llaman|atrae|atraen|tienta|tientan)\\b` +
      '(?! (?:la atencion|mi|el|la|por|al|para)\\b)',
  ),
  // Wanting to be alone where one could jump: "para estar sola en el andén".
  rule(
    `\\b(?:estar|quedarme) sol[oa] en (?:el|la|las) (?:anden|azotea|puente|vias|estacion|tejado|terraza|acantilado)\\b`,
    any('leer', 'fotos?', 'tomar', 'sol', 'tranquil\\w*', 'estudiar', 'fumar', 'llamar', 'cafe'),
  ),
  rule(
    near(PLACE, 'a ver si (?:pasaba|pasa|me pasaba|me pillaba|me pilla|me atropell\\w*|me llevaba)(?: algo)?\\b', 8),
  ),
  rule(
    near(
      'contra (?:un|el|ese|una|la|esa) (?:pilar|muro|arbol|camion|pared|puente|farola|quitamiedos|poste)',
      any(
        'se acaba todo', 'se acabaria', 'acabar', 'se termina', THINK, DESIRE, 'a proposito', 'a \\d+', 'a cien',
        'acelerar',
      ),
      8,
    ),
    any('sin querer', 'accidente', 'casi', 'me di', 'aparcando'),
  ),
  // Hanging, imagined: "me he imaginado colgada en el árbol del patio".
  rule(
    near(THINK, 'colgad[oa] (?:de|en) (?:\\w+ ){0,2}(?:arbol|viga|techo|lampara|barra|puerta|balcon)', 6),
    any('ropa', 'cuadro', 'foto', 'lampara nueva', 'adorno\\w*', 'murcielago', 'columpio'),
  ),
  // Electricity in the bath.
  rule(
    near(
      any(THINK, DESIRE, 'meterme'),
      `(?:banera|ducha)${upTo(3)} (?:secador|tostadora|enchufe|cable)|(?:secador|tostadora)${upTo(3)} (?:banera|ducha)`,
      6,
    ),
    'pelo',
  ),
  // Knowing what it would take: "trabajo en una farmacia y sé exactamente qué mezclar".
  rule(
    `\\bse (?:exactamente |perfectamente |muy bien )?(?:que|cuant[oa]s?) (?:mezclar|tomar(?:me)?|tragar(?:me)?|` +
      `pastillas|me haria falta|haria falta|necesitaria)\\b`,
    any('dolor', 'resfriado', 'fiebre', 'tos', 'gripe', 'cocin\\w*', 'receta', 'coctel\\w*', 'pintura', 'colores'),
  ),
  rule(
    near(
      any(DESIRE, THINK),
      any(
        'ahogarme', 'ahogandome', 'hundiendome', 'meterme en el (?:mar|rio|agua|lago|pantano)',
        'dejarme llevar por (?:el mar|la corriente|las olas)', 'no volver a salir del agua', 'hundirme en el agua',
      ),
      4,
    ),
    any('vaso de agua', 'de calor', 'deudas', 'trabajo', 'papeles', 'banar\\w*', 'nadar', 'playa con'),
  ),
  rule(
    `\\b${any(
      'pegarme un tiro', 'darme un tiro', 'meterme un tiro', 'dispararme', 'volarme la cabeza', 'volarme los sesos',
      'cortarme las venas', 'abrirme las venas', 'desangrarme', 'ahorcarme', 'envenenarme', 'me ahorcaria',
      'me cortaria las venas',
      '(?:cortarme|cortandome|rajarme|rajandome|rebanarme|abrirme|abriendome) ' +
        '(?:el cuello|la garganta|las venas|las munecas)',
      'degollarme',
    )}\\b`,
  ),
  // Swallowing a poison or a chemical: "en el laburo hay productos químicos y pienso en tomarme uno".
  rule(
    near(
      any(
        'tomarme', 'beberme', 'tragarme', 'tomarmel[oa]', 'bebermel[oa]', 'me (?:lo|la) (?:tomo|bebo|trago)',
        'me (?:tomaria|beberia|tragaria)',
      ),
      POISON,
      8,
    ),
    any('cafe', 'agua', 'cerveza', 'vino', 'te', 'algo', 'pastilla para', 'zumo', 'refresco', 'cana'),
  ),
  // A gun within reach: knowing the combination, where the key or the bullets are.
  rule(
    near(
      GUN,
      any(
        'se la combinacion', 'se donde (?:esta|estan|la guarda|las guarda|lo guarda|guarda)',
        'tengo (?:la llave|las llaves|acceso)', 'esta cargada', 'sin seguro', 'las balas', 'cargarla', 'cogerla',
        'usarla',
      ),
      10,
    ),
    GUN_EVERYDAY,
  ),
  rule(
    `\\b${any('ya se', 'tengo pensado', THINK)}${upTo(1)} ${any('como', 'donde', 'con que', 'cuando')}` +
      `(?: y ${any('como', 'donde', 'cuando')})? (?:lo )?${any(
      'haria', 'hacerlo', 'lo haria', 'lo voy a hacer', 'seria', 'lo hare',
    )}\\b(?! ${any(
      'si', 'para', 'con (?:el|la) (?:trabajo|examen)', 'mejor', 'peor', 'distinto', 'de otra', 'yo',
    )}\\b)`,
    any(
      'fiesta', 'cumple\\w*', 'boda', 'cena', 'regalo', 'sorpresa', 'examen', 'trabajo', 'viaje', 'reforma', 'mudanza',
      'presentacion', 'proyecto', 'receta', 'tatuaje',
    ),
  ),
  // A blade or a gun turned on oneself: "clavármelo", "apuntarme con ella", a few words from the weapon
  // however it was introduced ("el cuchillo de la cocina": the kitchen knife is the usual means).
  rule(
    near(
      any(
        'clavarmel[oa]s?', 'clavandomel[oa]', 'me (?:lo|la) clav(?:o|e|aria)', 'hundirmel[oa]', 'pasarmel[oa] por',
        'apuntarme', 'me apunte', 'me apunto con', 'dispararme', 'usarl[oa] (?:conmigo|contra mi)',
      ),
      any(KNIFE, GUN),
      10,
    ),
    any('sin querer', 'cuidado', 'clase', 'curso', 'gimnasio'),
  ),
  // Fixed on the means: looking at it or thinking of it again and again, whatever it is there for
  // ("tengo veneno para ratas en casa y lo he mirado demasiado rato").
  rule(
    near(
      any(GUN, POISON, ROPE, KNIFE, PILLS, 'el bote', 'la caja'),
      any(
        'no (?:dejo|puedo dejar|paro) de (?:pensar en|mirar)\\w*',
        '(?:lo|la|los|las) (?:he mirado|miro|mire|miraba|estuve mirando|sigo mirando|cuento|conte)' +
          '(?: \\w+)? (?:demasiado|mucho rato|un buen rato|otra vez|cada noche|todas las noches|cada dia|a menudo)',
        'me (?:quedo|quede|quedaba) mirandol\\w*',
        // "Pienso en él": unaccented "el" is mostly the article, so only with "todo el rato", "cada día"…
        'pienso (?:mucho |siempre |todo el rato )?en ' +
          '(?:ella|ellas|ellos|usarl\\w*|el (?:todo el rato|cada|a menudo|mucho|siempre))',
        'me llaman?', 'me tientan?', 'tengo acceso', '(?:lo|la|los|las) pienso', 'pensando en mi',
      ),
      12,
    ),
    any(
      'bonit[oa]s?', 'precios[oa]s?', 'caza\\w*', 'club de tiro', 'escala\\w*', 'receta', 'cocinando', 'coleccion\\w*',
      'regal\\w*', 'caducad\\w*',
    ),
  ),
  // Red-team round 6. A means that does not leave one's head, even one kept for hunting or the kitchen: "mi
  // padre tiene la escopeta de caza en el altillo y no me la quito de la cabeza".
  rule(
    near(
      any(GUN, POISON, ROPE, KNIFE, PILLS),
      any(
        'no (?:me )?(?:lo|la|los|las) (?:quito|puedo quitar|saco|puedo sacar) de la cabeza', 'no se me va de la cabeza',
      ),
      12,
    ),
    any(
      'bonit[oa]s?', 'precios[oa]s?', 'regal\\w*', 'coleccion\\w*', 'tienda', 'compr\\w*', 'receta', 'chef', 'nuev[oa]s?',
      'anuncio', 'pelicula', 'serie',
    ),
  ),
  // A message made only of means emoji ("🔪", "😔💊💊"): nothing else is said, so the means is the message.
  rule(
    `^(?=.*\\b(?:cuchillo|pastillas|soga|pistola|ataud|tumba|sangre)\\b)` +
      `(?:(?:cuchillo|pastillas|soga|pistola|ataud|tumba|sangre|yo|ya|hoy|pronto|quiero|me|mi|para|esta noche|manana)` +
      `(?: |$))+$`,
  ),
];

/** C-SSRS 2: thoughts of killing oneself, without method or intent stated. */
const ACTIVE_THOUGHTS: Rule[] = [
  // Red-team round 6. Ending it by one's own hand: "tengo la tentación de acabar con esto por mi cuenta".
  rule(
    `\\b(?:acabar|terminar|acabo|termino|acabare|terminare) con ${any('esto', 'todo', 'mi vida', 'ello')} ${any(
      'por mi cuenta', 'yo mism[oa]', 'con mis (?:propias )?manos',
    )}\\b`,
    any(
      'trabajo', 'tfg', 'tfm', 'tesis', 'deberes', 'tarea', 'proyecto', 'informe', 'papeleo', 'tramite\\w*', 'mudanza',
      'reforma', 'obra', 'jefe', 'jefa', 'abogad\\w*', 'curso', 'examen\\w*', 'relacion', 'pareja', 'novi[oa]', 'ex',
      'ayuda', 'profe\\w*', 'asignatura',
    ),
  ),
  // "Quiero acabar con esto, con todo, conmigo": the writer as what is to be ended (not "este trabajo va a
  // acabar conmigo", nor a partner ending a relationship).
  rule(
    `\\b(?:${DESIRE}|voy a|pienso en|podria)${upTo(1)} (?:acabar|terminar) ` +
      `(?:con${upTo(6)} )?conmigo(?: mism[oa])?\\b|` +
      `\\b(?:acabar|terminar) conmigo mism[oa]\\b`,
    any('estar conmigo', 'salir conmigo', 'hablar conmigo', 'relacion', 'novi[oa]', 'pareja', 'ex'),
  ),
  // Voices, or anyone, telling the writer to do it: "hay una voz que me dice que me mate".
  rule(
    `\\b${any('dice', 'dicen', 'pide', 'piden', 'grita', 'gritan', 'ordena', 'ordenan', 'susurra', 'susurran')}` +
      `${upTo(1)} que me ${any('mate', 'suicide', 'ahorque', 'quite la vida', 'haga dano', 'corte', 'tire')}\\b` +
      `(?! ${ME_MATO_IDIOM}\\b)`,
  ),
  // "No digo que me vaya a matar, pero…" and "nunca me mataría, pero…": a denial that still raises the
  // subject (decision record 009).
  rule(
    `\\b${notAfter(
      any(PERSON_NOUN, 'el', 'ella', 'nadie', 'tu', 'usted', 'ellos', 'ellas', 'jefe', 'jefa'),
      '(?:nunca|jamas|no) me (?:mataria|quitaria la vida)',
    )}\\b(?! (?:si|por|con)\\b)|\\b(?:digo|creo|pienso|es) que (?:yo )?me (?:vaya|fuera) a ${KILL_CLITIC_VERB}\\b` +
      `(?! (?:el|la|mi|tu|su|nadie|de|a)\\b)`,
  ),
  rule(`\\b${notAfter(any('va a', 'van a', 'vayan a', 'iba a', 'iban a'), KILL_MYSELF)}${NOT_HYPERBOLE}`),
  rule(
    `\\bme ${any(
      'quiero', 'queria', 'quisiera', 'quiera', 'gustaria', 'dan ganas de', 'entran ganas de', 'podria', 'pienso',
      'vuelvo a', 'volvi a', 'estoy pensando en', 'he pensado en', 'planteo', 'plantee',
    )} (?:\\w+ )?${KILL_CLITIC_VERB}\\b${NOT_HYPERBOLE}`,
  ),
  // "si sigo así me mato", but not "me mato estudiando / a trabajar / con la moto".
  rule(`(?:^|\\b${BEFORE_ME_MATO} )me mato\\b(?! ${ME_MATO_IDIOM}\\b)`),
  rule(
    `\\b(?:acabar|terminar|termine|acabe|acabo|termino) con todo\\b(?! ${any(
      'el', 'la', 'los', 'las', 'lo', 'este', 'esta', 'eso', 'mi', 'tu', 'su', 'que', 'en', 'sobre', 'tipo', 'antes',
      'para', 'de',
    )}\\b)`,
  ),
  rule(
    `\\b(?:poner|ponerle|pongo|ponga) (?:fin|punto final) a (?:todo|mi vida)\\b(?! ${any(
      'el', 'la', 'lo', 'los', 'las', 'este', 'esta', 'eso',
    )}\\b)`,
  ),
  rule(
    `\\b${any(
      'miedo de', 'miedo a', 'a punto de', 'capaz de', 'no respondo de', 'no se si', 'temo', 'tentad[oa] de',
    )} (?:\\w+ )?(?:hacer|cometer) (?:una|alguna) ${any('locura', 'tonteria', 'estupidez')}\\b`,
  ),
  // "Esas ideas feas, las de no seguir": the ideas named by what they are about.
  rule(
    `\\b(?:ideas?|pensamientos?)${upTo(3)} (?:de|las de|los de) ${any(
      'no seguir', 'no estar', 'no vivir', 'no existir', 'morir\\w*', 'matarme', 'acabar con todo', 'desaparecer',
      'hacerme dano', 'no despertar', 'quitarme del medio', 'quitarme de en medio', 'acabar conmigo',
      'terminar conmigo',
    )}\\b`,
    any('miedo', 'panico', 'me aterra', 'me asusta', 'terror', 'me angustia'),
  ),
  // Death as the way out: "la muerte me parece la única salida".
  rule(
    near(
      any('la muerte', 'morir(?:me)?', 'matarme', 'el suicidio', 'suicidarme', 'no estar', 'desaparecer'),
      any(
        '(?:la )?unica (?:salida|forma|manera)', 'una salida', 'la salida', '(?:la|una) solucion',
        '(?:una|la mejor) opcion', 'la respuesta',
      ),
      8,
    ),
    FICTION,
  ),
  // "Si me deja, me mato": "me mato" closing a clause (not "casi me mato", "me mato a trabajar").
  rule(
    `\\b${notAfter('(?:casi|poco|por poco)', 'me mato')}` +
      '(?:$| (?:lo|te lo|de verdad|en serio|y|pero|no|ya|porque|juro)\\b)',
  ),
  rule(
    `\\bpensamientos ${any(
      'de muerte', 'de morir', 'de matarme', 'de no despertar', 'de hacerme dano', 'de suicidio', 'suicidas',
      'de quitarme la vida', 'oscuros de',
    )}\\b`,
  ),
  rule(
    `\\b${any(
      'kill myself', 'killing myself', 'unalive myself', 'end my life', 'end it all', 'take my (?:own )?life',
      'i m suicidal', 'feeling suicidal',
    )}\\b`,
  ),
];

/** "El diagnóstico me ha asustado, no quiero morirme": fear of dying, not a wish. */
const FEAR_OF_DYING = `^(?=.*\\bno (?:\\w+ )?quiero morir)(?=.*\\b${any(
  'miedo', 'asust\\w*', 'panico', 'diagnostic\\w*', 'cancer', 'tumor', 'operacion', 'enferm\\w*', 'infarto',
  'quimio\\w*',
)}\\b)`;
/** "No quiero morir(me) todavía / sin ver el mar / quiero ver crecer a mi hija": a wish to live. */
const WISH_TO_LIVE = `no (?:\\w+ )?(?:quiero|quisiera) morir(?:me)? ${any(
  'sin', 'antes de', 'joven', 'tan joven', 'todavia', 'aun', 'ahora que', 'quiero (?:vivir|ver|estar|seguir)',
  'tengo (?:miedo|hijos|una hija|un hijo)',
)}`;
/** "¡Qué vergüenza, me quiero morir!" */
const EMBARRASSMENT = `${any('que', 'menuda', 'vaya')} ${any('verguenza', 'oso', 'ridiculo', 'corte', 'plancha')}`;
/**
 * A laugh next to the hyperbole marks a joke ("jajaja me quiero morir, le di like a una foto de
 * 2015"), unless the writer says it is not one. Only the hyperbolic wish and "mátame camión" accept
 * this; every other pattern flags with or without laughter.
 */
const JOKE = `^(?!.*\\b(?:no es broma|en serio|de verdad|literal|literalmente|no me rio)\\b).*\\bjaja`;

/** C-SSRS 1: wish to be dead or not to wake up, including the indifferent and the veiled. */
const PASSIVE_WISH: Rule[] = [
  // Red-team rounds 7–8 ----------------------------------------------------------------------------------
  // Not wanting to open one's eyes again: "no quiero volver a abrir los ojos".
  rule(
    `\\bno (?:me )?(?:quiero|quisiera) (?:volver a )?(?:abrir los ojos|amanecer|ver (?:otro|el) (?:dia|amanecer))` +
      `(?: nunca| mas)?\\b(?! ${NOT_WAKE_EVERYDAY}\\b)`,
  ),
  // Still alive, and sorry for it: "decepción por seguir viva", "me fastidia abrir los ojos y seguir aquí".
  rule(
    `\\b${any(
      'decepcion\\w*', 'decepcionad[oa]', 'pena', 'rabia', 'asco', 'fastidio', 'lastima', 'tristeza', 'frustracion',
      'me fastidia', 'me decepciona', 'me jode', 'me molesta', 'odio', 'maldigo',
    )}${upTo(2)} (?:de |por |al )?(?:seguir|estar|continuar|despertar(?:me)?) ` +
      '(?:viv[oa]|con vida|respirando|en este mundo)\\b',
  ),
  rule(
    `\\b(?:abrir los ojos|despertar(?:me)?|amanecer|levantarme)${upTo(4)} y (?:seguir|continuar) ` +
      `(?:aqui|viv[oa]|respirando|en este mundo)\\b(?! ${COMPLEMENT}\\b)`,
    any('agrade[cz]\\w*', 'gracias', 'alegr\\w*', 'feliz', 'suerte', 'bendicion', 'milagro'),
  ),
  // Going to sleep wishing it were the last time; wishing the last night had been the last.
  rule(
    `\\b${any(
      'me acuesto', 'acostarme', 'me duermo', 'dormirme', 'cierro los ojos', 'cerrar los ojos', 'me voy a dormir',
      'me meto en la cama',
    )}${upTo(3)} (?:${DESIRE}|ojala|pidiendo|rezando|con la esperanza de)${upTo(1)} (?:que )?(?:sea|fuera|fuese) ` +
      '(?:la|mi|el) ultim[oa](?: vez| noche)?\\b(?! (?:(?:vez|noche) )?(?:que|de|del|en)\\b)',
  ),
  rule(
    `\\bojala (?:hubiera|hubiese) sido (?:la|mi|el) ultim[oa](?: noche| dia| manana)?` +
      `(?:$| (?:pero|y|ya|no|otra|de verdad|en serio)\\b)`,
  ),
  // Sleeping for ever, in the conditional: "me dormiría para siempre sin pensarlo".
  rule(
    `\\b${any(
      'me dormiria', 'dormiria', 'me durmiera', 'me quedaria dormid[oa]', 'quedarme dormid[oa]', 'me quede dormid[oa]',
    )} (?:y no despertar(?:me)? )?para siempre\\b`,
  ),
  // Everything going out, wished for: "cerrar los ojos y que todo se apague para siempre", "qué ganas de que se acabe
  // todo de una vez por todas" (not the exams, not the week).
  rule(
    `\\b(?:${DESIRE}|ojala)${upTo(4)} y que (?:todo|todo esto|esto|el mundo|mi vida) (?:se )?` +
      `(?:apag|acab|termin|desvanezc|borr)\\w*(?: de una vez(?: por todas)?| para siempre)?\\b(?! ${COMPLEMENT}\\b)`,
    any(
      'examen\\w*', 'curso', 'semana', 'obras?', 'reforma', 'mudanza', 'trabajo', 'proyecto', 'tesis', 'fiesta',
      'temporada', 'partido', 'viaje', 'tormenta', 'huelga', 'pandemia',
    ),
  ),
  rule(
    `\\b(?:${DESIRE}|ojala)(?: que)? (?:se )?(?:acabe|acabara|termine|terminara|apague|apagara) todo` +
      `(?: de una vez(?: por todas)?| para siempre| ya)?\\b(?! ${COMPLEMENT}\\b)`,
    any(
      'examen\\w*', 'curso', 'semana', 'obras?', 'reforma', 'mudanza', 'trabajo', 'proyecto', 'tesis', 'fiesta',
      'temporada', 'partido', 'viaje', 'tormenta', 'huelga', 'pandemia',
    ),
  ),
  // A fatal illness or accident wished for outright: "ojalá un cáncer y ya".
  rule(
    `\\bojala (?:me (?:da|de|diera|toca|toque|tocara|pille|pillara) )?(?:un|una) ` +
      '(?:cancer|infarto|ictus|tumor|aneurisma|accidente|enfermedad)(?: (?:fulminante|rapido|terminal|grave))?' +
      '(?: y ya\\b| de una vez\\b| que me (?:lleve|mate)\\b|$)',
  ),
  // Life switched off or unplugged: "que alguien me apague el interruptor de la vida".
  rule(
    `\\b(?:que (?:alguien|dios|la vida) me (?:apague|desconecte|desenchufe)\\b|` +
      `(?:apag|desconect|desenchuf)\\w*${upTo(3)} (?:de )?(?:la|mi) vida\\b(?! ${any(
        'diaria', 'cotidiana', 'real', 'social', 'laboral', 'nocturna', 'un rato', 'unos dias', 'por un', 'durante',
        'de vez', 'online', 'digital', 'virtual',
      )}\\b))`,
    any('movil', 'redes', 'vacaciones', 'retiro', 'meditacion', 'spa', 'finde', 'fin de semana', 'unos dias', 'luces'),
  ),
  // One's own funeral imagined: "pensé en cómo sería mi funeral, quién vendría".
  rule(
    `\\b(?:${THINK})${upTo(3)} (?:en |de |sobre )?(?:como seria|quien (?:vendria|iria|lloraria)(?: a)?) (?:a )?` +
      'mi (?:propio )?(?:funeral|entierro|velorio|velatorio)\\b|' +
      '\\bquien (?:vendria|iria|lloraria)(?: a| en)? mi (?:propio )?(?:funeral|entierro|velorio|velatorio)\\b',
  ),
  // Red-team round 6. Wishing one had died, or that the heart stopped: "ojalá me hubiera muerto de pequeño",
  // "ojalá se me parara el corazón mientras duermo" (not "de la vergüenza").
  rule(
    `\\bojala ${any(
      '(?:me )?(?:hubiera|hubiese) muerto', '(?:se me|me) (?:parara|parase|pare|detuviera|detuviese) el corazon',
    )}\\b${NOT_HYPERBOLE}`,
  ),
  // Red-team round 6. Envy of those who die: "me da envidia la gente que se muere de repente".
  rule(
    `\\b${any('me da envidia', 'me dan envidia', 'envidio a', 'que envidia(?: me dan?)?', 'tengo envidia de')}${upTo(3)} ${any(
      'se muere', 'se mueren', 'se murio', 'se murieron', 'muere', 'mueren', 'murio', 'murieron', 'fallec\\w*',
      'los muertos', 'no despiertan?', 'no desperto',
    )}\\b${NOT_HYPERBOLE}`,
  ),
  // Indifference to one's own crash: "si el avión de mañana se cae, que se caiga, me da igual".
  rule(
    `\\bsi (?:el|mi|este|ese) ${any('avion', 'coche', 'carro', 'tren', 'autobus', 'bus', 'barco', 'ascensor', 'vuelo')}` +
      `${upTo(3)} ${any(
        'se cae', 'se estrella', 'choca', 'se hunde', 'descarrila', 'se cayera', 'se estrellara', 'chocara',
        'se hundiera',
      )}${upTo(4)} ${any(
        'que se caiga', 'que se estrelle', 'que choque', 'que se hunda', 'me da igual', 'me daria igual',
        'me da lo mismo', 'no me importa', 'no me importaria', 'ojala', 'tanto mejor', 'mejor para todos',
      )}\\b`,
    any('miedo', 'panico', 'susto', 'nervios', 'seguro', 'reclam\\w*', 'maleta', 'equipaje', 'reembolso'),
  ),
  // Waking up as a disappointment: "cada mañana me decepciona abrir los ojos".
  rule(
    `\\bme (?:decepciona|pesa|duele|frustra|da (?:pena|asco|rabia))${upTo(1)} ` +
      `(?:abrir los ojos|despertar(?:me)?|amanecer|seguir viv[oa])\\b(?! ${NOT_WAKE_EVERYDAY}\\b)`,
  ),
  // "Mi único deseo es que se acabe mi vida".
  rule(
    `\\b(?:${DESIRE}|mi (?:unico )?deseo es)${upTo(3)} que (?:se )?(?:acab|termin|apag)\\w* ` +
      '(?:mi vida|mi existencia|esta vida)\\b',
  ),
  rule(
    `\\b${WISH}${upTo(2)} (?:me )?morir(?:me|nos)?\\b(?! ${DE_IDIOM})`,
    any(WISH_TO_LIVE, FEAR_OF_DYING, EMBARRASSMENT, JOKE),
  ),
  rule(
    `\\b(?:ojala|${DESIRE}(?: que)?|${PRAYER})${upTo(5)}(?<!\\b(?:se|le|les|lo|la|los|las|te|nos|os)) (?:me )?${any(
      'muera(?! (?:mi|el|la|tu|su|ese|esa|este|esta)\\b)', 'muriera(?! (?:mi|el|la|tu|su|ese|esa|este|esta)\\b)',
      'muriese', 'me (?:caiga|cayera) (?:un|una|el|la) (?:\\w+ )?(?:encima|rayo|meteorito|asteroide|piano)', 'mate',
      'matara', 'atropell\\w*', 'pase algo', 'pasara algo', 'diera algo', 'de algo', 'diera un infarto',
      'de un infarto', 'caiga un rayo', 'cayera un rayo', 'estrell\\w*', 'no despert\\w*', 'no volver', 'no amanezca',
      'llev\\w* (?:la muerte|dios)',
      'me (?:lleve|llevara|llevase)(?: pronto| ya| de una vez)?' +
        '(?! (?:a|al|de|en|con|un|una|el|la|los|las|mi|tu|su)\\b)',
      // The vehicle one is in, or this night, as the end: "que el avión se estrelle", "que sea la última noche".
      '(?:el|este) (?:avion|tren|autobus|bus|coche|carro|barco|ascensor) (?:se )?' +
        '(?:estrell|caiga|cayera|choque|chocara|hunda|hundiera|descarril)\\w*',
      '(?:sea|fuera|fuese) (?:la|mi|el) (?:ultima noche|ultimo dia|final|fin)', 'pille un (?:coche|camion|tren|bus)',
      'pillara un (?:coche|camion|tren|bus)', 'pisara un', 'pise un',
      '(?:toque|tocara|de|diera|pille|pillara)(?: a mi)?(?: el| un| una| la)? (?:cancer|infarto|ictus|tumor|accidente)',
      'quedarme dormid[oa] (?:en la nieve|al frio|en el frio|para siempre)', 'no existir', 'no existiera',
      'no hubiera nacido', 'no haber nacido',
    )}\\b(?! ${any(
      // "Algo así" is an everyday wish; "así no es mi culpa" is the reason for wanting it.
      'de', 'del', 'las', 'los', 'bueno', 'bonito', 'chulo', 'interesante', 'asi(?! no\\b)', 'parecido', 'igual',
      'emocionante', 'nuevo', 'guay', 'diferente',
    )}\\b)`,
    `ojala no (?:tengamos|tenga|haya|pase|nos|se)`,
  ),
  rule(
    `\\b${WISH}${upTo(2)} ${any(
      'la muerte', 'estar muert[oa]', 'muert[oa]', 'descansar en paz', 'un ataud', 'el ataud', 'ataud', 'una tumba',
      'tumba', 'bajo tierra', 'descansar para siempre', 'el descanso eterno', 'irme con (?:mi|el|la) \\w+ al cielo',
      'estar en el cielo', 'irme al cielo', 'reunirme con (?:mi|el|la) \\w+ en el cielo',
    )}\\b(?! de\\b)`,
  ),
  rule(
    `\\bsi${upTo(2)} (?:yo )?(?:me )?${any(
      'muero', 'muriera', 'muriese', 'pasa algo', 'pasara algo', 'pasase algo', 'atropell\\w*', 'pilla un \\w+',
      'pillara un \\w+', 'da algo', 'diera algo', 'da un (?:infarto|ictus)', 'diera un (?:infarto|ictus)',
      'estrell\\w*', 'mata\\w*', 'no (?:me )?desp(?:ie|e)rt\\w*', 'no (?:me )?levant\\w*', 'no amanez\\w*',
      'no amaneciera', 'no vuelvo', 'no volviera', 'se (?:cae|caia|cayera|cayese)', 'cho(?:co|ca|cara|case)',
      'se hunde', 'se hundiera', 'desaparezco', 'desapareciera',
    )}${upTo(5)} ${any(
      'no me importa\\w*', 'me da\\w* igual', 'da\\w* igual', 'que mas da', 'mejor', 'tampoco pasa\\w* nada',
      'no pasa\\w* nada', 'nadie', 'ojala', 'bienvenid[oa]', 'seria (?:un )?(?:alivio|descanso|regalo|lo mejor)',
      'descansaria',
    )}\\b`,
  ),
  rule(
    `\\b${any(
      'no me importaria', 'no me molestaria', 'me daria igual', 'me da igual', 'me dara igual', 'no me preocuparia',
      '(?:ya )?no me importa', 'me da lo mismo', 'me da exactamente igual',
    )}(?: nada)?${upTo(4)} ${any(
      'morir\\w*', 'me (?:pasara|pase|pasa) algo', 'no despertar\\w*', 'desaparecer', 'me atropell\\w*', 'un accidente',
      'se estrellara', 'se cayera', 'se hundiera', 'me muriera', 'no volver', 'el final', 'mi ultimo dia',
      'si (?:me muero|muero|vivo o (?:si )?muero|sigo viv[oa]|despierto)', 'lo que me pase', 'seguir viv[oa]',
      'estar viv[oa]', 'estar muert[oa]', 'vivir (?:que|o) (?:no|morir)', '(?:seguir )?respirando', 'respirar',
      'la ultima (?:vez|noche)',
      'me (?:pill|atropell|llev|pis)\\w* (?:un|el|una|la) (?:coche|camion|tren|bus|autobus|carro|moto|metro)',
    )}\\b`,
  ),
  // Waiting for death, God or life itself to take one: "estoy esperando que la vida se canse de mí".
  rule(
    `\\b(?:la muerte|dios|la vida|el destino|el senor)${upTo(2)} ${any(
      'se canse de mi', 'venga (?:a )?por mi', 'venga a buscarme', 'me (?:lleve|llevara|recoja|venga a buscar)',
    )}\\b(?! (?:a|al|de|en|con|por|lejos)\\b)`,
  ),
  // Death awaited, or an ending that takes the writer with it: "la espero con ganas", "y yo con ello".
  rule(
    near(
      any('la muerte', 'morir(?:me)?'),
      '(?:la|lo) (?:espero|deseo|llamo|busco|estoy esperando|estoy llamando)(?: con ganas| con ansias)?|esperandola',
      6,
    ),
  ),
  rule(
    `\\b(?:acab|termin|apag)\\w*${upTo(4)} (?:y yo con (?:ello|el|ella|todo)|conmigo (?:dentro|incluid[oa])|` +
      `yo incluid[oa]|incluid[oa] yo)\\b`,
  ),
  // Dying called rest or relief: "morirme sería descansar".
  rule(
    `\\bmorir(?:me)?${upTo(2)} (?:seria|es) (?:descansar|un (?:alivio|descanso|regalo)|la solucion|lo mejor|mejor)\\b`,
  ),
  // Disappearing, and meaning it: "desaparecer del mapa, pero de verdad, no volver".
  rule(
    near(`${WISH}${upTo(1)} desaparecer`, any('de verdad', 'para siempre', 'no volver', 'no es broma', 'en serio'), 6),
  ),
  // Switching oneself off: "me gustaría apagarme".
  rule(
    `\\b${WISH}${upTo(2)} (?:apagarme|esfumarme|evaporarme|borrarme del mapa|dejar de estar|dejar de ser)\\b` +
      `(?! (?:un rato|unos dias|un tiempo|de las redes|del grupo|tan|el|la|un|una)\\b)`,
  ),
  rule(`\\bno (?:me )?(?:quiero|quisiera) (?:volver a )?levantar(?:me)? (?:nunca|jamas|mas)\\b`),
  // Going to be with someone who died: "quiero irme con mi madre", "se quiere ir con su mujer que murió".
  rule(
    `\\b(?:irme|irse|ir) con (?:mi|su) (?:\\w+ ){0,2}` +
      '(?:que (?:murio|fallecio|ya no esta|se fue)|al cielo|alla arriba|donde (?:esta|estan))\\b',
  ),
  // The old and the ill: "ya he vivido bastante".
  rule(`\\bya (?:he|hemos) vivido (?:bastante|suficiente|demasiado)\\b`),
  // "Que me trague la tierra", said to be meant.
  rule(`\\b(?:tierra tragame|me trague la tierra)${upTo(4)} (?:de verdad|para siempre|no es broma|en serio)\\b`),
  // Not waking up.
  rule(
    `\\bno (?:me )?(?:quiero|quisiera) despertar(?:me)?\\b(?! ${any(
      'temprano', 'pronto', 'tarde', 'tan', 'a', 'antes', 'para', 'con', 'de', 'otra vez temprano', 'el', 'los', 'la',
      'al', 'hasta',
    )}\\b)`,
  ),
  rule(`\\bpara no (?:volver a )?despertar(?:me)?\\b(?! ${any('a', 'al', 'en', 'de', 'tan', 'a nadie', 'con')}\\b)`),
  rule(
    `\\b${any(
      'dormir', 'dormirme', 'durmiera', 'durmiese', 'me duermo', 'acostarme', 'cerrar los ojos', 'cierro los ojos',
      WISH, PRAYER,
    )}${upTo(5)} (?:y )?(?:ya )?${NOT_WAKE}\\b(?! ${NOT_WAKE_EVERYDAY}\\b)`,
  ),
  rule(`\\bno volver a despertar(?:me)?\\b|\\bno despertar(?:me)? (?:nunca|jamas|mas)\\b`),
  rule(`\\b(?:dormir|dormirme) para siempre\\b`),
  // "Dormir y ya": sleep and nothing after (the text ends there); "a dormir y ya" is only bedtime.
  rule(
    `\\b${notAfter('(?:a|ir a|irme a)', 'dormir y ya')}(?:$| no (?:despert|sentir|pensar|volver)\\w*| para siempre)`,
  ),
  rule(
    near(
      any(
        'dormir', 'dormirme', 'duermo', 'me duermo', 'descansar', 'cierro los ojos', 'cerrar los ojos', 'acostarme',
        'me acuesto', 'quedarme dormid[oa]',
      ),
      '(?:ojala|que) (?:sea|fuera|dure) para siempre',
      6,
    ),
  ),
  // Not wanting to live, exist, continue.
  rule(
    `\\bno (?:quiero|quisiera) (?:seguir )?${any(
      'vivir', 'viviendo', 'existir', 'existiendo', 'estar viv[oa]', 'seguir viv[oa]', 'seguir con vida',
      '(?:estar|seguir)(?: aqui)? en este mundo',
    )}\\b(?! ${any(
      'en', 'con', 'cerca', 'lejos', 'de alquiler', 'solo', 'sola', 'aqui', 'alli', 'ahi', 'alla', 'otra', 'otro',
      'junto', 'asi de(?! claro| simple| sencillo)', 'sin', 'pendiente', 'esa', 'ese', 'a costa',
    )}\\b)`,
  ),
  rule(`\\bno (?:se si )?quiero seguir\\b(?! ${COMPLEMENT}\\b)`),
  rule(`\\bno se si (?:puedo|vale la pena) seguir\\b(?! ${COMPLEMENT}\\b)`),
  rule(
    `\\bno quiero (?:estar|seguir) aqui\\b(?! ${any(
      COMPLEMENT, 'mas tiempo', 'hoy', 'toda', 'todo', 'ni un minuto',
    )}\\b)`,
  ),
  rule(
    `\\b(?:cansad[oa]s?|hart[oa]s?|agotad[oa]s?|podrid[oa]s?) de ${any(
      'vivir', 'existir', 'estar viv[oa]', 'seguir viv[oa]', 'seguir viviendo', 'la vida', 'despertar(?:me)?',
      'abrir los ojos', 'respirar', 'amanecer', 'levantarme cada (?:dia|manana)',
    )}\\b(?! ${any(
      'que llevo', 'de', 'en', 'social', 'nocturna', 'laboral', 'temprano', 'tan', 'a', 'con', 'por', 'pronto',
      'sol[oa]',
    )}\\b)`,
  ),
  rule(
    `\\b${any(
      'sin', 'no tengo', 'no me quedan', 'perdi', 'he perdido', 'ya no tengo', 'ningunas', 'cero',
      'se me (?:han ido|fueron|van|quitaron)', 'me quitaron',
    )} (?:las )?ganas de ${any(
      'vivir', 'seguir viviendo', 'seguir viv[oa]', 'seguir adelante', 'seguir aqui', 'estar viv[oa]', 'existir',
      'todo(?! (?:lo|el|la|los|las|esto)\\b)', '(?:seguir )?respirar',
    )}\\b`,
  ),
  rule(
    `\\b${any(WISH, 'voy a', 'me voy a', 'ojala pudiera')}${upTo(1)} desaparecer\\b(?! ${any(
      'un', 'una', 'unos', 'unas', 'de las', 'de la', 'del (?!mundo)', 'de los', 'de mi', 'de aqui', 'de casa', 'por',
      'hasta', 'este', 'esta', 'durante', 'mientras', 'en', 'a', 'al', 'el', 'la', 'los', 'las', 'jaja',
    )}\\b)`,
  ),
  rule(
    `\\b${any(
      'desaparecer', 'irme', 'me voy', 'me ire', 'marcharme', 'me marcho', 'desaparezco', 'ir', 'descansar', 'dormir',
      'dormirme', 'quedarme dormid[oa]', 'apagarme', 'cerrar los ojos', 'dejar de sufrir', 'dejar de sentir',
      'que todo acabe', 'que todo termine', 'acabar con (?:mi|este|el) (?:sufrimiento|dolor)',
    )}${upTo(1)} (?:para siempre|de este mundo|del mundo|de esta vida|de la faz de la tierra)\\b`,
    any(
      'me mudo', 'mudarme', 'mudanza', 'ciudad', 'pais', 'piso', 'trabajo', 'empresa', 'barrio', 'pueblo', 'de aqui a',
      'vacaciones', 'de casa de', 'a vivir', 'vivir (?:a|en)',
    ),
  ),
  rule(
    `\\b${any(
      'irme', 'desaparecer', 'marcharme', 'me voy', 'me ire',
    )}${upTo(2)} (?:y )?no volver (?:nunca|jamas|mas)\\b`,
  ),
  rule(
    `\\b${DESIRE} que (?:todo |esto |mi vida |el dolor |todo esto )?(?:se )?` +
      '(?:(?:acab|termin)\\w*|pare|paren|parara|detenga|detuviera)\\b' +
      `(?: todo\\b|(?! todo\\b))(?: para siempre\\b)?(?! ${any(
      COMPLEMENT, 'bien', 'pronto para', 'rapido para', 'ya (?:el|la|los|las|este|esta)', 'hoy', 'pronto el',
      'mi turno', 'su', 'antes', 'cuanto antes (?:el|la)',
    )}\\b)`,
  ),
  rule(
    `\\b${any('preferiria', 'ojala', 'desearia', 'quisiera', 'elegiria', 'escogeria')}${upTo(1)} no ${any(
      'haber nacido', 'existir', 'hubiera nacido', 'existiera',
    )}\\b|\\bno (?:deberia|debi|tendria que|tenia que) (?:haber nacido|existir)\\b`,
  ),
  rule(
    `\\b${notAfter(any('tengo', 'da', 'dan', 'dio', 'miedo', 'panico'), THINK)}${upTo(2)} (?:en |de |sobre |con )?${any(
      'la muerte', 'morir', 'morirme', 'mi (?:propia )?muerte', 'mi (?:propio )?funeral', 'mi (?:propio )?entierro',
      'como seria morir', 'no estar', 'no despertar', 'desaparecer', 'dejar de existir', 'no existir',
    )}\\b(?! (?:de|del)\\b)`,
    `${any(
      'miedo', 'panico', 'me asusta', 'me aterra', 'perderl\\w+', 'perder a', 'diagnostic\\w*', 'murio', 'ha muerto',
      'fallec\\w*', 'enferm\\w*',
    )}`,
  ),
  rule(
    `\\b${WISH}${upTo(2)} no (?:estar|existir)\\b(?! ${any(
      COMPLEMENT, 'sol[oa]', 'presente', 'triste', '\\w+ad[oa]s?', '\\w+id[oa]s?', 'nervios[oa]', 'disponible',
    )}\\b)`,
  ),
  rule(`\\bdejar de (?:existir|vivir)\\b(?! ${any('en', 'con', 'asi', 'de (?!una vez|verdad)', 'para')}\\b)`),
  rule(`\\bno (?:quiero|quisiera) (?:volver a )?sentir nada (?:nunca|jamas|mas)\\b`),
  // "Mátame camión" is a joke only with a laugh next to it (decision record 009).
  rule(
    `\\b${any(
      'matame (?:un |el )?camion', 'que me (?:atropelle|pise|mate|lleve) (?:un|el) (?:camion|tren|coche|autobus)',
      'que alguien me mate', 'que me parta un rayo',
    )}\\b`,
    JOKE,
  ),
  rule(
    `\\b${any(
      'want to die', 'wanna die', 'wish i (?:was|were) dead', 'better off dead', 'sleep forever', 'never wake up',
      'don t want to (?:live|be alive|wake up|exist)', 'want to disappear forever',
    )}\\b`,
  ),
];

/** What an everyday cut is of or with: hair, nails, a dropped call, paper, a tin; or what one was doing. */
const CUT_EVERYDAY = `(?! ${any(
  `(?:(?:el|la|las|los|un|una|mi|mis|un poco (?:el|la|las)) )?${any(
    'pelo', 'flequillo', 'fleco', 'barba', 'bigote', 'unas', 'puntas', 'melena', 'cabello', 'rollo', 'llamada', 'luz',
    'paso', 'conexion', 'internet', 'wifi', 'linea', 'voz', 'respiracion', 'dedo', 'digestion', 'leche', 'mayonesa',
  )}`,
  `con (?:un |una |el |la )?${any('papel', 'folio', 'hoja', 'lata', 'abrelatas')}`, 'sin querer', GERUND,
  'al \\w+(?:ar|er|ir)',
  // Someone else as the subject after the verb: "me cortó mi novio por WhatsApp".
  `(?:mi|el|la|tu|su) ${any(
    'novi[oa]', 'ex', 'pareja', 'jefe', 'jefa', 'peluquer[oa]', 'madre', 'padre', 'mama', 'papa', 'abuel[oa]',
    'herman[oa]', 'amig[oa]', 'compa\\w*',
  )}`,
)}\\b)`;
const BURN_MYSELF = any(
  'me (?:he )?(?:vuelto a |volvi a |vuelvo a )?quem\\w*', 'quemarme', 'quemandome', 'me (?:hago|hice) quemaduras',
);
/** Where people cut, burn or scratch themselves. */
const BODY = any(
  'brazos?', 'antebrazos?', 'munecas?', 'piernas?', 'muslos?', 'tripa', 'barriga', 'abdomen', 'caderas?', 'venas',
  'piel', 'pecho', 'tobillos?', 'hombros?',
);
/** An accident told as one. */
const CLUMSY = any(
  'sin querer', 'torpe', 'que torpeza', 'accidente', 'tirita', 'cocin\\w*', 'fregando', 'pelando',
  'cortando (?:el|la|los|las|un|una)', 'abriendo', 'limpiando', 'recogiendo', 'arreglando', 'jugando', 'afeitandome',
  'depilandome', 'afeit\\w*', 'depil\\w*', 'al (?:recoger|limpiar|fregar|cocinar|abrir|caerme|tropezar)', 'montando',
  'desmontando', 'preparando', 'bricolaje', 'lata', 'cristal roto', 'un cristal', 'papel',
  'folio', 'abrelatas',
);
/** Someone else as the subject ("el gato me arañó", "que nadie vuelva a hacerme daño"). */
const SOMEONE_ELSE = any(
  'se', 'novio', 'novia', 'pareja', 'ex', 'el', 'ella', 'mama', 'papa', 'madre', 'padre', 'jefe', 'jefa', 'peluquero',
  'peluquera', 'que', 'nadie', 'dejes', 'deje', 'dejar', 'pueda', 'puedan', 'vuelva a', 'vuelvan a', 'quiere',
  'quieren', 'quiera', 'quieran', 'intenta', 'intentan', 'gato', 'gata', 'perro', 'perra', 'gatito', 'bebe', 'nino',
  'nina',
);
/** Hurting oneself in any of the usual ways, whatever the reason given. */
const HURT_MYSELF = any(
  `me (?:\\w+ ){0,2}(?:cort|quem|golpe|rasc|aran|muerd|mord|pellizc|clav|lastim|ray)\\w*`, 'me (?:pego|pegue|pegaba)',
  'con el cinturon', 'cortarme', 'quemarme', 'golpearme', 'pegarme', 'aranarme', 'rascarme', 'morderme', 'lastimarme',
  'hacerme dano', 'me (?:hago|hice) dano', 'vomit\\w*', 'me provoco', 'me provoque', 'me (?:\\w+ ){0,2}hacer dano',
  'me (?:echo|eche|echaba|tiro|tire) agua (?:hirviendo|caliente|ardiendo)',
);
/** Pain as punishment or relief: the reason that makes an injury self-harm. */
const PUNISH = any(
  'como castigo', 'castig\\w*', 'me lo merezco', 'me lo merecia', 'me lo he ganado',
  'me merezco (?:el |ese |este )?(?:dolor|sufrir|esto|sufrimiento)', 'porque me odio', 'me odio',
  'para (?:sentir algo|no sentir|dejar de sentir|calmarme|desahogarme|castigarme|dejar de pensar|no pensar|no gritar)',
  'a proposito', 'aposta', 'adrede', 'cuando me siento (?:vaci[oa]|mal|sol[oa]|fatal|una mierda)',
  'es lo unico que (?:me )?(?:funciona|calma|alivia|ayuda)', 'cuando (?:la cago|fallo|me equivoco|lo hago mal)',
  'hasta (?:que me calm\\w*|calmarme)',
);
/** Skin that itches: scratching a bite until it bleeds is not self-harm. */
const SKIN_EVERYDAY = any(
  'picadura', 'mosquito\\w*', 'granos?', 'varicela', 'eccema', 'dermatitis', 'sarpullido', 'alergia', 'costras?',
  'psoriasis', 'urticaria', 'ronchas?', 'me pica(?:ba)?',
);
/** Non-suicidal self-injury: cutting, burning, scratching, hitting, starving oneself. */
const SELF_HARM: Rule[] = [
  // Red-team rounds 7–8 ----------------------------------------------------------------------------------
  // The clitic before the wish: "me quiero hacer daño", "me dan ganas de cortar" (not "cortar con él").
  rule(
    `\\bme (?:quiero|quisiera|queria|gustaria|dan ganas de|entran ganas de|pienso) (?:volver a )?` +
      `(?:hacer dano|cortar|lastimar|aranar)\\b(?! con (?:el|ella|mi|tu|su)\\b)${CUT_EVERYDAY}`,
    CLUMSY,
  ),
  // An instrument used in order to hurt oneself: "uso la plancha para quemarme donde no se ve".
  rule(
    `\\bpara (?:quemarme|cortarme|hacerme (?:dano|cortes|heridas|quemaduras)|lastimarme|aranarme)\\b${CUT_EVERYDAY}`,
    any(CLUMSY, 'sol', 'playa', 'protector', 'crema', 'suficiente', 'basta'),
  ),
  // A sharp thing on the wrists, arms or thighs: "me lastimé las muñecas con el compás en clase".
  rule(
    near(
      `(?:me (?:lastim|cort|rasp|ray|rasg|hir|her|marc|arran)\\w*${upTo(2)} (?:los |las |mis |el |la |mi )?${BODY}|` +
        'me (?:hice|hago|he hecho) (?:una herida|heridas|cortes|un corte|marcas))',
      `(?:con|usando) (?:el |la |un |una |unas |unos )?${any(
        'compas', 'agujas?', 'alfiler(?:es)?', 'tijeras', 'cuchillas?', 'cut+er', 'navaja', 'sacapuntas', 'clips?',
        'grapas?', 'boli', 'lapiz', 'hoja de afeitar', 'mechero', 'encendedor', 'cigarr\\w*',
      )}`,
      4,
    ),
    CLUMSY,
  ),
  // Someone found the blades or the cuts: "mi novio encontró las cuchillas", "mi mamá encontró mis cortes".
  rule(
    `\\b(?:encontr|vio|vi|viste|vieron|descubr|pill)\\w*${upTo(2)} ` +
      '(?:mis (?:cuchillas|cortes|marcas|cicatrices|heridas|quemaduras)|las cuchillas|los cortes)\\b',
    any(
      'presupuesto', 'luz', 'agua', 'carretera', 'calle', 'obras?', 'maquinilla', 'afeitar', 'repuesto', 'cut+er',
      'herramientas', 'pacientes?', 'gato', 'perro', 'bebe', 'operacion', 'cesarea', 'varicela', 'acne', 'tatuaj\\w*',
      'caida', 'accidente', 'jugando', 'pelo',
    ),
  ),
  // Something heated, then on the skin: "calenté una cuchara y me la puse en la piel".
  rule(
    near(
      `calent\\w*${upTo(3)} (?:una |la |el |un )?` +
        '(?:cuchara|mechero|encendedor|metal|hierro|clip|llave|moneda|cuchillo|aguja|tenedor)',
      `(?:me (?:la|lo) (?:puse|pongo|apoye|apoyo|pegue|pego|pase|paso)|` +
        `(?:contra|en|sobre) (?:la |el |mi |mis )?${BODY})`,
      6,
    ),
    any('boca', 'comida', 'miel', 'cocin\\w*', 'sopa', 'jarabe'),
  ),
  // Injuries said to be self-made: "tengo las piernas llenas de arañazos que me hago yo".
  rule(
    `\\b(?:aranazos|cortes|marcas|heridas|quemaduras|moratones|cicatrices|costras)${upTo(2)} que me ` +
      '(?:hago|hice|he hecho|hacia|provoco|provoque|causo|cause)(?: yo(?: mism[oa])?| sol[oa]| a proposito)?\\b',
    any(
      CLUMSY, 'tatuaj\\w*', 'cera', 'gimnasio', 'gym', 'entren\\w*', 'cai\\w*', 'caida', 'bici\\w*', 'patin\\w*',
      'futbol', 'rugby', 'escala\\w*', 'partido', 'operacion', 'cesarea',
    ),
  ),
  // Wounds kept open on purpose: "volví a rascarme las costras para que no se curen".
  rule(
    near(
      any(HURT_MYSELF, 'rascarme', 'arrancarme', 'me (?:rasco|rasque|arranco|arranque|levanto|levante)'),
      'para que no se (?:curen?|cierren?)|no (?:dejo|dejar) que se (?:curen?|cierren?)',
      8,
    ),
  ),
  // Wanting or thinking to hurt oneself is never an accident, whatever room it is in.
  rule(
    `\\b${any(THINK, DESIRE)}${upTo(2)} (?:en )?(?:cortarme|hacerme dano|quemarme|lastimarme|golpearme)\\b` +
      CUT_EVERYDAY,
  ),
  rule(
    near(HURT_MYSELF, PUNISH, 10),
    any('sin querer', 'accidente', 'el pelo', 'flequillo', 'susto', 'jaja', SKIN_EVERYDAY),
  ),
  rule(
    `\\b${notAfter(SOMEONE_ELSE, 'me (?:lastimo|lastime|lastimaba|hiero|heri)')}\\b(?! ${any(
      'el', 'la', 'los', 'las', 'un', 'una', 'mi', 'en', 'con', 'al', 'jugando', 'corriendo', 'entrenando', 'haciendo',
      'levantando', 'sin querer', 'mucho', 'bastante', 'un poco', 'de', 'otra vez en',
    )}\\b)`,
    any('cai\\w*', 'caida', 'tropec\\w*', 'resbal\\w*', 'partido', 'futbol', 'entren\\w*', 'gimnasio', CLUMSY),
  ),
  // Clean time counted: "llevo 20 días limpio de cortes", "llevaba un mes sin cortarme".
  rule(
    `\\blimpi[oa]s? de (?:cortes|autolesiones|cortarme|hacerme dano)\\b|` +
      `\\b(?:llevo|llevaba|lleve|estaba|estoy)${upTo(4)} ` +
      `sin (?:cortarme|hacerme dano|autolesionarme|quemarme|lastimarme)\\b${CUT_EVERYDAY}`,
  ),
  // Something hot pressed against the skin: "me apreté el mechero caliente contra la piel".
  rule(
    '\\b(?:apret\\w*|pon\\w*|puse|acerc\\w*|pas\\w*) (?:el |la |un |una )?' +
      '(?:mechero|encendedor|cigarr\\w*|plancha|cuchara|hierro|metal)(?: \\w+)? ' +
      `(?:caliente |ardiendo |encendid[oa] )?(?:contra|en|sobre) (?:la |el |mi |mis )?${BODY}\\b`,
  ),
  rule(
    `\\bapag\\w* (?:el |los |un |unos |mis )?(?:cigarr\\w*|colillas?|pitillos?|puchos?|porros?) (?:en|sobre|contra) ` +
      `(?:el |la |los |las |mi |mis )?${any(BODY, 'manos?', 'cara', 'cuello', 'dedos')}\\b`,
  ),
  // Hurting or cutting oneself, unless someone else does it or it was a haircut or an accident.
  rule(
    `\\b${notAfter(SOMEONE_ELSE, '(?:hacerme dano|lastimarme|herirme)')}\\b(?! ${any(
      'en', 'con', 'al', 'jugando', 'corriendo', 'entrenando', 'haciendo', 'levantando', 'otra vez en',
    )}\\b)`,
  ),
  rule(
    `\\bme (?:hago|hice|he hecho|hacia|sigo haciendo) dano ${any(
      'a proposito', 'aposta', 'adrede', 'queriendo', 'a mi mism[oa]', 'cuando', 'para',
    )}\\b|\\b(?:me lastimo|me lastime|me hago dano|me hice dano|dano|lastimo) a mi mism[oa]\\b`,
  ),
  rule(`\\b${notAfter(SOMEONE_ELSE, 'cortarme')}\\b${CUT_EVERYDAY}`, CLUMSY),
  rule(
    `\\b${notAfter(
      SOMEONE_ELSE,
      'me (?:corte|corto|he cortado|volvi a cortar|vuelvo a cortar|he vuelto a cortar|sigo cortando|cortaba)',
    )}\\b${CUT_EVERYDAY}`,
    CLUMSY,
  ),
  rule(
    `\\b${notAfter(
      SOMEONE_ELSE,
      `me ${any(
        'corto', 'corte', 'cortaba', 'he cortado', 'rajo', 'raje', 'rajaba', 'abro', 'abri', 'marco', 'marque', 'rasgo',
        'rasgue', 'rayo', 'raye', 'rayaba', 'muerdo', 'mordi', 'mordia', 'pellizco', 'pellizque',
      )}`,
    )} (?:los|las|mis|el|la|mi) ${BODY}\\b`,
    CLUMSY,
  ),
  rule(
    `\\bme clav\\w* (?:un |el |una |la |las |los )?${any(
      'compas', 'agujas?', 'alfiler(?:es)?', 'boli', 'lapiz', 'tijeras', 'unas', 'cuchill\\w*', 'navaja',
      'cristal(?:es)?', 'tenedor', 'chinchetas?', 'grapas?',
    )}${upTo(3)} (?:en )?(?:el |la |los |las |mis |mi )?${BODY}\\b`,
  ),
  rule(
    `\\bme \\w+${upTo(6)} hasta ${any(
      'sangrar', 'que sangr\\w*', 'hacerme sangre', 'la sangre', 'sangre', 'arrancarmel\\w*',
      'dejarme (?:marcas|moratones|heridas|calvas?)', 'hacerme (?:heridas|marcas|moratones)', 'abrirme la piel',
      'que me (?:salga|salgan) sangre',
      'que me (?:queda|quedan|quede|queden|salen) (?:calvas?|marcas|heridas|moratones)', 'quemarl[ao]s?', 'quemarme',
      'que (?:me )?(?:arda|ardan|queme|quemen|escueza)',
    )}\\b`,
    SKIN_EVERYDAY,
  ),
  // Cuts on the arms, wrists or thighs, whoever has them; a nurse's patient is the one exception.
  rule(
    `\\bcortes? (?:en|por) (?:los |las |mis |mi |el |la )?${any(
      'brazos?', 'munecas?', 'piernas?', 'muslos?', 'venas', 'tripa', 'barriga', 'abdomen', 'caderas?', 'antebrazos?',
      'tobillos?',
    )}\\b`,
    'pacientes?',
    4,
  ),
  rule(
    `\\b(?:me (?:hice|hago|he hecho|hacia|sigo haciendo|volvi a hacer)|hacerme)${upTo(1)} ${any(
      'cortes', 'heridas', 'quemaduras', 'marcas', 'rayas',
    )}\\b`,
  ),
  rule(
    `\\bme (?:volvi|he vuelto|vuelvo|volvere) a ${any(
      'cortar', 'lastimar', 'hacer dano', 'autolesionar', 'rascar hasta', 'golpear', 'arana',
    )}\\b`,
  ),
  rule(
    `\\b${any(
      'autolesionarme', 'me autolesiono', 'me autolesione', 'mis autolesiones', 'me he autolesionado',
      'autolesionandome',
    )}\\b`,
  ),
  rule(
    `\\b${any(
      'saque', 'sacar', 'sacando', 'desmonte', 'desmontar', 'rompi', 'romper',
    )} (?:la |las |una )?cuchillas? (?:del|de los|de la|de una) ${any('sacapuntas', 'maquinilla', 'cuchilla')}\\b`,
  ),
  rule(
    near(
      any('me (?:corto|corte|hago|hice)', 'cortarme', 'en mis (?:brazos|piernas|munecas)'),
      any('cuchillas?', 'sacapuntas', 'cutter', 'hoja de afeitar', 'cristal', 'vidrio', 'tijeras'),
      4,
    ),
    `${any(
      'sin querer', 'cocin\\w*', 'recortando', 'manualidad\\w*', 'fregando', 'limpiando', 'recogiendo', 'afeit\\w*',
      'depil\\w*',
    )}`,
  ),
  // Burning: said to be on purpose, or with a lighter or a cigarette unless it was an accident.
  rule(
    near(
      BURN_MYSELF,
      any(
        'a proposito', 'aposta', 'adrede', 'queriendo',
        'para (?:sentir|castigarme|calmarme|no sentir|desahogarme|sentirme)', 'hasta que',
      ),
      6,
    ),
  ),
  rule(
    near(BURN_MYSELF, any('mechero', 'encendedor', 'cigarr\\w*', 'cerillos?', 'cerillas?'), 6),
    any(
      'sin querer', 'encendiendo', 'cocinando', 'velas?', 'tarta', 'barbacoa', 'horno', 'sarten', 'plancha', 'fogata',
      'hoguera', 'chimenea', 'soldando',
    ),
  ),
  // Scratching, biting, pinching until it bleeds or marks.
  rule(
    `\\bme ${any(
      'rasco', 'rasque', 'rascaba', 'arano', 'arane', 'aranaba', 'pellizco', 'pellizque', 'muerdo', 'mordi', 'mordia',
      'arranco', 'arranque', 'clavo las unas', 'clave las unas', 'he aranado', 'he rascado',
    )}${upTo(6)} hasta ${any(
      'sangrar', 'que sangr\\w*', 'hacerme \\w+', 'dejarme \\w+', 'dejar (?:marcas?|moratones|heridas)',
      'que me (?:salga|salgan|queden?|sangre)\\w*', 'la sangre', 'sangre', 'abrirme la piel',
      'que (?:se me )?(?:pone|ponen|queda|quedan|quede) (?:morad|marcad|negr|azul|en carne viva)\\w*',
      '(?:levantarme|arrancarme|quitarme) la piel',
    )}\\b`,
    SKIN_EVERYDAY,
  ),
  rule(
    `\\b${notAfter(
      SOMEONE_ELSE,
      `me ${any('arane', 'arano', 'he aranado', 'aranaba', 'aranando', 'rasgue', 'rasgo')}`,
    )} ${any('los', 'las', 'mis', 'el', 'la')} ${any(
      'brazos?', 'piernas?', 'munecas?', 'cara', 'piel', 'muslos?', 'manos', 'pecho', 'cuello',
    )}\\b`,
    any(
      'rama', 'zarzas?', 'arbusto', 'clavo', 'alambre', 'valla', 'monte', 'jardin', 'sin querer', 'jugando', 'gat[oa]',
      'perr[oa]', 'espinas?', 'rosal',
    ),
  ),
  // Hitting oneself: repeated blows or against a wall, not a single accidental knock.
  rule(
    `\\bme ${any(
      'golpeo', 'golpee', 'golpeaba', 'he golpeado', 'pego', 'pegue', 'pegaba', 'doy', 'di', 'daba', 'he dado',
    )}${upTo(2)} ${any('golpes', 'punetazos', 'cabezazos', 'bofetadas', 'tortazos', 'manotazos')}\\b`,
  ),
  rule(
    near(
      any('me golpeo', 'me golpee', 'me golpeaba', 'golpearme', 'me doy', 'me di', 'me pego', 'me pegue', 'darme'),
      any(
        'contra la pared', 'contra el suelo', 'contra la puerta', 'contra el espejo', 'a proposito',
        'hasta (?:sangrar|hacerme)',
      ),
      4,
    ),
  ),
  rule(
    `\\bme ${any(
      'golpeo', 'golpeaba', 'pego', 'pegaba', 'doy golpes', 'daba golpes', 'sigo golpeando', 'sigo pegando',
    )} (?:en |contra )?${any('la', 'el', 'mi', 'mis', 'las', 'los')} ${any(
      'cabeza', 'cara', 'piernas', 'brazos', 'tripa', 'pecho', 'barriga', 'muslos', 'pared',
    )}\\b(?! (?:con|al \\w+r)\\b)`,
  ),
  rule(
    `\\b(?:ganas de|quiero|necesito) (?:golpearme|pegarme)\\b(?! ${any(
      'un', 'una', 'unos', 'unas', 'con', 'a', 'al',
    )}\\b)`,
  ),
  // Starving or purging as punishment.
  rule(
    near(
      any('castigo', 'castigarme', 'me castigo', 'castigandome'),
      any(
        'sin comer', 'no comiendo', 'no como', 'dejando de comer', 'hambre', 'haciendome', 'pegandome', 'golpeandome',
        'cortandome', 'quemandome', 'hacerme dano', 'dolor', 'vomit\\w*',
      ),
      5,
    ),
  ),
  rule(
    near(
      any('sin comer', 'no como', 'no comer', 'dejo de comer', 'deje de comer', 'saltarme comidas', 'me salto comidas'),
      any('no me lo merezco', 'no lo merezco', 'no me merezco', 'para castigarme', 'me odio', 'como castigo'),
      6,
    ),
  ),
  rule(
    `\\b${any(
      'no me merezco comer', 'no merezco comer', 'me obligo a no comer', 'me provoco el vomito',
      'me provoque el vomito', 'me provoco vomitos',
    )}\\b`,
  ),
  // Hiding the marks, relief from pain or blood.
  rule(
    near(
      any(
        'para que no (?:se )?(?:vean|vea|noten|note|pregunten|den cuenta)', 'mangas? largas?', 'sudaderas?',
        'tap(?:ar|o|e|arme|armel\\w*)', 'escond\\w*', 'maquill\\w*', 'pulseras', 'disimul\\w*',
        'no se como explicar\\w*', 'explicarl[oa]s', 'manga corta', 'para que nadie (?:vea|lo vea|se entere)',
      ),
      any(
        'marcas', 'cortes', 'cicatrices', 'heridas', 'quemaduras', 'moratones', 'lo que me (?:hago|hice|he hecho)',
        'vendad[oa]s', 'me vean los (?:brazos|munecas|muslos)', 'me vean las (?:munecas|piernas)',
      ),
      8,
    ),
    any(
      'acne', 'granos', 'ojeras', 'estrias', 'tatuaj\\w*', 'varices', 'celulitis', 'manchas', 'operacion', 'cesarea',
      'gord\\w*', 'flac\\w*', 'vello', 'pelos', 'sol', 'complej\\w*', 'frio', 'mosquitos?', 'picaduras?',
      'vacuna', 'chupetones?',
    ),
  ),
  rule(
    `\\b(?:ver |sentir )?${any('sangre', 'sangrar', 'el dolor fisico', 'dolor fisico', 'sentir dolor')}${upTo(2)} ${any(
      'me calma', 'me alivia', 'me tranquiliza', 'me relaja', 'me desahoga', 'me hace sentir', 'es lo unico',
    )}\\b|\\bnecesito (?:sentir dolor|ver sangre|sangrar)\\b`,
  ),
  rule(
    `\\b${any(
      'self ?harm\\w*', 'cut(?:ting)? myself', 'hurt(?:ing)? myself', 'burn(?:ing)? myself', 'cutting again',
    )}\\b`,
  ),
];

/** What everyday exhaustion is about: weather, work, noise, neighbours, exams. */
const EVERYDAY_STRAIN = any(
  'calor', 'frio', 'jefe', 'jefa', 'curro', 'trabajo', 'vecin[oa]s?', 'ruido', 'trafico', 'atasco', 'dolor de \\w+',
  'examen(?:es)?', 'suegr[oa]', 'obras', 'mudanza', 'reunion(?:es)?', 'gimnasio', 'gym', 'agujetas', 'resaca',
);

/** Life itself as the object of hopelessness; "seguir" only when nothing says seguir what. */
const LIFE = any(
  'la vida', 'mi vida', 'vivir', 'seguir viviendo', `seguir(?! ${COMPLEMENT}\\b)`, 'existir', 'mi existencia',
  'levantarme', 'seguir adelante', 'seguir luchando', 'seguir aqui', 'estar viv[oa]', 'nada', 'nada de esto',
);
const NO_VALUE = any(
  'no tiene (?:ningun |ni |mucho )?sentido',
  'no le (?:veo|encuentro|hallo) (?:ningun |el |ni un |ni )?(?:sentido|gusto|razon|motivo)',
  'no (?:veo|encuentro) (?:ningun |el )?sentido', 'no vale la pena', 'no merece la pena', 'sin sentido',
  'no (?:hay|tengo|me quedan|encuentro|veo) (?:ningun\\w* )?(?:razon|razones|motivos?|ganas) ' +
    '(?:para|de|por (?:la|el) que)',
  'ha perdido (?:el |su )?sentido', 'perdio (?:el |su )?sentido', 'ya no me ilusiona',
  'no hay nada que me haga (?:querer|tener ganas de)',
);

/** What a person who feels a burden says they are. */
const BURDEN = any(
  'carga', 'estorbo', 'lastre', 'peso', 'peso muerto', 'molestia', 'problema', 'desgracia', 'ruina', 'gasto(?: mas)?',
);
/** For whom: everyone, nobody, the family ("ya no voy a ser un problema para nadie"). */
const FOR_EVERYONE = any(
  'nadie', 'nadie mas', 'vosotros', 'ustedes', 'ti', 'todos', 'todo el mundo', 'mi familia', 'mis padres', 'mis hijos',
  'mi madre', 'mi padre', 'mi mama', 'mi papa', 'mi pareja', 'los demas',
);

/** Hopelessness about life and the future, and feeling a burden (interpersonal theory). */
const HOPELESSNESS_BURDEN: Rule[] = [
  // Red-team rounds 7–8 ----------------------------------------------------------------------------------
  // Going on without a reason, as a question: "no sé para qué sigo aquí", "no tengo a nadie, ¿para qué seguir?".
  rule(
    `\\bno (?:se|entiendo) (?:para|por) que (?:sigo|continuo|existo|vivo)` +
      '(?: (?:aqui|aca|viv[oa]|en este mundo|respirando))?' +
      `\\b(?! ${any('en', 'con', 'de', 'a', 'al', 'haciendo', 'trabajando', 'estudiando', 'intentando', GERUND)}\\b)`,
  ),
  rule(
    '\\bpara que (?:seguir|vivir|continuar|levantarme|seguir viviendo|seguir luchando|seguir aqui)' +
      `\\b(?! ${COMPLEMENT}\\b)`,
    any('examen\\w*', 'curso', 'carrera', 'dieta', 'gimnasio', 'serie', 'libro', 'partido', 'juego', 'relacion'),
  ),
  // Others relieved by my absence: "si me fuera, descansarían", "sin mí se ahorrarían muchos problemas".
  rule(
    near(
      `(?:si (?:yo )?(?:ya )?${any(
        'me fuera', 'me voy', 'me muero', 'me muriera', 'no estoy', 'no estuviera', 'desaparezco', 'desapareciera',
        'faltara', 'falto',
      )}|sin mi(?! (?:${any(
        'movil', 'telefono', 'coche', 'carro', 'ayuda', 'dinero', 'sueldo', 'trabajo', 'permiso', 'firma', 'opinion',
        'consejo', 'coche', 'casa', 'familia', 'madre', 'padre', 'pareja', 'perro', 'gato',
      )})\\b))`,
      any(
        'descansar\\w*', 'estarian mejor', 'estaria mejor', 'vivirian mejor', 'vivirian (?:mas )?tranquil\\w*',
        'serian mas felices', 'se ahorrarian', 'respirarian', 'mejor para todos', 'les iria mejor', 'saldrian adelante',
        'rehacerian? su vida', 'no perderia nada', 'nadie (?:lo )?notaria', 'no (?:se )?notaria',
      ),
      6,
    ),
    any('vacaciones', 'viaje', 'turno', 'guardia', 'finde', 'cansad\\w*'),
  ),
  // "Mejor si no estoy": better if I am not there (not at a meeting).
  rule(`\\bmejor (?:si|que) (?:yo )?no (?:estoy|este|estuviera|existo|existiera)\\b(?! ${COMPLEMENT}\\b)`),
  // Others having to put up with me, and leaving first: "mejor me voy yo antes de que me sigan aguantando".
  rule(
    near(
      any(
        'mejor me voy', 'me voy yo', 'irme', 'desaparecer', 'no estar', 'quitarme de en medio', 'me quito de en medio',
      ),
      'me (?:sigan|tengan que|tienen que|siguen|sigue|tenga que|tiene que) (?:aguant|soport|cargar con|cuidar)\\w*',
      8,
    ),
    any('jaja', 'viaje', 'vacaciones', 'fiesta', 'cena'),
  ),
  // Only getting in the way: "lo único que hago es estorbar".
  rule(
    `\\b(?:lo unico que hago es|solo se|no hago mas que|solo sirvo para) (?:estorbar|molestar|causar problemas|` +
      'dar problemas|ser una carga|ser un estorbo)\\b',
    any('jaja', 'en la cocina', 'hermano', 'hermana', 'perro', 'gato'),
  ),
  // One's people deserve someone who is not a burden: "mis hijos merecen una madre que no sea un lastre".
  rule(
    `\\b(?:merecen|merece|se merecen|se merece) (?:una|un|otr[oa]) (?:\\w+ ){0,1}` +
      '(?:madre|padre|hij[oa]|pareja|novi[oa]|amig[oa]|herman[oa]|mujer|marido|esposa|esposo|mama|papa)' +
      `(?: mejor que yo| que no sea (?:un|una) ${BURDEN})\\b`,
  ),
  // Not fair that I stay alive: "no es justo que siga aquí".
  rule(
    `\\bno (?:es justo|tiene sentido|merece la pena|vale la pena) que (?:yo )?(?:siga|continue) ` +
      '(?:aqui|viv[oa]|existiendo|respirando|en este mundo)\\b(?! (?:en|con|de|trabajando|esperando)\\b)',
  ),
  // Not wanting to be a burden, and deciding to "solve" it: "ya no quiero ser una molestia, por eso lo voy a
  // solucionar".
  rule(
    near(
      `no quiero (?:seguir )?(?:siendo|ser) (?:un |una )?${BURDEN}`,
      any(
        DO_IT, 'lo voy a solucionar', 'voy a solucionarlo', 'lo voy a arreglar', 'voy a arreglarlo', 'por eso me voy',
        'me voy a ir', 'me quito de en medio', 'voy a desaparecer',
      ),
      8,
    ),
    any('cuando sea mayor', 'de mayor', 'residencia', 'vejez', 'jubil\\w*', 'operacion', 'rehabilitacion'),
  ),
  // Beyond help: "no hay nada que hacer conmigo", "soy un caso perdido", "estoy condenada".
  rule(
    `\\b(?:no hay nada que hacer conmigo|no (?:tengo|hay) remedio(?: para mi)?|soy un caso perdido|` +
      `estoy condenad[oa](?! a\\b))\\b`,
    any('jaja', 'tarta', 'chocolate', 'compras', 'series?', 'dulce\\w*', 'cafe', 'zapatos', 'libros'),
  ),
  // A future one cannot picture oneself in: "no me imagino el año que viene, no me veo en él".
  rule(
    `\\bno me (?:imagino|veo) (?:en )?${any(
      'el ano que viene', 'el proximo ano', 'dentro de (?:un|unos|\\w+) anos?', 'de viej[oa]', 'en el futuro',
    )}\\b(?! ${any(GERUND, 'en (?:este|esta|esa|ese)', 'aqui', 'alli', 'con', 'sin', 'casad[oa]', 'de', 'en')}\\b)`,
  ),
  // Worth more dead: "vale más el seguro que yo", "valgo más muerta".
  rule(
    `\\b(?:valgo mas muert[oa]|(?:vale|valdria) mas (?:el|mi) seguro(?: de vida)? que yo|mi seguro de vida vale mas|` +
      '(?:cobren|cobrarian|cobraria|cobrara|cobre) (?:el|mi) seguro de vida)\\b',
  ),
  // Red-team round 6. Life as a dead end: "mi vida es un callejón sin salida", "la vida se me hace un túnel
  // sin luz" (not "mi vida laboral", not "este trabajo").
  rule(
    `\\b(?:mi vida|la vida|vivir|mi existencia) ${any(
      'es', 'se me hace', 'se ha convertido en', 'se ha vuelto', 'me parece', 'sigue siendo', 'es como',
    )} (?:un|una) ${any(
      'callejon sin salida', 'tunel sin (?:luz|salida|final|fin)', 'tunel (?:oscuro|negro)', 'pozo sin fondo',
      'pozo negro', 'carcel', 'condena', 'laberinto sin salida', 'agonia',
    )}\\b`,
  ),
  // "Estoy harta de ser la cruz de mi madre": a burden named with another word.
  rule(
    `\\b(?:ser|soy|siendo|sea|sere) (?:la|una|su) (?:cruz|carga|condena|desgracia|ruina) (?:de|para) ` +
      `(?:mi|mis|toda mi|la|los|las|su|sus) \\w+`,
    any(
      'equipo', 'empresa', 'jefe', 'jefa', 'profe\\w*', 'clase', 'partido', 'proyecto', 'cuando sea (?:mayor|viej[oa])',
      'de mayor', 'vejez',
    ),
  ),
  rule(
    `\\bya no (?:voy a ser|sere|seremos|vas a tener que cargar con)(?: nunca mas)? (?:un |una )?${BURDEN}\\b` +
      `(?! (?:en|con|de)\\b| para (?!${FOR_EVERYONE}\\b))`,
  ),
  rule(`\\b(?:solo|no hago mas que|siempre|yo) estorb(?:o|ando)\\b(?! en (?:la|el) (?:cocina|pasillo|foto)\\b)`),
  rule(
    `\\b${notAfter(
      'en (?:el|la|mi) (?:trabajo|curro|equipo|empresa|clase|oficina)', '(?:soy|me siento|me veo como|siento que soy)',
    )} (?:un |una |solo un |solo una |nada mas que un |nada mas que una )?${BURDEN}\\b(?! ${any(
      'en (?:la|el|esta|este) ' +
        '(?:cocina|partido|equipo|trabajo|mudanza|fiesta|reunion|boda|foto|obra|oficina|clase|grupo)',
      'jugando',
      'para (?:el|la|mi) (?:equipo|empresa|jefe|jefa|proyecto|grupo)', 'con (?:el|la|los|las)',
      'de (?:\\w+ )?(?:kilos|persona)',
    )}\\b)`,
  ),
  rule(
    `\\b${any(
      'mejor', 'mas tranquil[oa]s?', 'mas feli(?:z|ces)', 'mas a gusto', 'mas en paz', 'en paz', 'mas libres?', 'bien',
    )} sin mi\\b(?! ${any(
      'movil', 'telefono', 'coche', 'carro', 'jefe', 'jefa', 'ex', 'pareja', 'novi[oa]', 'familia', 'trabajo', 'perro',
      'gato', 'casa', 'ordenador', 'portatil', 'moto', 'bici', 'ayuda', 'madre', 'padre', 'mama', 'papa', 'herman[oa]',
      'amig[oa]s?', 'cafe', 'gafas', 'abrigo', 'tarjeta', 'cartera', 'mochila', 'cuenta', 'opinion', 'consejo',
      'presencia en la reunion',
    )}\\b)|\\bmejor sin (?:este|esta|semejante) (?:problema|carga|estorbo|lastre|desgracia)\\b|` +
      `\\bsufren (?:tanto |bastante |mucho )?por mi culpa\\b`,
  ),
  // "Todo sería más fácil si no estuviera": a world without me, told as a condition.
  rule(
    `\\bsi (?:yo )?(?:ya )?${any(
      'no estuviera', 'no estuviese', 'no hubiera nacido', 'no hubiese nacido', 'no viviera', 'desapareciera',
      'me muriera', 'me muero', 'desaparezco', 'me fuera para siempre', 'dejara de existir',
      'me (?:quito|quitara|quitase) (?:de en|del) medio',
    )}\\b(?! ${any(
      COMPLEMENT, 'de (?:risa|hambre|sed|frio|calor|sueno|ganas|verguenza)', 'tan', 'muy', 'enferm[oa]', 'cansad[oa]',
      '\\w+ad[oa]s?', '\\w+id[oa]s?', 'aqui', 'presente', 'ocupad[oa]', 'lloviendo',
    )}\\b)`,
  ),
  rule(
    `\\b(?:si yo no existiera|${any(
      'seria', 'serian', 'estaria', 'estarian', 'seriamos', 'estariamos', 'vivirian', 'viviria', 'iria', 'irian',
    )}${upTo(4)} si no existiera)\\b(?! \\w)`,
  ),
  rule(
    `\\bmejor (?:si )?${any(
      'no existir', 'no haber nacido', 'no existiera', 'no hubiera nacido', 'no estar viv[oa]',
    )}\\b`,
  ),
  rule(
    `\\b(?:solo|siempre|no hago mas que) ${any(
      'causo', 'doy', 'traigo', 'genero', 'creo', 'causar', 'dar',
    )} ${any('problemas', 'disgustos', 'sufrimiento', 'dolor')}\\b(?! ${any(
      'con la', 'con el', 'al (?:ordenador|coche|movil)',
    )}\\b)|\\b(?:le|les|os|te) (?:arruino|destrozo|amargo|jodo) la vida\\b|` +
      `\\b(?:arruino|destrozo|estropeo) todo lo que toco\\b`,
  ),
  rule(
    `\\b(?:les|le|os) ${any('haria', 'hare', 'haria')} un favor (?:a todos |a todo el mundo )?${any(
      'si', 'desapareciendo', 'muriendome', 'yendome', 'no estando',
    )}\\b`,
  ),
  rule(
    `\\b(?:nadie|a nadie)${upTo(6)} ${any(
      `si (?:yo )?${any(
        'desapareciera', 'me muriera', 'muriera', 'me muero', 'no estuviera', 'ya no estuviera', 'me fuera', 'faltara',
        'me pasara algo',
      )}`,
      'me echaria de menos', 'me echaria en falta', 'me (?:va|iba) a echar de menos', 'me echara de menos',
      'me (?:va|iba) a extranar', 'notaria (?:que no estoy|mi ausencia|si me fuera|si faltara|si desapareciera)',
      'lloraria por mi', 'me extranaria', 'vendria a mi entierro', 'iria a mi funeral',
    )}\\b`,
  ),
  // A parent or partner who sees themselves in the third person: "mis hijos estarían mejor sin su madre".
  rule(
    `\\b${any('mis hijos', 'mi hij[oa]', 'mi familia', 'mi marido', 'mi mujer', 'mi pareja')}${upTo(2)} ` +
      `${any('estarian', 'estaria', 'vivirian', 'viviria', 'serian', 'seria', 'irian', 'iria')} (?:mejor|mas \\w+) ` +
      `(?:sin (?:su|una)|con (?:otr[oa]|cualquier otr[oa])) ${any(
        'madre', 'padre', 'mama', 'papa', 'mujer', 'marido', 'pareja',
      )}\\b|\\b${any('mis hijos', 'mi hij[oa]', 'mi familia', 'mi marido', 'mi mujer', 'mi pareja')}${upTo(2)} ` +
      `${any('estarian', 'estaria', 'vivirian', 'viviria', 'serian', 'seria')} ` +
      '(?:mejor|mas \\w+) con (?:otr[oa]|cualquier otr[oa])\\b',
  ),
  rule(
    `\\b${any(
      'desperdicio de (?:oxigeno|espacio|aire|vida)', 'no valgo (?:para )?nada', 'no valgo la pena',
      'no (?:valgo|sirvo|merezco)(?: ni)?(?: para)? (?:estar viv[oa]|vivir|existir|seguir viv[oa])',
      'soy un fracaso(?! (?:en|con|para|de|como (?:cocinero|cocinera|jugador\\w*))\\b)',
      '(?:mi existencia|mi vida|haber nacido|mi nacimiento|yo) (?:es|fue|ha sido|soy) ' +
        'un (?:error|desperdicio|castigo|fracaso)',
      'soy (?:una )?basura',
      // "Hoy no sirvo para nada, necesito un café": a bad morning, not a worthless life.
      `${notAfter('(?:hoy|esta manana|esta tarde|sin cafe)', 'no sirvo para nada')}` +
        '(?! (?:en|con|de|cuando|si|jaja|hoy|sin)\\b)',
    )}\\b`,
  ),
  rule(
    `\\b(?:el mundo|nadie|mi familia|la gente|los demas) (?:ya )?(?:no )?me (?:necesita|necesitan)\\b(?! ${any(
      'para', 'hoy', 'en', 'ahora', 'hasta',
    )}\\b)`,
  ),
  rule(
    `\\b${any(
      'no le importo a nadie', 'a nadie le importo', 'no le importaria a nadie', 'no le hago falta a nadie',
      'no le sirvo a nadie',
    )}\\b`,
  ),
  rule(
    `\\b${notAfter('(?:me|te|le|nos|les|os)', 'sobro')}\\b(?! ${any(
      'de', 'comida', 'dinero', 'tiempo', 'espacio',
      'en (?:esta|este|la|el) (?:reunion|fiesta|cena|grupo|clase|foto|equipo|conversacion|plan)',
    )}\\b)|\\bestoy de mas\\b(?! en (?:la|el|esta|este) (?:reunion|fiesta|cena|grupo|clase|foto)\\b)`,
  ),
  rule(
    `\\bno ${any('merezco', 'me merezco')} ${any(
      'vivir', 'estar viv[oa]', 'existir', 'seguir viv[oa]', 'seguir aqui', 'nada', 'que me quieran', 'la vida',
      'ser feliz', 'estar aqui',
    )}\\b`,
  ),
  // Hopelessness about life and the future (not about a traffic jam or a project).
  rule(
    `\\bno (?:hay|tengo|le veo|veo|encuentro|queda) (?:ninguna )?salida\\b(?! ${any(
      'a', 'al', 'de', 'del', 'en', 'por', 'para (?:el|la|los|las|este|esta|ese|esa)', 'de emergencia',
    )}\\b)|\\b(?:me siento|estoy)${upTo(1)} en un callejon sin salida\\b`,
  ),
  rule(
    `\\b(?:nada|ya nada|nunca nada|esto no|mi vida no|nada de esto)${upTo(1)} (?:va a|vaya a|van a) ${any(
      'mejorar', 'cambiar', 'ir a mejor', 'tener sentido', 'salir bien', 'arreglarse',
    )}\\b(?! ${any('mi', 'tu', 'su', 'el', 'la', 'los', 'las', 'lo', 'que', 'de')}\\b)`,
  ),
  rule(
    `\\b(?:no|nada|ningun\\w*|ya no)${upTo(3)} por (?:el |lo |la )?(?:que|cual) ` +
      `${any('vivir', 'seguir viviendo', 'seguir', 'luchar', 'levantarme')}\\b`,
  ),
  rule(
    `\\b(?:la vida|vivir|existir|mi vida|seguir viv[oa])${upTo(1)} (?:ya )?(?:me )?${any(
      'pesa', 'duele', 'sobra', 'es insoportable', 'es un infierno', 'no vale nada', 'se me hace insoportable',
      'es una tortura', 'se me hace (?:muy )?(?:cuesta arriba|eterna|imposible|insoportable|demasiado)',
    )}\\b`,
  ),
  rule(`\\b(?:todo|la vida|vivir) (?:ya )?me (?:sobra|pesa)\\b|\\bme sobra todo\\b`),
  // Living without a reason: "vivo por vivir", "existo por inercia".
  rule(`\\b(?:vivo|vivir|existo|existir|respiro) por (?:vivir|existir|inercia|obligacion|costumbre)\\b`),
  // The future denied: "el futuro no existe para mí", "mi futuro está muerto".
  rule(
    `\\b(?:el|mi) futuro (?:ya )?(?:no existe|es negro|se acabo|no es para mi|esta muerto|esta perdido)\\b` +
      `(?! (?:de|del|en|para (?!mi\\b))\\b)`,
    any('empresa', 'pais', 'planeta', 'sector', 'equipo', 'club', 'partido', 'proyecto', 'relacion'),
  ),
  // "Todo es oscuro y no va a cambiar": life or the self as what will never change.
  rule(
    near(
      any('todo', 'esto', 'mi vida', 'nada', 'lo mio', 'yo', 'oscuro', 'siempre'),
      'no (?:va|vaya) a (?:cambiar|mejorar)(?: nunca| jamas)?',
      5,
    ),
    any(
      'jefe', 'jefa', 'gobierno', 'pais', 'empresa', 'relacion', 'novi[oa]', 'pareja', 'ex', 'equipo', 'tiempo',
      'clima', 'trafico', 'precio\\w*', 'sueldo', 'horario', 'ley', 'politic\\w*', 'madre', 'padre', 'suegr\\w*',
      'vecin\\w*', 'herman\\w*',
    ),
  ),
  rule(
    `\\b(?:mi vida|esto|mi situacion|lo mio)${upTo(5)} (?:no|nunca) (?:va|vaya) a ${any(
      'cambiar', 'mejorar', 'ir a mejor', 'arreglarse',
    )}\\b|\\bno (?:veo|hay|encuentro) (?:la )?luz al final del tunel\\b`,
  ),
  rule(
    `\\b(?:nunca|jamas) ${any('voy a', 'podre', 'vaya a', 'voy a poder')} ${any(
      'estar bien', 'ser feliz', 'salir de esta', 'mejorar', 'superarlo', 'tener una vida', 'salir de este pozo',
    )}\\b|\\bno voy a ${any(
      'salir de esta', 'mejorar nunca', 'estar bien nunca', 'ser feliz nunca', 'salir de este pozo',
    )}\\b`,
  ),
  // Life, living or going on, said to have no meaning, worth or reason.
  rule(
    // "Hoy no tengo ganas de nada" is one day, not a life.
    `\\b${notAfter('hoy', NO_VALUE)}${upTo(2)} (?:a |de |para |en )?${LIFE}\\b` +
      '(?! (?:hoy|esta (?:manana|tarde|noche)|con este \\w+)\\b)|' +
      `\\b${LIFE}${upTo(2)} (?:ya )?${NO_VALUE}\\b`,
  ),
  rule(
    `\\b(?:ya )?nada (?:me )?${any(
      'tiene sentido', 'tiene ya sentido', 'vale la pena', 'merece la pena', 'me ilusiona', 'me importa', 'importa',
    )}\\b(?! ${any(
      'en (?:esta|este|la|el) (?:serie|pelicula|libro|examen|clase|trabajo|empresa|ejercicio|partido)', 'de lo que',
      'para (?:el|la|este|esta)', 'mas que',
    )}\\b)`,
  ),
  // A foreshortened future: "no me veo llegando a los 30".
  rule(
    `\\bno me veo ${any('llegando', 'llegar', 'cumpliendo', 'cumplir', 'viv[oa]')}${upTo(2)} ${any(
      'a los \\d+', 'los \\d+', 'a viej[oa]', 'a mayor', 'a (?:mi|el) (?:proximo )?cumpleanos', 'a navidad',
      'al verano', 'a fin de ano',
    )}\\b`,
  ),
  rule(
    `\\bno ${any('veo', 'le veo', 'tengo', 'hay')} (?:ningun |ni un |nada de )?futuro\\b(?! ${any(
      'a (?!mi vida|nada|seguir)', 'al', 'en', 'con', 'de', 'del', 'para (?!mi\\b)', 'profesional', 'laboral',
      'economico',
    )}\\b)`,
  ),
  rule(
    `\\b${any(
      'no (?:me )?(?:queda|tengo|hay|siento) (?:ninguna |nada de )?esperanza', 'sin esperanza',
      'perdi (?:toda )?la esperanza', 'he perdido (?:toda )?la esperanza', 'ya no tengo esperanza',
    )}\\b(?! ${any('de', 'en (?:que|el|la|los|las)', 'con', 'para (?:el|la|que)')}\\b)`,
  ),
  rule(
    `\\b(?:cansad[oa]s?|hart[oa]s?|agotad[oa]s?) de ${any(
      'luchar', 'intentarlo', 'aguantar', 'sobrevivir', 'seguir', 'ser yo', 'sufrir', 'estar asi',
    )}\\b(?! ${any(
      'con (?:mi|mis|el|la|los|las|tu|su)', 'contra (?:el|la|los|las|mi|mis)', 'por (?:el|la|los|las|un|una)',
      'en (?:el|la)', 'el', 'la', 'los', 'las', 'a (?:mi|mis|la|el) (?:jefe|jefa|vecin\\w*|compa\\w*|suegr\\w*)',
      'tanto trabajo',
    )}\\b)`,
  ),
  rule(
    `\\b(?:cansad[oa]s?|hart[oa]s?) de todo\\b(?! ${any(
      'el', 'la', 'los', 'las', 'lo', 'esto', 'este', 'esta', 'eso', 'en',
    )}\\b)|\\btodo me da igual\\b|\\bya nada me importa\\b`,
  ),
  rule(
    `\\bya no (?:aguanto|puedo|soporto)(?: mas\\b|(?! mas\\b))(?! ${any(
      COMPLEMENT, 'me (?:voy|duele|duelen|muero de|como|tomo|acuesto)', 'y (?:me|voy)', 'hoy', 'jaja',
      '\\w+(?:ar|er|ir)(?:me|te|le|lo|la|les|los|las|nos|se)?',
    )}\\b)`,
    EVERYDAY_STRAIN,
  ),
  rule(
    `\\bno (?:puedo|aguanto|soporto|quiero) (?:mas )?${any(
      'vivir', 'seguir viviendo', 'seguir con vida', 'estar viv[oa]', 'existir',
    )}\\b(?! ${any(
      'en', 'con', 'cerca', 'lejos', 'de alquiler', 'solo', 'sola', 'aqui', 'alli', 'sin', 'junto', 'asi de',
      'pendiente',
    )}\\b)`,
  ),
  rule(
    `\\bno (?:puedo|aguanto|soporto) mas (?:con )?${any(
      'mi vida', 'la vida', 'vivir', 'esta vida', 'existir', 'estar viv[oa]', 'seguir viv[oa]',
    )}\\b`,
  ),
  rule(`\\bno (?:puedo|aguanto) mas con todo\\b(?! ${any('el', 'la', 'los', 'las', 'lo', 'esto', 'este', 'esta')}\\b)`),
  rule(
    `\\bni (?:para |de )?(?:vivir|seguir viviendo|existir|seguir viv[oa])\\b`,
    any('sueldo', 'dinero', 'pagar', 'alquiler', 'llega', 'euros', 'tiempo'),
  ),
  rule(
    `\\b${any(
      'ya no (?:me )?(?:tengo|quedan) fuerzas', 'no me quedan fuerzas', 'no tengo fuerzas',
    )}\\b(?! para (?!seguir|vivir|luchar|nada mas)\\w+)`,
    any(
      'gripe', 'fiebre', 'resfriad\\w*', 'covid', 'anemia', 'regla', 'operacion', 'quimio\\w*', 'gimnasio',
      'entren\\w*',
    ),
  ),
  rule(`\\bno espero nada de (?:la vida|nadie|nada|el futuro|mi vida)\\b`),
  rule(`\\b(?:la vida|vivir|este mundo) no es para mi\\b`),
  // Trapped, with no way out: "me siento atrapada y no veo cómo salir de esto", "estoy en un pozo".
  rule(
    `\\b(?:estoy|me siento|vivo)${upTo(1)} (?:en|metid[oa] en) un (?:pozo|agujero)\\b` +
      '(?! (?:de (?:deudas|trabajo)|en la calle)\\b)|' +
      `\\bno hay fondo\\b`,
  ),
  rule(
    near(
      'atrapad[oa]|encerrad[oa] en mi (?:cabeza|vida)',
      any('no (?:veo|se|encuentro) (?:como|por donde) salir', 'sin salida', 'no hay (?:salida|escapatoria)'),
      8,
    ),
    any('ascensor', 'atasco', 'trafico', 'nieve', 'aeropuerto', 'metro'),
  ),
  rule(`\\bno (?:le )?veo salida${upTo(4)} (?:a )?mi vida\\b`),
  rule(`\\b(?:me he rendido|me rendi)\\b(?! (?:con|en|a|al|ante|de)\\b)`),
  rule(`\\bme (?:estoy )?muer\\w* por dentro\\b`),
  // "Pronto descansaré": rest as the end of everything, not as a holiday after exams.
  rule(
    `\\b(?:pronto|ya|por fin) (?:voy a |podre )?descansar(?:e|emos)?\\b(?! ${any(
      COMPLEMENT, 'unos', 'unas', 'hasta', 'despues', 'cuando', 'tranquil\\w*', 'bien', 'jaja', 'manana', 'hoy',
      'un poco',
    )}\\b)`,
    any(
      'vacaciones', 'examen\\w*', 'turno', 'finde', 'fin de semana', 'verano', 'jubil\\w*', 'entrega', 'trabajo',
      'curso', 'semana', 'viaje', 'guardia', 'mudanza', 'obra', 'proyecto', 'cansad\\w*', 'dormir',
    ),
  ),
  rule(`\\b(?:esto|mi vida|yo)${upTo(1)} no tiene arreglo\\b|\\bno tengo arreglo\\b(?! ${any('con', 'para')}\\b)`),
  rule(
    `\\b${any(
      'better off without me', 'i m a burden', 'burden to everyone', 'no reason to live', 'no way out',
      'nothing will ever get better', 'hopeless',
    )}\\b`,
  ),
];

/** Worry about someone else: the crisis lines help people who are afraid for a friend or relative. */
const AT_RISK_3P = any(
  `se ${any('quiere', 'queria', 'va a', 'iba a', 'piensa', 'puede', 'vaya a')} (?:\\w+ )?${KILL_CLITIC_VERB}`,
  `se mata(?! (?:a|de|con|en|por|jaja)\\b|\\w| ${GERUND})`, 'se (?:haga|hiciera) dano', 'se lastime', 'se mate',
  `se ${SUICID}e`, 'se corte', 'se quite la vida', '(?:regal|repart|don)\\w* (?:todas )?sus cosas',
  'se despide de todos', 'matarse', 'suicidarse', 'quitarse la vida', 'acabar con su vida', 'ahorcarse', 'colgarse',
  'envenenarse', 'cortarse las venas', 'pegarse un tiro', 'autolesionarse', 'hacerse dano', 'lastimarse',
  'se quiere morir', 'quiere morirse', 'quiere morir', 'ganas de morirse', 'se quiere matar', 'se quiere suicidar',
  'se va a matar', 'se va a suicidar', 'se corta', 'se cortaba', 'se ha cortado', 'se ha vuelto a cortar',
  'se hace cortes', 'se hace dano', 'se lastima', 'se autolesiona', 'se quema a proposito', 'se golpea', 'se suicido',
  'se quito la vida', 'intento (?:matarse|suicidarse|quitarse la vida)', 'no quiere vivir', 'no quiere seguir viviendo',
  'ya no quiere vivir', 'piensa en (?:matarse|suicidarse|morirse|la muerte)', 'tiene pastillas guardadas',
  'esta guardando pastillas', `(?:guarda|esconde|acumula|junta) ${PILLS}`,
  `esta (?:guardando|juntando|acumulando|escondiendo) (?:las |sus )?${PILLS}`, 'regalo sus cosas',
  'ha regalado sus cosas', 'quiere desaparecer', 'no le ve sentido a (?:nada|la vida|vivir)',
  'ha vivido (?:bastante|suficiente|demasiado)',
  'ya no (?:va a estar|estara)(?! (?:en|de|disponible|con|para|hasta)\\b)',
  'habla (?:mucho )?de (?:morirse|la muerte|desaparecer|no estar|irse para siempre)',
  '(?:foto|fotos|imagen|video) de (?:una|la|unas|las|un|el) ' +
    '(?:cuerda|soga|pastillas|cuchillas?|pistola|arma|vias|azotea)',
  'ya no aguanta(?! (?:a|al|el|la|los|las|este|esta|mas a|con)\\b)', 'se despide(?! de (?:su|sus|la|el|los|las)\\b)',
  `(?:usar(?:la|lo)?|va a usar)${upTo(2)} (?:con (?:el|ella) mism[oa]|contra si mism[oa]|consigo(?: mism[oa])?)`,
  'estarian mejor sin (?:el|ella)', 'estariamos mejor sin (?:el|ella)',
  `(?:le gustaria|quiere|quisiera|desearia|prefiere|preferiria) no ${any(
    'despertar', 'existir', 'estar', 'vivir', 'haber nacido',
  )}`,
  `se ${any('tomo', 'trago', 'bebio', 'ha tomado', 'ha tragado')}${upTo(2)} ${OVERDOSE}${upTo(2)} ${PILLS}`,
  `se ${any(
    'quema', 'quemo', 'quemaba', 'corta', 'corto', 'cortaba', 'hace cortes en', 'hizo cortes en', 'arana', 'rasca',
    'golpea', 'pega en',
  )} ${any('los', 'las', 'sus')} ${any('brazos', 'piernas', 'munecas', 'muslos', 'venas', 'antebrazos')}`,
  '(?:tirarse|se tiro|se (?:\\w+ )?a (?:tirar|lanzar|arrojar|aventar)|se quiere tirar|lanzarse|aventarse)' +
    `${upTo(3)} ${PLACE}`,
  '(?:ha )?public\\w* (?:una|un mensaje de|una carta de) despedida',
  '(?:mensaje|audio|carta|video|nota) (?:de despedida|despidiendose)',
  'despidiendose(?! de (?:su|sus|la|el|los|las)\\b)',
  // Red-team rounds 7–8: burning or cutting with an instrument, a photo of the drop.
  'se (?:quema|quemo|quemaba|corta|corto|cortaba|lastima|lastimo|hace cortes|hizo cortes) ' +
    'con (?:el|un|una|la|unas|las) ' +
    '(?:encendedor|mechero|cigarr\\w*|cuchillas?|cut+er|navaja|compas)',
  '(?:foto|fotos|imagen|video) (?:de|del) (?:vacio|borde)',
  'que (?:sobra|estorba|es una carga|es un estorbo)(?! (?:comida|dinero|tiempo|espacio|sitio)\\b)',
);
/** Everyday things other people do to themselves: a haircut, a knock, a near miss. */
const THIRD_PERSON_EVERYDAY = any(
  'se corta (?:el|la|las|los|un) (?:pelo|flequillo|barba|unas|puntas|luz|llamada)',
  'hacerse dano (?:en|con|al|jugando)', 'se hace dano (?:en|con|al|jugando)', 'viaje', 'vacaciones', 'se muda',
  'se (?:haga|hiciera) dano (?:en|con|al|jugando)', 'se golpea con', 'casi se mata', 'sin querer', 'jugando',
);
const THIRD_PERSON: Rule[] = [
  // Someone unnamed is a character when a book or a film is within the frame window (twelve words).
  rule(`\\b${after(SOMEONE, 8, AT_RISK_3P)}\\b${NOT_HYPERBOLE}`, any(FICTION, THIRD_PERSON_EVERYDAY), 12),
  rule(`\\b${after(any(KNOWN_PERSON, REPORTED), 12, AT_RISK_3P)}\\b${NOT_HYPERBOLE}`, THIRD_PERSON_EVERYDAY),
  rule(
    `\\b${after(
      any(KNOWN_PERSON, REPORTED),
      8,
      any(
        'se (?:(?:quiere|queria|quiso|va a|iba a|esta) )?despedi\\w* de todos', 'despedirse de todos',
        'despidiendose de todos',
      ),
    )}\\b`,
    any(GRIEF, 'enferm\\w*', 'jubila\\w*', 'se muda', 'se va a vivir', 'viaje', 'erasmus', 'trabajo', 'empresa'),
  ),
  rule(
    `\\b${any(
      'me preocupa', 'tengo miedo de que', 'temo que', 'miedo a que', 'me da miedo que',
    )}${upTo(4)} ${any('haga', 'cometa')} (?:una|alguna) ${any('locura', 'tonteria', 'estupidez')}\\b`,
  ),
  rule(`\\b${any('suicidio', 'intento de suicidio', 'sobredosis')} de ${KNOWN_PERSON}\\b`),
  // The means found among someone's things: "encontré una cuchilla entre sus libros".
  rule(
    near(
      'encontr\\w*',
      `(?:cuchillas?|${PILLS}|cuerda|soga|pistola|una nota|una carta)${upTo(3)} ` +
        '(?:entre|en|debajo de|dentro de) (?:sus|su)',
      4,
    ),
    PILLS_EVERYDAY,
  ),
  // Someone who has left a farewell and does not answer: "dejó una nota rara y no contesta el teléfono".
  rule(
    near(
      any(
        'dej\\w* una (?:nota|carta)', '(?:un )?mensaje (?:raro|extrano|de despedida)', 'se despidio',
        'que le perdon\\w*', 'que (?:me|nos) (?:queria|quiere) mucho', 'perdon por todo', 'gracias por todo',
      ),
      any(
        'no (?:me |nos )?(?:contesta|responde|coge el (?:telefono|movil)|aparece)',
        'no (?:sabemos|se) nada de (?:el|ella)', 'tiene el (?:movil|telefono) apagado', 'no da senales',
      ),
      14,
    ),
  ),
  // Someone else giving things away, with another warning sign: "regaló su play y su bici… 'cuídate mucho'".
  rule(
    near(
      '(?:regalo|ha regalado|esta regalando|regala|repartio|ha repartido|esta repartiendo|vendio|ha vendido) ' +
        '(?:sus|su) \\w+',
      any(
        'cuidate(?: mucho)?', 'se despid\\w*', 'ya no (?:los|las|lo|la) (?:necesita|va a necesitar)',
        'no (?:le|les) (?:hace|hacen|van a hacer|hara|haran) falta', '(?:ha )?dej\\w* (?:el|su) trabajo',
        'no (?:me )?contesta', 'rar[oa]',
        'rarisim[oa]', 'preocupad[oa]', 'me dijo adios', 'perdon por todo',
      ),
      12,
    ),
    any('mudanza', 'se muda', 'se va a vivir', 'erasmus', 'viaje'),
  ),
  // "Me da miedo lo que pueda hacer": fear of what someone (or the writer) might do.
  rule(
    `\\b${any('me da miedo', 'tengo miedo de', 'temo', 'me preocupa', 'me asusta')} ` +
      `(?:lo que (?:pueda|vaya a|puede|va a) hacer(?:se)?|que (?:se )?haga (?:algo|dano))\\b(?! (?:con|en|el|la)\\b)`,
  ),
];

/** C-SSRS categories in order of severity; the first that matches is the category returned. */
const CATEGORIES: [RuleCategory, Rule[]][] = [
  ['attempt', ATTEMPT],
  ['plan_preparation', PLAN_PREPARATION],
  ['intent', INTENT],
  ['method', METHOD],
  ['active_thoughts', ACTIVE_THOUGHTS],
  ['passive_wish', PASSIVE_WISH],
  ['self_harm', SELF_HARM],
  ['hopelessness_burden', HOPELESSNESS_BURDEN],
  ['third_person', THIRD_PERSON],
];

/** One pattern that matches wherever any of the rules does (one scan instead of dozens). */
const anyOf = (rules: Rule[]) => new RegExp(rules.map((r) => `(?:${r.re.source})`).join('|') || '(?!)');

/**
 * Each category compiled once: its rules without an exception merged into one pattern (one scan
 * instead of dozens), the rules with an exception kept apart to check their context.
 */
const SCREENS = CATEGORIES.map(([category, rules]) => ({
  category,
  plain: anyOf(rules.filter((r) => !r.unless)),
  guarded: rules.filter((r) => r.unless),
}));

// =============================================================================================
// Explicit mentions and safe frames

/**
 * "Conducir con esta niebla es un suicidio", "el tráfico a estas horas es un suicidio", "un suicidio
 * político": an activity or a thing called suicidal. The subject must not be life, so "vivir así es un
 * suicidio" and "esta vida es un suicidio" still flag.
 */
const ACTIVITY_CALLED = `(?:${any(
  'conducir', 'salir', 'ir', 'correr', 'invertir', 'comprar', 'hacer', 'cruzar', 'beber', 'comer', 'nadar', 'escalar',
  'presentarse', 'votar', 'aceptar', 'subir', 'bajar', 'viajar', 'jugar', 'apostar', 'meterse', 'entrar', 'pedir',
  'firmar', 'alquilar', 'dejar el trabajo',
)}|(?:el|la|los|las|ese|esa|este|esta) (?!(?:vida|vivir|existir|seguir|mi|tu|su)\\b)\\w+)` +
  // …and nothing about living in between ("la forma en que vivo es un suicidio" still flags).
  `(?:(?! (?:vivo|vivir|vida|existo|existir)\\b) \\w+){0,5} (?:es|seria|era|fue|sera) (?:un|todo un)`;
const FIGURATIVE_AFTER = `(?! ${any(
  'profesional', 'politico', 'social', 'economico', 'deportivo', 'laboral', 'academico', 'comercial', 'financiero',
)}\\b)`;

/** The topic named outright, in any person, with the usual misspellings ("suisidio", "sucidio"). */
const EXPLICIT = new RegExp(
  `\\b${any(
    `${notAfter(ACTIVITY_CALLED, `${SUICID}\\w*`)}${FIGURATIVE_AFTER}`, 'autolesi\\w*', 'auto lesi\\w*',
    notAfter('(?:murio|fallecio|muert[oa]|fallecid[oa]|muerte) (?:de|por)(?: una)?', 'sobredosis'),
    'quitarse la vida', 'se quito la vida', `matarse${NOT_HYPERBOLE}`, 'ahorcarse', 'se ahorco', 'cortarse las venas',
    `(?:tirarse|se tiro|se tira|se lanzo|lanzarse|se arrojo|arrojarse|se avento|aventarse)${upTo(3)} ${PLACE}`,
    `(?:quiere|queria|quiso|ganas de|desea|piensa en|pensando en) (?:\\w+ )?morirse${NOT_HYPERBOLE}`, 'ideacion',
    'self ?harm\\w*', 'unalive', 'overdos\\w*', 'pensamientos suicidas', 'conducta suicida', 'dosis letal',
  )}\\b`,
  'g',
);

/** Words that place a mention in a book, a film, a class, research or the news. */
const SAFE_FRAME = new RegExp(
  `\\b${any(
    'libros?', 'novelas?', 'cuentos?', 'relatos?', 'poemas?', 'poesia', 'poeta', 'obra', 'teatro', 'peliculas?', 'peli',
    'pelis', 'cine', 'series?', 'capitulos?', 'temporada', 'episodios?', 'documental(?:es)?', 'reportajes?', 'programa',
    'podcasts?', 'cancion(?:es)?', 'album', 'anime', 'manga', 'comic', 'videojuego', 'personajes?', 'protagonistas?',
    'autor[a]?', 'escritor[a]?', 'clases?', 'asignatura', 'leccion', 'temario', 'examen(?:es)?', 'parcial', 'apuntes',
    'profe\\w*', 'catedratic[oa]', 'charlas?', 'conferencias?', 'ponencias?', 'seminarios?', 'jornadas?', 'congreso',
    'taller', 'curso', 'formacion', 'master', 'facultad', 'universidad', 'instituto', 'colegio',
    'trabajo (?:de|sobre|para|final)', 'tfg', 'tfm', 'tesis', 'investigacion', 'investigando', 'estudios?', 'paper',
    'estudiamos', 'estudiando', 'encuestas?', 'articulos?', 'noticias?', 'noticieros?', 'noticiarios?', 'periodico',
    'prensa', 'telediario', 'informativo', 'estadisticas?',
    'cifras', 'datos', 'tasas?', 'prevencion', 'campana', 'ley', 'oms', 'ine', 'filosofia', 'camus', 'sociologia',
    'psicologia', 'psiquiatria', 'enfermeria', 'medicina', 'practicas', 'voluntariado', 'voluntaria', 'voluntario',
    '024', 'linea', 'telefono de la esperanza', 'biografia', 'historia del arte', 'literatura', 'museo', 'exposicion',
    'opera', 'ensayo', 'lectura', 'leyendo', 'lei', 'vi', 'vimos', 'radio', 'tele', 'television', 'entrevista',
    'videos?', 'youtube', 'tiktok', 'hilo', 'twitter', 'instagram', 'redes', 'relatos?', 'escritura', 'guion',
    // A patient, seen by the writer at work: the writer tells a case, not their own distress.
    'pacientes?', 'guardias?',
  )}\\b`,
);
const FRAME_WINDOW = 12;

/**
 * First-person distress that turns a framed mention back into a crisis: identifying with it,
 * "yo también", "a veces lo pienso", being shaken by it, or plainly feeling awful.
 */
const DISTRESS = new RegExp(
  `\\b${any(
    'identificad[oa]s?', 'me identifico', 'me identifique', 'reflejad[oa]', 'me vi reflejad[oa]', 'yo tambien',
    'a mi tambien', 'como yo', 'lo he pensado', 'lo pienso', 'lo pense', 'lo pensaba', 'lo estoy pensando',
    'lo estaba pensando', 'lo he sentido', 'me siento (?:igual|asi)', 'me remov\\w*', 'me afect\\w*',
    'me toc\\w* (?:mucho|de cerca|muy)', 'me dejo (?:mal|fatal|tocad[oa]|hech[oa] polvo|rayad[oa]|hundid[oa])',
    'pense en mi', 'me recordo a mi', 'me hizo pensar en mi', 'me pasa (?:lo mismo|igual|algo parecido)',
    'no estoy tan lejos', 'a veces (?:yo )?(?:tambien|lo pienso)',
    'entiendo (?:al|a la|a los) (?:personaje|protagonista)', 'ojala yo', 'ojala (?:fuera|fuese|hubiera sido) yo',
    'envidia', 'estoy (?:muy |tan )?(?:mal|fatal|hundid[oa]|destrozad[oa]|deprimid[oa]|vaci[oa]|perdid[oa])',
    'me siento (?:muy |tan )?(?:mal|fatal|sol[oa]|vaci[oa]|hundid[oa]|deprimid[oa]|perdid[oa]|sin ganas|una carga)',
    'no puedo mas', 'ya no aguanto', 'llore', 'llorando', 'lloro', 'me cuesta (?:vivir|seguir)', 'quisiera ser',
  )}\\b`,
);

/** True when every mention of the topic sits near a safe frame and nobody in the text is in distress. */
function isSafelyFramed(s: string, mentions: RegExpMatchArray[]): boolean {
  if (DISTRESS.test(s)) return false;
  return mentions.every((m) => {
    const index = m.index ?? 0;
    const preceding = s.slice(0, index).split(' ').slice(-FRAME_WINDOW - 1).join(' ');
    const following = s.slice(index).split(' ').slice(0, FRAME_WINDOW + 1).join(' ');
    return SAFE_FRAME.test(`${preceding} ${following}`);
  });
}

// =============================================================================================
// Entry points

/** The learned layer, read once when the module loads. */
const classifier = crisisScorer(modelJson as CrisisModel, normalizeForSafety);

/** The rules alone: null, or the gravest category whose rules matched. */
export function screenByRules(text: string): RuleCategory | null {
  const s = normalizeForSafety(text);
  if (!s) return null;
  for (const { category, plain, guarded } of SCREENS) {
    if (plain.test(s) || guarded.some((r) => matchesInContext(r, s))) return category;
  }
  const mentions = [...s.matchAll(EXPLICIT)];
  if (mentions.length === 0 || isSafelyFramed(s, mentions)) return null;
  return 'explicit_mention';
}

/** The learned layer alone: the classifier's probability that the text signals risk, and its verdict. */
export function classifierScore(text: string): { score: number; flagged: boolean } {
  const score = classifier.score(text);
  return { score, flagged: score >= classifier.threshold };
}

/**
 * Null when the text gets ordinary advice; else the category of the gravest rule that matched or,
 * when no rule matched but the classifier's score reaches its threshold, `'learned'`.
 */
export function screenForCrisis(text: string): CrisisCategory | null {
  return screenByRules(text) ?? (classifierScore(text).flagged ? 'learned' : null);
}

export function detectCrisis(text: string): boolean {
  return screenForCrisis(text) !== null;
}

/**
 * Compiles every pattern and loads the classifier now (about a second) rather than on the first
 * diary entry after a start, which would otherwise wait for it, as would every entry behind it.
 */
export function warmUpCrisisScreen(): void {
  screenForCrisis('Hoy fue un día normal: trabajé, comí con mi madre y paseé un rato.');
}
