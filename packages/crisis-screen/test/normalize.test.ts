import { describe, expect, it } from 'vitest';
import { normalizeForSafety } from '../src/normalize.js';

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

  it('maps quick-typing spellings, dodges and a few Catalan words to the standard word', () => {
    expect(normalizeForSafety('kiero q se acabe')).toBe('quiero que se acabe');
    expect(normalizeForSafety('qiero morime')).toBe('quiero morirme');
    expect(normalizeForSafety('m@tarme, su1c1d10')).toBe('matarme suicidio');
    expect(normalizeForSafety('me quiero kms')).toBe('me quiero matarme');
    expect(normalizeForSafety('no tinc ganes de viure')).toBe('no tengo ganas de vivir');
  });

  it('keeps means emoji as words, collapses repeats, and reads laughter as a laugh', () => {
    expect(normalizeForSafety('tengo 💊💊💊 guardadas')).toBe('tengo pastillas guardadas');
    expect(normalizeForSafety('🔪 🔫 ⚰️ 🩸')).toBe('cuchillo pistola ataud sangre');
    expect(normalizeForSafety('💀💀 me muero de risa 😂 jajajaja')).toBe('me muero de risa jaja');
  });

  it('returns an empty string for text without words', () => {
    expect(normalizeForSafety('   ...!!! 🙂')).toBe('');
  });
});
