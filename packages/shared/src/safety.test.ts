import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, CRISIS_LINE_COUNTRIES, CRISIS_LINES, countryFromTimeZone, crisisLinesFor, crisisLinesNotice } from './crisis-lines.js';
import { Country, SafetyPlanBody } from './safety.js';

// The crisis lines must say exactly what the checked document says, and nothing it refuses.
const documentPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/safety/crisis-lines.md');
const rows = fs
  .readFileSync(documentPath, 'utf8')
  .split('\n')
  .filter((line) => /^\| [A-Z]{2} \|/.test(line))
  .map((line) => {
    const [country, name, number, notes] = line
      .split('|')
      .slice(1)
      .map((cell) => cell.trim());
    return { country: country!, name: name!, number: number!, notes: notes! };
  });

/** Phone numbers in a text, as digits (a leading * kept): "(011) 5275-1135" → "01152751135". */
const phoneNumbers = (text: string) =>
  (text.match(/\*?\d[\d\s()-]*\d|\*?\d+/g) ?? []).map((token) => token.replace(/[^\d*]/g, '')).filter((digits) => digits.replace('*', '').length >= 3);

describe('crisis lines', () => {
  it('lists every number the document verifies, in its country', () => {
    const verified = rows.filter((row) => !/not verified/i.test(row.notes));
    expect(verified.length).toBeGreaterThan(20);
    for (const row of verified) {
      const lines = CRISIS_LINES[row.country];
      expect(lines, row.country).toBeDefined();
      const known = new Set(lines!.flatMap((line) => [line.tel, ...phoneNumbers(`${line.number} ${line.hours}`)]));
      for (const digits of phoneNumbers(row.number)) expect(known, `${row.country} ${row.name}: ${digits}`).toContain(digits);
    }
  });

  it('never shows, in its country, a number the document marks as not verified or unsupported', () => {
    const refused = rows.filter((row) => /not verified|never show/i.test(row.notes));
    expect(refused.length).toBeGreaterThan(0);
    for (const row of refused) {
      // Per country and per whole number: Chile's *4141 is refused for Paraguay only.
      const shown = new Set((CRISIS_LINES[row.country] ?? []).flatMap((line) => [line.tel, ...phoneNumbers(`${line.number} ${line.hours}`)]));
      for (const digits of phoneNumbers(row.name + row.number)) expect(shown, `${row.country}: ${digits}`).not.toContain(digits);
    }
    expect(JSON.stringify(CRISIS_LINES)).not.toContain('VENEZUELA');
  });

  it('puts emergencies last, in every country the document names', () => {
    expect(CRISIS_LINE_COUNTRIES.toSorted()).toEqual([...new Set(rows.map((row) => row.country))].toSorted());
    for (const country of CRISIS_LINE_COUNTRIES) {
      const lines = crisisLinesFor(country);
      const firstEmergency = lines.findIndex((line) => line.emergency);
      if (firstEmergency !== -1) expect(lines.slice(firstEmergency).every((line) => line.emergency)).toBe(true);
      for (const line of lines) expect(line.tel).toMatch(/^\*?\d+$/);
    }
    expect(crisisLinesFor('PY').map((line) => line.tel)).toEqual(['155', '911']);
    expect(crisisLinesFor('CO').find((line) => line.tel === '106')?.area).toMatch(/^Bogotá/);
    expect(crisisLinesFor('CR')[0]?.hours).toBe('De lunes a viernes, de 14:00 a 22:00; sábados, de 9:00 a 16:00. Los domingos no atiende. Gratuita.');
  });

  it("gives a country without rows nothing, never Spain's short codes", () => {
    expect(crisisLinesFor('GQ')).toEqual([]);
    expect(crisisLinesFor('FR')).toEqual([]);
    for (const country of CRISIS_LINE_COUNTRIES.filter((code) => code !== 'ES')) {
      expect(
        crisisLinesFor(country).map((line) => line.tel),
        country,
      ).not.toContain('024');
      expect(
        crisisLinesFor(country).map((line) => line.tel),
        country,
      ).not.toContain('717003717');
    }
  });

  it('tells the person what to do when there is no crisis line, or no line at all', () => {
    expect(crisisLinesNotice(crisisLinesFor('ES'))).toBeNull();
    expect(crisisLinesNotice(crisisLinesFor('GT'))).toBe(
      'No hemos podido verificar ninguna línea nacional de ayuda en crisis para tu país. Si estás en peligro, llama a estos números de emergencias o acude al centro de salud más cercano.',
    );
    expect(crisisLinesNotice(crisisLinesFor('NI'))).toBe(crisisLinesNotice(crisisLinesFor('SV')));
    expect(crisisLinesNotice(crisisLinesFor('GQ'), 'Guinea Ecuatorial')).toBe(
      'No tenemos verificada ninguna línea para Guinea Ecuatorial. Si estás en peligro, llama al número de emergencias local o acude al centro de salud más cercano.',
    );
  });
});

describe('countries', () => {
  it('knows the 249 ISO codes, in any case, and refuses others in Spanish', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(Country.parse('mx')).toBe('MX');
    expect(Country.safeParse('ZZ').error?.issues[0]?.message).toBe('El país no es válido.');
    expect(Country.safeParse('UK').success).toBe(false);
    for (const code of CRISIS_LINE_COUNTRIES) expect(Country.parse(code.toLowerCase())).toBe(code);
  });

  it('guesses the country from the browser time zone', () => {
    expect(countryFromTimeZone('America/Mexico_City')).toBe('MX');
    expect(countryFromTimeZone('America/Argentina/Salta')).toBe('AR');
    expect(countryFromTimeZone('Atlantic/Canary')).toBe('ES');
    expect(countryFromTimeZone('America/Indiana/Indianapolis')).toBe('US');
    expect(countryFromTimeZone('Asia/Tokyo')).toBeNull();
  });
});

describe('safety plan', () => {
  it('drops empty items and refuses long texts and long lists in Spanish', () => {
    expect(
      SafetyPlanBody.parse({
        warningSigns: ['  No duermo  ', ''],
        supportPeople: [
          { name: 'Ana', phone: '' },
          { name: '', phone: '' },
        ],
      }),
    ).toMatchObject({
      warningSigns: ['No duermo'],
      supportPeople: [{ name: 'Ana', phone: '' }],
      reasonsToLive: [],
    });
    expect(SafetyPlanBody.safeParse({ reasonsToLive: ['x'.repeat(501)] }).error?.issues[0]?.message).toBe(
      'Cada elemento puede tener como máximo 500 caracteres.',
    );
    expect(SafetyPlanBody.safeParse({ distractions: Array(21).fill('x') }).error?.issues[0]?.message).toBe('Cada lista puede tener como máximo 20 elementos.');
  });

  it('keeps only phones a person can dial, and says so in Spanish where the phone is', () => {
    for (const phone of ['612 345 678', '+34 612-345-678', '(55) 5259 8121', '024', '  +52 800 911 2000  ', '']) {
      expect(SafetyPlanBody.safeParse({ supportPeople: [{ name: 'Ana', phone }] }).success, phone).toBe(true);
    }
    for (const phone of ['llámame!!', '12', '612 345 678 ext. 4', '34+612345678', '+', '()-']) {
      const issue = SafetyPlanBody.safeParse({ professionals: [{ name: 'Dra. Ruiz', phone }] }).error?.issues[0];
      expect(issue?.message, phone).toBe('Escribe un teléfono al que se pueda llamar: cifras, espacios, +, - o paréntesis, con al menos 3 cifras.');
      expect(issue?.path).toEqual(['professionals', 0, 'phone']);
    }
  });
});
