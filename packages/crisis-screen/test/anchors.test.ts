import { describe, expect, it } from 'vitest';
import { readCorpus } from '../scripts/corpus.js';
import { anchorsOf } from '../src/anchors.js';
import { FeatureSpace, textFeatures, textWindows } from '../src/features.js';
import { learnedScorer, type LearnedModel } from '../src/learned.js';
import { readData } from '../src/data.js';
import { normalizeForSafety } from '../src/normalize.js';
import { matchRules, ruleFiles } from '../src/rules.js';

/** Every string of up to `length` letters of this alphabet. */
function* strings(alphabet: string, length: number): Generator<string> {
  yield '';
  if (length === 0) return;
  for (const shorter of strings(alphabet, length - 1)) if (shorter.length === length - 1) for (const letter of alphabet) yield shorter + letter;
}

describe('anchors: strings one of which every match of a rule contains', () => {
  it('are found through alternations, optional parts, repeats and assertions', () => {
    // Spelled out in full where few: cheaper to look up than "tirar", and rarer.
    expect(anchorsOf('\\b(?:me|te) (?:voy a )?tirar\\b')?.sort()).toEqual(['me tirar', 'me voy a tirar', 'te tirar', 'te voy a tirar']);
    expect(anchorsOf('(?:pastillas|cuerda)(?: \\w+){0,3} (?:ya|hoy)')?.sort()).toEqual(['cuerda', 'pastillas']);
    expect(anchorsOf('(?<!no )quiero morir')).toEqual(['quiero morir']);
    expect(anchorsOf('cort\\w* (?:las |mis )?venas')).toEqual([' venas']);
    expect(anchorsOf('\\w+ \\w+')).toEqual([' ']);
    expect(anchorsOf('\\w+|morir')).toBeNull();
  });

  it('never miss a match, on every short string of a small alphabet', () => {
    const patterns = ['a(?:b|c)?c', '(?:ab|ba)+c', '\\ba?b\\b', '(a|b)c\\1', '(?:a|)b c', '[ab]c(?! a)', 'a{2,3}|cb', '(?:a b|c)(?: \\w+){0,1} b', 'a[^b]c|bb'];
    for (const pattern of patterns) {
      const anchors = anchorsOf(pattern);
      const re = new RegExp(pattern);
      for (const text of strings('abc ', 7)) {
        if (re.test(text)) expect(anchors === null || anchors.some((anchor) => text.includes(anchor)), `${pattern} on "${text}"`).toBe(true);
      }
    }
  });

  it('skip no rule that matches a corpus line: the screen with anchors flags what it flags without them', () => {
    expect(
      ruleFiles()
        .flatMap((file) => file.rules)
        .filter((rule) => anchorsOf(rule.pattern) === null).length,
    ).toBeLessThan(10);
    for (const line of readCorpus()) {
      const normalized = normalizeForSafety(line.text);
      expect(matchRules(normalized), line.text).toBe(matchRules(normalized, true));
    }
  });
});

describe('the learned layer by feature ids', () => {
  it('scores exactly as summing the weights of the named features of each window', () => {
    const model = readData<LearnedModel>('model/weights.json');
    const weights = new Map(model.features.map((feature, i) => [feature, model.weights[i] ?? 0]));
    const scorer = learnedScorer(model, normalizeForSafety);
    const lines = readCorpus().map((line) => line.text);
    // Long entries too: a dozen lines joined, scored by windows of two sentences.
    const texts = [...lines.filter((_, i) => i % 4 === 0), ...Array.from({ length: 300 }, (_, i) => lines.slice(i * 12, i * 12 + 12).join('. '))];
    for (const text of texts) {
      const [whole = 0, ...passages] = textWindows(text, normalizeForSafety).map((words) => {
        const features = textFeatures(words.join(' '));
        const sum = features.reduce((total, feature) => total + (weights.get(feature) ?? 0), 0);
        return 1 / (1 + Math.exp(-(model.bias + sum / Math.sqrt(features.length))));
      });
      const { whole: scoredWhole, passage } = scorer.read(text);
      expect(scoredWhole, text).toBe(whole);
      expect(passage, text).toBe(Math.max(0, ...passages));
    }
  });

  it('numbers a model’s own features by their place in its weights', () => {
    const space = new FeatureSpace(['s:pastill', 'p:me tir']);
    expect(space.id('s:pastill')).toBe(0);
    expect(space.id('p:me tir')).toBe(1);
    expect(space.id('s:nuev')).toBe(2);
  });
});
