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

  it('reads Catalan mixed into an entry as the Spanish it means (decision 064)', () => {
    expect(normalizeForSafety("No puc més, me'n vaig per sempre")).toBe('no puedo mas me voy para siempre');
    expect(normalizeForSafety("m'he tallat els braços")).toBe('me he cortado los brazos');
    expect(normalizeForSafety('vull matar-me aquesta nit')).toBe('quiero matarme esta noche');
    expect(normalizeForSafety('res té sentit, no hi ha sortida')).toBe('nada tiene sentido no hay salida');
    expect(normalizeForSafety('la meva amiga es va suïcidar')).toBe('la mi amiga se suicido');
    expect(normalizeForSafety("em fa molta por l'operació")).toBe('me da mucho miedo el operacion');
  });

  it('reads Basque words and phrases as the Spanish they mean, and leaves "ama" alone (decision 065)', () => {
    expect(normalizeForSafety('agur lagunak, ez dakit')).toBe('adios amigos no se');
    expect(normalizeForSafety('hil nahi dut')).toBe('quiero morir');
    expect(normalizeForSafety('aita y ama de casa')).toBe('padre y ama de casa');
  });

  it('reads phonetic spellings and the participle said without its d, but not Spanish words ending in -ao', () => {
    expect(normalizeForSafety('me colge y se rrompio el laso')).toBe('me colgue y se rompio el lazo');
    expect(normalizeForSafety('bi una nobela, renunsie el biernes')).toBe('bi una novela renuncie el viernes');
    expect(normalizeForSafety('lo he pillao, me habia resbalao del tejao')).toBe('lo he pillado me habia resbalado del tejado');
    expect(normalizeForSafety('bacalao con cacao en el sarao')).toBe('bacalao con cacao en el sarao');
  });

  it('keeps Spanish words that look Catalan, and reads "ja ja" as a laugh', () => {
    expect(normalizeForSafety('ja ja ja qué fuerte')).toBe('jaja que fuerte');
    expect(normalizeForSafety('ja està, ja ho tinc decidit')).toBe('ya esta ya lo tengo decidido');
    expect(normalizeForSafety('me da pena el mes que viene')).toBe('me da pena el mes que viene');
    expect(normalizeForSafety('voy por pan y vuelvo')).toBe('voy por pan y vuelvo');
    expect(normalizeForSafety('se ha ido en torno a las diez, se porta bien')).toBe('se ha ido en torno a las diez se porta bien');
    expect(normalizeForSafety('ya no tengo por qué vivir')).toBe('ya no tengo por que vivir');
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
