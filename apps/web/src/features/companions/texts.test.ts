import { describe, expect, it } from 'vitest';
import { auditSentence, lastReadText, scopeList, whenSpanish } from './texts';

// The audit trail reads as a sentence in Spanish, in the browser's own time (decision 035).
describe('companion texts', () => {
  const now = new Date(2026, 11, 20);
  it('says who read what and when, with "a la" at one o’clock', () => {
    expect(auditSentence('Marta', 'summary', new Date(2026, 11, 3, 18, 12).toISOString(), now).replace(/\s/g, ' ')).toBe(
      'Marta leyó tu resumen el 3 de diciembre a las 6:12 p. m.',
    );
    expect(whenSpanish(new Date(2026, 11, 3, 13, 5).toISOString(), now).replace(/\s/g, ' ')).toBe('el 3 de diciembre a la 1:05 p. m.');
    expect(auditSentence('Marta', 'safetyPlan', new Date(2025, 0, 9, 9, 0).toISOString(), now).replace(/\s/g, ' ')).toBe(
      'Marta leyó tu plan de seguridad el 9 de enero de 2025 a las 9:00 a. m.',
    );
  });

  it('lists scopes in plain words, and the last read', () => {
    expect(scopeList(['summary', 'routes'])).toBe('resumen y rutas');
    expect(scopeList(['summary', 'entries', 'safetyPlan'])).toBe('resumen, entradas y plan de seguridad');
    expect(lastReadText(null)).toBe('Todavía no ha leído nada.');
  });
});
