import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, CRISIS_LINES, countryFromTimeZone, crisisLinesFor } from './crisis-lines.js';
import { Country, SafetyPlanBody } from './safety.js';

// The crisis lines must say exactly what the checked document says, and nothing it refuses.
const documentPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/safety/crisis-lines.md');
const rows = fs
  .readFileSync(documentPath, 'utf8')
  .split('\n')
  .filter((line) => /^\| [A-Z]{2} \|/.test(line))
  .map((line) => {
    const [country, name, number, notes] = line.split('|').slice(1).map((cell) => cell.trim());
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

  it('never shows a number the document marks as not verified or unsupported', () => {
    const everything = JSON.stringify(CRISIS_LINES);
    const refused = rows.filter((row) => /not verified|never show/i.test(row.notes));
    expect(refused.length).toBeGreaterThan(0);
    for (const digits of refused.flatMap((row) => phoneNumbers(row.name + row.number))) {
      expect(everything.replace(/[^\d*]/g, ' ')).not.toContain(digits);
    }
    expect(everything).not.toContain('VENEZUELA');
  });

  it('puts emergencies last, and gives Spain\'s lines to a country without rows', () => {
    for (const country of Object.keys(CRISIS_LINES)) {
      const lines = crisisLinesFor(country);
      const firstEmergency = lines.findIndex((line) => line.emergency);
      if (firstEmergency !== -1) expect(lines.slice(firstEmergency).every((line) => line.emergency)).toBe(true);
      for (const line of lines) expect(line.tel).toMatch(/^\*?\d+$/);
    }
    expect(crisisLinesFor('FR')).toEqual(crisisLinesFor('ES'));
    expect(crisisLinesFor('CO').find((line) => line.tel === '106')?.area).toMatch(/^Bogotá/);
  });
});

describe('countries', () => {
  it('knows the 249 ISO codes, in any case, and refuses others in Spanish', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(Country.parse('mx')).toBe('MX');
    expect(Country.safeParse('ZZ').error?.issues[0]?.message).toBe('El país no es válido.');
    expect(Country.safeParse('UK').success).toBe(false);
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
    expect(SafetyPlanBody.parse({ warningSigns: ['  No duermo  ', ''], supportPeople: [{ name: 'Ana', phone: '' }, { name: '', phone: '' }] })).toMatchObject({
      warningSigns: ['No duermo'],
      supportPeople: [{ name: 'Ana', phone: '' }],
      reasonsToLive: [],
    });
    expect(SafetyPlanBody.safeParse({ reasonsToLive: ['x'.repeat(501)] }).error?.issues[0]?.message).toBe('Cada elemento puede tener como máximo 500 caracteres.');
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
