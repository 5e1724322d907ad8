import { describe, expect, it } from 'vitest';
import { normalizeForSafety } from '../src/normalize.js';
import { matchRules, ruleFiles } from '../src/rules.js';

describe('rules as data (rules/*.json)', () => {
  const files = ruleFiles();

  it('gives every rule an id, a description of its category and an example it flags', () => {
    const ids = files.flatMap((file) => file.rules.map((rule) => rule.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const file of files) {
      expect(file.description.length, file.category).toBeGreaterThan(20);
      for (const rule of file.rules) {
        expect(rule.example, rule.id).toBeTruthy();
        expect(() => new RegExp(rule.pattern), rule.id).not.toThrow();
        // The example is flagged (by this rule or a graver one): a reviewer can test the rule by reading it.
        expect(matchRules(normalizeForSafety(rule.example ?? '')), `${rule.id}: ${rule.example}`).not.toBeNull();
      }
    }
  });
});
