import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { multipartForm, tempUploadsDir } from '../../test/uploads.js';

/** Issue 25, finding 3: entries and voice notes had no limit per person (200 notes of 50 MB were accepted). */
const webmVoice = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/voice-note.webm'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    uploadsDir: tempUploadsDir(),
    // The tests move the clock a day forward: the sessions must outlive it.
    accessTokenTtlMs: 3 * 24 * 3600_000,
    quotas: { entriesPerDay: 3, voiceNotesPerDay: 2, voiceNoteBytesPerPerson: webmVoice.length * 3 + 10 },
  });
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof registerUser>>;
const write = (user: User, description = 'Hoy ha sido un día normal.') =>
  t.app.inject({ method: 'POST', url: '/api/diary/entry', headers: user.auth, payload: { feeling: 'GOOD', description, audioUrl: '' } });
const upload = (user: User) =>
  t.app.inject({
    method: 'POST',
    url: '/api/diary/voice-notes',
    headers: user.auth,
    payload: multipartForm({}, { field: 'file', name: 'nota.webm', bytes: webmVoice, type: 'audio/webm' }),
  });

describe('quotas per person', () => {
  it('diary entries per 24 hours: a Spanish 429 with Retry-After until the oldest leaves the day; others still write', async () => {
    const user = await registerUser(t);
    for (let i = 0; i < 3; i++) {
      expect((await write(user)).statusCode).toBe(201);
      t.clock.advance(60_000);
    }
    const refused = await write(user);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(24 * 3600 - 180);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: ['Has escrito 3 entradas en las últimas 24 horas, el máximo por día. Podrás escribir otra en 24 horas.'],
    });
    expect((await write(await registerUser(t))).statusCode).toBe(201);
    t.clock.advance(24 * 3600_000 - 180_000 + 1);
    expect((await write(user)).statusCode).toBe(201);
  });

  it('voice notes per 24 hours, then bytes in all: 429, then 413, both in Spanish', async () => {
    const user = await registerUser(t);
    // Kept with entries: a note no entry keeps is swept after a day, and gives its space back.
    for (let i = 0; i < 2; i++) {
      const note = await upload(user);
      expect(note.statusCode).toBe(201);
      const kept = await t.app.inject({
        method: 'POST',
        url: '/api/diary/entry',
        headers: user.auth,
        payload: { feeling: 'GOOD', description: 'Con nota.', audioUrl: note.json().audioUrl },
      });
      expect(kept.statusCode).toBe(201);
    }
    const today = await upload(user);
    expect(today.statusCode).toBe(429);
    expect(today.headers['retry-after']).toBeDefined();
    expect(today.json().message[0]).toMatch(/^Has grabado 2 notas de voz en las últimas 24 horas, el máximo por día\. Podrás grabar otra en /);

    t.clock.advance(24 * 3600_000 + 1);
    expect((await upload(user)).statusCode).toBe(201);
    // Three notes take all the space this test allows: the fourth would pass it.
    const full = await upload(user);
    expect(full.statusCode).toBe(413);
    expect(full.json().message).toEqual(['Tus notas de voz ocupan ya todo su espacio (1 MB). Borra alguna entrada con nota de voz para grabar otra.']);
  });
});
