/**
 * The learned layer of the crisis screen (decision record 009): a small linear classifier trained
 * only on our own sentence table (`crisis-sentences.ts`), OR'ed with the rules in `screenForCrisis`.
 * It can only add flags, never remove one.
 *
 * Features are read from `normalizeForSafety` output: word unigrams, word bigrams and character
 * 3–5-grams inside each word (padded with `<` and `>`, so prefixes and endings count too), which
 * keeps a typo or an unseen inflection close to the words the table has. Each distinct feature
 * counts once, and a text's features are scaled by 1/√(how many distinct features it has), so a
 * long text does not score high just for being long. The weights are L2-regularised logistic
 * regression on naive-Bayes-scaled features (NBSVM; the scale is folded into each stored weight),
 * trained by `crisis-classifier-training.ts` (`npx tsx scripts/train-crisis-model.ts`) and stored
 * in `crisis-model.json`, which `crisis-screen.ts` reads once, when it loads.
 *
 * A short entry is scored whole; a long one (over 60 words) by its highest-scoring sentence or pair
 * of neighbouring sentences, so a risky sentence buried in a long ordinary entry is not diluted.
 */

/** `normalizeForSafety`, passed in by the caller so this module does not import the screen back. */
export type Normalize = (text: string) => string;

/** The stored model: parallel arrays keep the JSON small and its inferred type trivial. */
export interface CrisisModel {
  /** Probability at or above which the classifier flags a text (chosen by cross-validation). */
  threshold: number;
  bias: number;
  features: string[];
  weights: number[];
}

const CHAR_MIN = 3;
const CHAR_MAX = 5;
/** Texts up to this many words are scored whole; longer ones sentence by sentence. */
const WHOLE_TEXT_WORDS = 60;

/** Distinct features of one normalized text (see the module comment). */
export function crisisFeatures(normalized: string): string[] {
  const features = new Set<string>();
  const words = normalized.split(' ').filter((w) => w !== '');
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    features.add(`w:${word}`);
    if (i > 0) features.add(`b:${words[i - 1]} ${word}`);
    const padded = `<${word}>`;
    for (let n = CHAR_MIN; n <= CHAR_MAX; n++) {
      for (let start = 0; start + n <= padded.length; start++) features.add(padded.slice(start, start + n));
    }
  }
  return [...features];
}

/**
 * The pieces of a text the classifier scores, each normalized. A text of up to 60 words (nearly
 * every table sentence, and most entries) is one piece, scored whole, the way it was trained. A
 * longer one is scored by sentence and by every two neighbouring sentences, so a risky sentence
 * buried in a long ordinary entry is not diluted by the rest.
 */
export function crisisWindows(text: string, normalize: Normalize): string[] {
  const whole = normalize(text);
  if (whole === '' || whole.split(' ').length <= WHOLE_TEXT_WORDS) return whole ? [whole] : [];
  const sentences = text
    .split(/[.!?…;\n]+/)
    .map(normalize)
    .filter((s) => s !== '');
  const windows = new Set<string>(sentences);
  for (let i = 1; i < sentences.length; i++) windows.add(`${sentences[i - 1]} ${sentences[i]}`);
  return [...windows];
}

export interface CrisisScorer {
  threshold: number;
  /** Probability (0–1) that the text signals suicide or self-harm risk: the highest over its pieces. */
  score(text: string): number;
  /** Same, for one already-normalized piece. */
  scoreNormalized(normalized: string): number;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/**
 * Words of the fields a veiled risk sentence draws on: dying and death, life and existence, waking
 * and endings, goodbyes and preparations, means and places, wounds, burden, no way out. The
 * classifier speaks only where one of them appears: trained on hard sentences, it would otherwise
 * read an ordinary short entry ("Un martes normal.") as risk. The gate is wide on purpose (it
 * decides where the classifier may look, not what it flags): every table positive that only the
 * classifier catches passes it, and the ordinary days of the test never do.
 */
const RISK_WORDS =
  /\b(?:mor\w*|muer\w*|muri\w*|mat\w*|suicid\w*|funer\w*|tumba\w*|entierr\w*|cementeri\w*|ataud\w*|velorio|enfermedad\w*|cancer|vida|vivi\w*|vivo|viva|exist\w*|nac\w*|despert\w*|despierte|amanec\w*|llegue|acab\w*|termin\w*|fin|final\w*|ultim(?:o|a|os|as)|adios|despid\w*|desped\w*|hara falta|pastill\w*|somnifer\w*|medic\w*|pildor\w*|cuerda\w*|soga\w*|nudo\w*|cuchill\w*|navaja\w*|cort\w*|quem\w*|sangr\w*|herid\w*|costra\w*|rasc\w*|golpe\w*|ventana\w*|balcon\w*|azotea\w*|puente\w*|via|vias|tren\w*|metro|anden\w*|septimo|altura\w*|vacio|salt\w*|tir\w*|lanz\w*|veneno\w*|arma\w*|pistola\w*|carga|estorbo|molest\w*|sin mi|sentido|salida|rend\w*|aguant\w*|soport\w*|desaparec\w*|paz|descans\w*|irme|dej\w*|pag\w*|regal\w*|carta|testament\w*|perdon\w*|cuid\w*|lo hago|hacerlo|coche\w*|atropell\w*|volantazo|estrell\w*|camion\w*|paracetamol|ansiolitic\w*|dosis|sobredosis|lejia|gas|infarto|dano|danarme|autoles\w*|cicatri\w*|castig\w*|arano|aran\w*|pego|pegarme|ahorc\w*|colg\w*|seguir|estar aqui|no estar|estuviera|mundo|en medio|nadie (?:me|nos|lo|la|te) (?:echa|extran|notar|necesit)\w*|fecha|elegido|vuelta atras|cabeza)\b/;

export function crisisScorer(model: CrisisModel, normalize: Normalize): CrisisScorer {
  const weights = new Map<string, number>();
  model.features.forEach((feature, i) => weights.set(feature, model.weights[i] ?? 0));
  const scoreNormalized = (normalized: string): number => {
    if (!RISK_WORDS.test(normalized)) return 0;
    const features = crisisFeatures(normalized);
    if (features.length === 0) return 0;
    let sum = 0;
    for (const feature of features) sum += weights.get(feature) ?? 0;
    return sigmoid(model.bias + sum / Math.sqrt(features.length));
  };
  return {
    threshold: model.threshold,
    scoreNormalized,
    score: (text) => crisisWindows(text, normalize).reduce((best, piece) => Math.max(best, scoreNormalized(piece)), 0),
  };
}
