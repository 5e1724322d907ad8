import { SPANISH_VARIANTS } from '@sendero/shared';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogues, defineMessages, setSpanish, useMessages, type Catalogue } from './i18n';

// Every catalogue of the app: defining them is importing them.
const modules = import.meta.glob(['../**/messages.ts', '../**/*.messages.ts'], { eager: true });

afterEach(() => setSpanish('es-ES'));

describe('the catalogues of texts (decision 045)', () => {
  it('are found: the home, the diary, the Ayuda sheet, Ajustes and the WHO-5 offer', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(4);
    expect([...catalogues.keys()]).toEqual(expect.arrayContaining(['home', 'diary', 'help', 'settings', 'wellbeing']));
  });

  it('have every text in every Spanish: a key in one variant and not in another fails', () => {
    const missing: string[] = [];
    for (const [area, catalogue] of catalogues) {
      const keys = new Set(SPANISH_VARIANTS.flatMap((variant) => Object.keys(catalogue[variant] ?? {})));
      for (const variant of SPANISH_VARIANTS) {
        for (const key of keys) {
          const text = (catalogue[variant] as Record<string, unknown> | undefined)?.[key];
          if (text === undefined || text === '') missing.push(`${area}.${key} in ${variant}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('speaks voseo in Argentina and Uruguay, tú elsewhere', () => {
    const home = catalogues.get('home')!;
    expect(home['es-ES'].howDoYouFeel).toBe('¿Cómo te sientes hoy?');
    expect(home['es-419'].howDoYouFeel).toBe('¿Cómo te sientes hoy?');
    expect(home['es-AR'].howDoYouFeel).toBe('¿Cómo te sentís hoy?');
    expect(home['es-AR'].addWhatHappened).toBe('Contá qué pasó');
    // Neutral Latin American Spanish: no "vosotros" forms, no "vale", no "os".
    for (const [area, catalogue] of catalogues) {
      for (const [key, text] of Object.entries(catalogue['es-419'])) {
        const words = String((text as { input?: string }).input ?? text);
        expect(words, `${area}.${key}`).not.toMatch(/\b(vosotr[oa]s|vuestr[oa]s?|os|vale|ordenador|móvil|apetece)\b/iu);
      }
    }
  });

  it('a catalogue without a text in one variant does not type-check either', () => {
    // @ts-expect-error es-AR lacks "b"
    const incomplete: Catalogue<{ a: string; b: string }> = { 'es-ES': { a: 'a', b: 'b' }, 'es-419': { a: 'a', b: 'b' }, 'es-AR': { a: 'a' } };
    expect(incomplete).toBeDefined();
  });
});

describe('useMessages', () => {
  const probe = defineMessages('probe', {
    'es-ES': { question: '¿Cómo te sientes hoy?' },
    'es-419': { question: '¿Cómo te sientes hoy?' },
    'es-AR': { question: '¿Cómo te sentís hoy?' },
  });
  function Question() {
    return <p>{useMessages(probe).question}</p>;
  }

  it('changes the texts on screen when the Spanish changes, without drawing the screen again', () => {
    render(<Question />);
    expect(screen.getByText('¿Cómo te sientes hoy?')).toBeInTheDocument();
    act(() => setSpanish('es-AR'));
    expect(screen.getByText('¿Cómo te sentís hoy?')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es-AR');
    act(() => setSpanish('es-419'));
    expect(screen.getByText('¿Cómo te sientes hoy?')).toBeInTheDocument();
  });

  it('draws in the current Spanish from the first frame', () => {
    setSpanish('es-AR');
    render(<Question />);
    expect(screen.getByText('¿Cómo te sentís hoy?')).toBeInTheDocument();
  });
});
