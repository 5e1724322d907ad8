/**
 * Safety screen for diary text (CONTRACT §3 "Safety").
 *
 * `detectCrisis` decides whether a diary entry suggests suicidal ideation or self-harm. When it
 * does, no advice is generated: the app answers with `CRISIS_REPLY` and shows `CRISIS_LINES`.
 *
 * Approach: the text is normalized (NFD without combining marks, lowercase, punctuation → space,
 * whitespace collapsed, letters repeated 3+ times squeezed, a few common typos mapped to their
 * word) and then tested against hand-written patterns with word boundaries. Patterns that share
 * words with everyday idioms ("me muero de risa", "me mato estudiando", "me corté el pelo",
 * "quiero desaparecer un rato de las redes"…) carry negative look-aheads/look-behinds for those
 * idioms instead of being dropped.
 *
 * Policy: false negatives are worse than false positives. So:
 *  - Any mention of "suicidio/suicide" is flagged, including third-person and fiction
 *    ("el suicidio de un personaje en la serie"). Someone writing about it in their own diary may
 *    be approaching the topic indirectly, the word has no idiomatic use, and the cost of a false
 *    positive is only a warm message with phone numbers instead of advice.
 *  - Third-person intent ("mi amiga quiere quitarse la vida") is flagged too: the crisis lines
 *    also help people worried about someone else.
 *  - Negated statements are still flagged ("no quiero morirme, pero…", "nunca me suicidaría"):
 *    raising the subject at all is the signal.
 *  - Fear of death or panic ("tengo miedo de morir", "sentí que me moría") is NOT flagged: it is
 *    not ideation.
 */

export interface CrisisLine {
  country: string;
  name: string;
  number: string;
  tel: string;
}

export const CRISIS_LINES: CrisisLine[] = [
  { country: 'España', name: 'Línea 024 de atención a la conducta suicida', number: '024', tel: '024' },
  { country: 'España', name: 'Emergencias', number: '112', tel: '112' },
  { country: 'México', name: 'Línea de la Vida', number: '800 911 2000', tel: '8009112000' },
  { country: 'Argentina', name: 'Línea de salud mental', number: '0800 999 0091', tel: '08009990091' },
  { country: 'Argentina', name: 'Centro de Asistencia al Suicida (CABA y GBA)', number: '135', tel: '135' },
  { country: 'Colombia', name: 'Línea 106', number: '106', tel: '106' },
  { country: 'Colombia', name: 'Línea 192, salud mental', number: '192 opción 4', tel: '192' },
  { country: 'Chile', name: 'Línea de prevención del suicidio', number: '*4141', tel: '*4141' },
  { country: 'Estados Unidos', name: '988 Lifeline (marca 2 para español)', number: '988', tel: '988' },
];

/** Markdown-escapes characters that could start emphasis in link text (e.g. Chile's *4141). */
const mdText = (s: string) => s.replace(/([*_\\[\]])/g, '\\$1');

function linesMarkdown(): string {
  const byCountry = new Map<string, CrisisLine[]>();
  for (const line of CRISIS_LINES) {
    byCountry.set(line.country, [...(byCountry.get(line.country) ?? []), line]);
  }
  return [...byCountry]
    .map(
      ([country, lines]) =>
        `- **${country}:** ` +
        lines.map((l) => `[${mdText(l.number)}](tel:${l.tel}) ${l.name}`).join(' · '),
    )
    .join('\n');
}

export const CRISIS_REPLY: string = `**No estás solo ni sola.** Gracias por escribir lo que sientes; importa, y tú importas.

Ahora mismo no voy a darte consejos: lo más importante es que **hables con alguien ya**. Llama o escribe a una persona de confianza, o a una de estas líneas, donde hay gente preparada para escucharte:

${linesMarkdown()}

**Si estás en peligro inmediato, llama ahora al número de emergencias de tu país** (112 en España y en gran parte de Europa).

Aquí seguiremos cuando quieras volver a escribir.`;

// ---------------------------------------------------------------------------------------------
// Normalization

/** Frequent misspellings in quick diary writing, mapped to the word the patterns expect. */
const TYPOS: Record<string, string> = {
  kiero: 'quiero',
  qiero: 'quiero',
  kero: 'quiero',
  qero: 'quiero',
  quero: 'quiero',
  kisiera: 'quisiera',
  qisiera: 'quisiera',
  k: 'que',
  q: 'que',
  ke: 'que',
  qe: 'que',
  aki: 'aqui',
  aqi: 'aqui',
  danio: 'dano',
  nadien: 'nadie',
  vivr: 'vivir',
  morirm: 'morirme',
  morime: 'morirme',
  matame: 'matarme',
  mattarme: 'matarme',
  dont: 'don t',
  im: 'i m',
  wanna: 'want to',
};

export function normalizeForSafety(text: string): string {
  const s = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9*]+/g, ' ') // keep '*' only so that nothing else changes meaning
    .replace(/\*/g, ' ')
    .replace(/([a-z])\1{2,}/g, '$1') // "quierooo morirmeee" → "quiero morirme"
    .trim();
  return s
    .split(' ')
    .map((t) => TYPOS[t] ?? t)
    .join(' ');
}

// ---------------------------------------------------------------------------------------------
// Patterns (run on normalized text: only [a-z0-9] and single spaces)

/** "…de risa / de hambre / de la vergüenza": hyperbole with morir/matar. */
const IDIOM_NOUNS =
  'risa|hambre|sed|frio|calor|sueno|cansancio|ganas|amor|envidia|celos|aburrimiento|verguenza|nervios|asco|gusto|emocion|curiosidad|miedo|susto|ilusion|alegria|felicidad|placer|pena ajena|dolor de cabeza|tristeza de amor';
const DE_IDIOM = `de (?:la |el |tanta |tanto |puro |pura |lo |un |una )?(?:${IDIOM_NOUNS})\\b`;
/** After matar/morir: gerund ("me mato estudiando"), "a + infinitive" ("matarme a estudiar"), de-idiom. */
const HYPERBOLE_AFTER = `(?! (?:\\w+(?:ando|iendo|yendo)\\b|a \\w+(?:ar|er|ir)\\b|${DE_IDIOM}))`;

const DESIRE =
  '(?:quiero|queria|quisiera|quiera|deseo|desearia|deseaba|ganas de|gustaria|prefiero|preferiria|necesito|ojala pudiera|ojala|solo pienso en|pienso en|pensando en|pensado en|pense en|pensaba en|planeando|intentar|intente)';

/** Objects/contexts of an everyday cut: hair, nails, a paper cut, a dropped call… */
const CUT_EVERYDAY = `(?! (?:(?:el|la|las|los|un|una|mi|mis|un poco el|un poco la|un poco las) )?(?:pelo|flequillo|fleco|barba|bigote|unas|puntas|melena|cabello|rollo|llamada|luz|paso|conexion|internet|wifi|linea|voz|respiracion|dedo|digestion)\\b| con (?:un |una |el |la )?(?:papel|folio|hoja|lata|abrelatas)\\b| sin querer\\b| \\w+(?:ando|iendo)\\b)`;

/** Third-person subjects before "me cortó" / "hacerme daño" (someone else doing it). */
const NOT_SELF_BEFORE =
  '(?<!\\b(?:se|novio|novia|pareja|ex|el|ella|mama|papa|madre|padre|jefe|jefa|peluquero|peluquera|que|nadie|dejes|deje|dejar|pueda|puedan|vuelva a|vuelvan a|quiere|quieren|quiera|quieran|intenta|intentan|intentaba) )';

const PATTERNS: RegExp[] = [
  // ---- Explicit: suicide, any person or context (see policy above). suicid/suisid/sucid typos.
  /\bsu(?:i)?[cs]c?id\w*/,
  /\bsobredosis\b|\boverdos\w*/,
  /\bauto ?lesi\w*/,
  /\bself ?harm\w*|\b(?:hurt|hurting|cut|cutting|harm|harming|kill|killing) myself\b|\bkms\b|\bunalive\b/,

  // ---- Wanting to die (quiero morirme / me quiero morir / ganas de morir / pienso en morir)
  new RegExp(`\\b${DESIRE} (?:\\w+ ){0,2}?(?:me )?morir(?:me|se|nos)?\\b(?! ${DE_IDIOM})`),
  new RegExp(`\\bojala (?:\\w+ ){0,2}?(?:me )?(?:muera|muriera|muriese)\\b(?! ${DE_IDIOM})`),
  new RegExp(`\\b(?:${DESIRE}|mejor|estaria mejor) (?:\\w+ )?(?:estar )?muert[oa]s?\\b(?! de\\b)`),
  /\b(?:pienso|pensando|pense|pensaba|pensar|pensamientos|ideas|piensa) (?:\w+ ){0,3}?(?:en|de|sobre) (?:la )?(?:muerte|morir|morirme|matarme|desaparecer|no despertar)\b(?! (?:de|del)\b)/,

  // ---- Killing oneself (matarme / me quiero matar), not "me mato estudiando", "me va a matar"
  new RegExp(`\\bmatarme\\b${HYPERBOLE_AFTER}`),
  new RegExp(
    `\\bme (?:quiero|voy a|queria|quisiera|gustaria|dan ganas de|podria|iba a|pienso|tengo que|vuelvo a|volvi a) (?:\\w+ )?matar\\b${HYPERBOLE_AFTER}`,
  ),
  new RegExp(
    `(?:^|\\b(?:yo|que|si|y|ya|hoy|manana|luego|veces|dia|final|vez|noche|juro|asi) )me mato\\b(?! (?:\\w+(?:ando|iendo|yendo)\\b|a |de |con |en |por |para |el |la |los |las |un |una ))`,
  ),
  /\bquitar\w* (?:la )?(?:propia )?vida\b|\bquite la vida\b/,
  /\b(?:acabar|terminar|termine|acabe|acabo|termino) con (?:mi vida|mi existencia)\b(?! de\b)/,
  /\b(?:acabar|terminar) con todo\b(?! (?:el|la|los|las|lo|este|esta|eso|mi|tu|su|que|en|sobre|tipo)\b)/,
  /\b(?:poner|ponerle|pongo|ponga) (?:fin|punto final) a (?:todo|mi vida)\b(?! (?:el|la|lo|los|las|este|esta|mi)\b)/,
  /\b(?:quiero|ojala|necesito|solo quiero) que (?:se acabe todo|todo (?:se )?(?:acabe|termine))\b(?! (?:bien|pronto para|el|la|de|con|a)\b)/,
  /\bahorcarme\b|\bcolgarme de (?:una|la|un|el) (?:viga|cuerda|soga|arbol)\b|\bpegarme un tiro\b|\bvolarme la cabeza\b/,
  /\b(?:tirarme|lanzarme|saltar|arrojarme) (?:por|de|desde|a|al|bajo|delante de|debajo de) (?:la |el |las |los |un |una )?(?:ventana|balcon|puente|vias|tren|metro|azotea|edificio|acantilado|terraza|vacio|coche|camion|precipicio)\b/,
  /\b(?:tomarme|tragarme|me tomo|me tome|me trago|me trague|tomarmelas|tragarmelas)\b(?: \w+){0,2}? (?:todas|todo|un bote|el bote|la caja|una caja|un punado|un monton|muchas|demasiadas|un blister|el blister|tantas)\b(?: \w+){0,2}? (?:pastillas|pildoras|pastis|medicamentos|medicinas|calmantes|somniferos|ansioliticos|antidepresivos|paracetamol|ibuprofeno)\b/,
  /\b(?:take|taking|took|swallow) (?:all|every|a bottle of|all of) (?:my |the |those )?pills\b/,

  // ---- Self-harm (hacerme daño / cortarme / autolesión)
  new RegExp(
    `${NOT_SELF_BEFORE}\\b(?:hacerme dano|lastimarme)\\b(?! (?:en|con|al|jugando|corriendo|entrenando|haciendo|levantando)\\b)`,
  ),
  /\bme (?:hago|hice|he hecho|hacia) dano (?:a proposito|aposta|adrede|queriendo|a mi mism[oa])\b/,
  /\b(?:me lastimo|me lastime|me hago dano|me hice dano|dano|lastimo) a mi mism[oa]\b/,
  new RegExp(`\\bcortarme\\b${CUT_EVERYDAY}`),
  new RegExp(
    `${NOT_SELF_BEFORE}\\bme (?:corte|corto|he cortado|volvi a cortar|vuelvo a cortar|he vuelto a cortar|sigo cortando)\\b${CUT_EVERYDAY}`,
  ),
  /\bcortes? (?:en )?(?:los |las |mis )?(?:brazos|munecas|piernas|muslos|venas)\b|\bcortarme las venas\b/,
  /\bme (?:volvi|he vuelto|vuelvo|volvere) a (?:cortar|lastimar|hacer dano|autolesionar)\b/,

  // ---- Veiled: not waking up, disappearing, not wanting to live/exist
  /\bno (?:me )?quiero despertar(?:me)?\b(?! (?:temprano|pronto|tarde|tan|a|antes|para|con|de|otra vez temprano|manana temprano|hoy temprano|el|los|la|al)\b)/,
  /\b(?:dormir|dormirme|dormirse|acostarme) (?:\w+ ){0,2}?(?:y )?no (?:volver a )?despertar(?:me)?\b|\bno volver a despertar(?:me)?\b|\bno despertar(?:me)? nunca\b|\bdormir(?:me)? para siempre\b/,
  /\bdesaparecer (?:para siempre|de este mundo|del mundo|de la faz de la tierra|y no volver)\b/,
  /\b(?:quiero|quisiera|ganas de|gustaria|ojala pudiera|necesito|deseo|desearia) desaparecer\b(?! (?:un|una|unos|unas|de las|de la|del|de los|de mi|de aqui|de casa|por|hasta|este|esta|durante|mientras|en|a|al|el|la|los|las)\b)/,
  /\b(?:ya )?no quiero (?:seguir )?(?:vivir|viviendo|existir)\b(?! (?:en|con|cerca|lejos|de alquiler|solo|sola|aqui|alli|ahi|alla|otra|otro|junto|asi de|sin)\b)/,
  /\bno quiero (?:estar|seguir) (?:viv[oa]|con vida)\b/,
  /\bno quiero (?:estar|seguir) (?:aqui|en este mundo)\b(?! (?:en|con|mas tiempo|hoy|esta|este|otro|otra|un|una|toda|todo|el|la|los|las|de|por|\w+ando|\w+iendo|sentad[oa]|encerrad[oa])\b)/,
  /\b(?:me quiero|quiero|quisiera|ganas de|gustaria) ir(?:me)? de este mundo\b|\birme de este mundo\b|\bdejar este mundo\b|\bme voy de este mundo\b/,
  /\b(?:sin|no tengo|no me quedan|perdi|he perdido|ya no tengo|ningunas|cero) (?:las )?ganas de (?:vivir|seguir viviendo|seguir viv[oa]|seguir adelante|seguir aqui|estar viv[oa]|existir)\b/,
  /\bno (?:le )?veo (?:el |ningun )?sentido (?:a |de |en )?(?:la vida|vivir|mi vida|seguir viviendo|estar viv[oa]|existir|nada)\b(?! (?:de|que|en)\b)/,
  /\b(?:la|mi) vida no tiene (?:ningun )?sentido\b|\bno tiene sentido (?:seguir )?(?:vivir|viviendo|existir|estar viv[oa])\b|\bvivir no tiene sentido\b/,
  /\b(?:no hay|no tengo|sin|no encuentro) (?:ninguna |ningun |ningunas |ningunos )?(?:razon|razones|motivo|motivos|sentido) (?:para|de|por la que|por el que) (?:vivir|existir|estar viv[oa]|seguir (?:viviendo|viv[oa]|adelante|aqui|luchando|en este mundo))\b/,
  /\bno (?:aguanto|soporto|puedo) (?:mas )?(?:vivir|la vida|estar viv[oa]|seguir viviendo|mi vida|seguir con vida|existir)\b/,
  /\b(?:cansad[oa]s?|hart[oa]s?|agotad[oa]s?) de (?:vivir|existir|estar viv[oa]|la vida|seguir viviendo)\b/,
  /\bdejar de (?:existir|vivir)\b|\bno merezco (?:vivir|estar viv[oa]|existir|seguir viv[oa])\b/,
  /\bmejor sin mi\b|\bbetter off without me\b|\bsoy una carga\b|\bsoy un estorbo para\b/,
  /\b(?:seria|serian|estaria|estarian|todo seria) (?:todo |todos |todas )?mejor si (?:yo )?(?:no existiera|no existiese|no estuviera|no estuviese|no hubiera nacido|desapareciera|me muriera|muriera|me fuera para siempre)\b/,
  /\bmejor (?:si )?(?:no existir|no haber nacido|no existiera|no hubiera nacido|no estar viv[oa])\b/,
  /\bojala (?:yo )?no (?:existiera|existiese|hubiera nacido|hubiese nacido)\b|\bdesearia no (?:haber nacido|existir)\b|\bno (?:deberia|debi) (?:haber nacido|existir)\b/,
  /\bnadie (?:\w+ ){0,6}?si (?:yo )?(?:desapareciera|me muriera|muriera|me muero|no estuviera|ya no estuviera|me fuera para siempre)\b|\bsi (?:yo )?(?:desapareciera|me muriera|ya no estuviera) (?:\w+ ){0,4}?nadie\b/,
  /\bdespedirme de (?:todos|todo el mundo|mi familia|vosotros|ustedes|todas|la gente que quiero|los que quiero)\b(?! (?:en|del|de la|de los|de las|antes de (?:las|mis|irme de|irme a|la|el|que|empezar|mudarme)|porque|por|que|hasta|cuando|al|el ultimo|la|y (?:irme|mudarme)|para (?:las|mis))\b)/,
  /\bcarta de despedida\b(?! (?:a|para) (?:mis |el |la |los )?(?:companeros|jefe|jefa|equipo|alumnos|clientes|empresa)\b)/,

  // ---- English veiled/explicit
  /\b(?:want|wanted|going|gonna|ready|wish i could|deserve) to die\b|\bwish i (?:was|were) dead\b|\bbetter off dead\b/,
  /\b(?:don t|do not|no longer|never|not) (?:\w+ )?want to (?:live|be alive|be here anymore|exist|wake up)\b/,
  /\bno reason to live\b|\bend (?:it all|my life)\b|\btake my (?:own )?life\b/,
];

export function detectCrisis(text: string): boolean {
  const s = normalizeForSafety(text);
  if (!s) return false;
  return PATTERNS.some((re) => re.test(s));
}
