import { describe, expect, it } from 'vitest';
import * as shared from './index.js';
import { SPANISH_VARIANTS } from './spanish-variants.js';
import { inSpanish, SPOKEN_CATALOGUES } from './spoken-catalogues.js';
import { createSpokenIndex, type Spoken, type SpokenCatalogue } from './spoken.js';

const entries = Object.entries(SPOKEN_CATALOGUES).flatMap(([area, catalogue]) =>
  Object.entries(catalogue).map(([key, spoken]) => ({ name: `${area}.${key}`, spoken: spoken as Spoken })),
);
/** A template's text with stand-in values, to read and compare it. */
const sample = (text: Spoken[keyof Spoken]) =>
  typeof text === 'string' ? text : text(...Array.from({ length: text.length }, (_, index) => `«valor ${index}»`));

describe('the server messages in every Spanish (decision 061)', () => {
  it('has every message in all three variants, none empty, templates taking the same values', () => {
    const incomplete = entries.filter(({ spoken }) =>
      SPANISH_VARIANTS.some((variant) => {
        const text = spoken[variant] as Spoken[keyof Spoken] | undefined;
        if (text === undefined || typeof text !== typeof spoken['es-ES']) return true;
        if (typeof text === 'function') return text.length !== (spoken['es-ES'] as (...values: unknown[]) => string).length;
        return text.trim() === '';
      }),
    );
    expect(incomplete.map(({ name }) => name)).toEqual([]);
    for (const { spoken } of entries) {
      for (const variant of SPANISH_VARIANTS) {
        if (typeof spoken['es-ES'] === 'string') continue;
        // Every value lands in every variant's sentence.
        for (let index = 0; index < spoken['es-ES'].length; index++) expect(sample(spoken[variant])).toContain(`«valor ${index}»`);
      }
    }
  });

  it('leaves no exported message without its variants: every *Messages text is in a catalogue', () => {
    const known = new Set(entries.map(({ spoken }) => sample(spoken['es-ES'])));
    const missing: string[] = [];
    for (const [name, value] of Object.entries(shared)) {
      if (!name.endsWith('Messages') || typeof value !== 'object' || value === null) continue;
      for (const [key, text] of Object.entries(value as Record<string, unknown>)) {
        if (typeof text === 'string' && !known.has(text)) missing.push(`${name}.${key}`);
      }
    }
    expect(missing).toEqual([]);
    // And every catalogue is in the list the server reads.
    const listed = new Set(Object.values(SPOKEN_CATALOGUES));
    const catalogues = Object.entries(shared).filter(([name]) => name.endsWith('Spoken'));
    expect(catalogues.length).toBeGreaterThan(10);
    expect(catalogues.filter(([, catalogue]) => !listed.has(catalogue as SpokenCatalogue)).map(([name]) => name)).toEqual([]);
  });

  it('speaks voseo in es-AR and no Spain-only words or vosotros in es-419 or es-AR', () => {
    const tuForms = /\b(puedes|tienes|quieres|Elige|Escribe|Vuelve|Revisa|Inténtalo|Indica|Usa|Eres|Introduce|Corrige|Responde|Espera|Añade)\b/;
    const spainOnly = /\b(vale|móvil|ordenador|apetece|añadir|Añade|vosotros|vuestr\w*|habéis|podéis|tenéis)\b/i;
    for (const { name, spoken } of entries) {
      expect(sample(spoken['es-AR']), name).not.toMatch(tuForms);
      expect(sample(spoken['es-419']), name).not.toMatch(spainOnly);
      expect(sample(spoken['es-AR']), name).not.toMatch(spainOnly);
    }
  });

  it("puts a message raised in Spain's text into the variant asked for, values and all", () => {
    expect(inSpanish(shared.diaryMessages.descriptionTooLong, 'es-AR')).toBe(
      'Tu texto puede tener como máximo 5000 caracteres. Acortalo un poco para poder guardarlo.',
    );
    expect(inSpanish(shared.safetyMessages.planPhoneInvalid, 'es-AR')).toMatch(/^Escribí un teléfono/);
    expect(inSpanish(shared.errorMessages.tooManyAttempts(600), 'es-AR')).toBe('Demasiados intentos. Volvé a intentarlo en 10 minutos.');
    expect(inSpanish(shared.diaryMessages.tooManyToday(20, '3 horas'), 'es-419')).toBe(
      'Escribiste 20 entradas en las últimas 24 horas, el máximo por día. Podrás escribir otra en 3 horas.',
    );
    expect(inSpanish(shared.accountMessages.importWrongVersion(7), 'es-AR')).toContain('(versión 7; se espera la');
    expect(inSpanish(shared.diaryMessages.createdAtInFuture, 'es-ES')).toBe('No puedes escribir una entrada para un día que aún no ha llegado.');
    // zod's own default messages are not Sendero's: they pass through untouched.
    expect(inSpanish('Entrada inválida', 'es-AR')).toBe('Entrada inválida');
  });

  it('finds a message by one catalogue alone, as a web screen does', () => {
    const groups = createSpokenIndex([shared.groupSpoken]);
    expect(groups(shared.groupMessages.nameRequired, 'es-AR')).toBe('Escribí el nombre del grupo.');
    expect(groups(shared.diaryMessages.descriptionTooLong, 'es-AR')).toBe(shared.diaryMessages.descriptionTooLong);
  });
});
