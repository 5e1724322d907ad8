/**
 * The second look at a model's advice before a person reads it (docs/product.md#safety: advice never
 * diagnoses and never suggests medication). A model can ignore its instructions; when its
 * advice names a medicine, a dose or a diagnostic label, the built-in writer answers instead.
 */

export type AdviceProblem = 'medication' | 'dose' | 'diagnosis';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** Medicine words and the psychiatric and common over-the-counter drugs a model is likeliest to name. */
const MEDICATION = new RegExp(
  '\\b(?:' +
    [
      'medicamentos?',
      'medicacion(?:es)?',
      'medicinas?',
      'farmacos?',
      'farmacologic\\w*',
      'pastillas?',
      'pildoras?',
      'comprimidos?',
      'capsulas?',
      'gotas para dormir',
      'antidepresiv\\w*',
      'ansiolitic\\w*',
      'benzodiacepin\\w*',
      'benzodiazepin\\w*',
      'antipsicotic\\w*',
      'estabilizador(?:es)? del animo',
      'somnifer\\w*',
      'hipnotic\\w*',
      'tranquilizante\\w*',
      'calmantes?',
      'analgesic\\w*',
      'isrs',
      'ssri\\w*',
      'irsn',
      'sertralina',
      'fluoxetina',
      'paroxetina',
      'citalopram',
      'escitalopram',
      'fluvoxamina',
      'venlafaxina',
      'desvenlafaxina',
      'duloxetina',
      'bupropion',
      'mirtazapina',
      'trazodona',
      'vortioxetina',
      'agomelatina',
      'amitriptilina',
      'clomipramina',
      'imipramina',
      'quetiapina',
      'olanzapina',
      'risperidona',
      'aripiprazol',
      'haloperidol',
      'clozapina',
      'litio',
      'lamotrigina',
      'valproato',
      'acido valproico',
      'carbamazepina',
      'pregabalina',
      'gabapentina',
      'clonazepam',
      'alprazolam',
      'lorazepam',
      'diazepam',
      'bromazepam',
      'lormetazepam',
      'clorazepato',
      'zolpidem',
      'zopiclona',
      'melatonina',
      'valeriana',
      'hidroxizina',
      'propranolol',
      'metilfenidato',
      'lisdexanfetamina',
      'atomoxetina',
      'modafinilo',
      'paracetamol',
      'ibuprofeno',
      'aspirina',
      'naproxeno',
      'metamizol',
      'nolotil',
      'tramadol',
      'codeina',
      'morfina',
      'fentanilo',
      'prozac',
      'xanax',
      'valium',
      'orfidal',
      'trankimazin',
      'rivotril',
      'tylenol',
      'advil',
    ].join('|') +
    ')\\b',
);

const DOSE = /\b\d+(?:[.,]\d+)?\s?(?:mg|mcg|µg|ug|ml|g|gr|gramos?|miligramos?|microgramos?|mililitros?|gotas|comprimidos?|pastillas?)\b|\bdosis\b/;

/** Labels that name a disorder or tell the person what they have. */
const DIAGNOSIS = new RegExp(
  '\\b(?:' +
    [
      'trastornos?',
      'tdah',
      'tdha',
      'toc',
      'tept',
      'tlp',
      'bipolar(?:idad)?',
      'esquizofreni\\w*',
      'psicosis',
      'psicotic\\w*',
      'distimia',
      'ciclotimia',
      'anorexia',
      'bulimia',
      'depresion (?:mayor|clinica|cronica|endogena|severa|grave)',
      'depresion post ?parto',
      'ansiedad generalizada',
      'fobia social',
      'agorafobia',
      'hipocondria',
      'personalidad limite',
      'borderline',
      'autismo',
      'asperger',
      'sindrome de \\w+',
      'tienes (?:una |un )?(?:depresion|ansiedad|trauma|fobia)',
      'padeces',
      'sufres de (?:depresion|ansiedad)',
      'diagnostic\\w*',
      'sintomas de (?:depresion|ansiedad)',
    ].join('|') +
    ')\\b',
);

/** The first problem found in a model's advice, or null when it can be shown as it is. */
export function screenAdvice(advice: string): AdviceProblem | null {
  const text = fold(advice);
  if (MEDICATION.test(text)) return 'medication';
  if (DOSE.test(text)) return 'dose';
  if (DIAGNOSIS.test(text)) return 'diagnosis';
  return null;
}
