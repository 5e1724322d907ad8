import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { diaryRecords } from './diary.tables.js';
import { useTestApp } from '../../test/test-app.js';
import { unzipText } from '../../test/zip.js';
import { registerUser, type RegisteredUser } from '../../test/factories.js';
import { multipartForm } from '../../test/uploads.js';

const t = useTestApp({ freshUploadsDir: true });

type User = RegisteredUser;
const post = (user: User, payload: object) => t.app.inject({ method: 'POST', url: '/api/diary/entry', headers: user.auth, payload });
const patch = (user: User, id: string, payload: object) => t.app.inject({ method: 'PATCH', url: `/api/diary/${id}`, headers: user.auth, payload });
const get = (user: User, url: string) => t.app.inject({ method: 'GET', url, headers: user.auth });

describe('diary tags ("¿Qué has hecho hoy?")', () => {
  it('stores fixed tags by key and own tags trimmed, deduplicated case-insensitively, in every answer', async () => {
    const user = await registerUser(t);
    const created = await post(user, {
      feeling: 'GOOD',
      description: 'Paseo largo.',
      tags: ['naturaleza', ' Ejercicio ', 'Guitarra', 'guitarra', 'EJERCICIO', '  Cocinar  con   calma '],
    });
    expect(created.statusCode, created.body).toBe(201);
    // Fixed tags first in their fixed order, then the person's own as first written.
    expect(created.json().tags).toEqual(['ejercicio', 'naturaleza', 'Guitarra', 'Cocinar con calma']);
    const id = created.json().id as string;
    expect((await get(user, '/api/diary')).json().data[0].tags).toEqual(['ejercicio', 'naturaleza', 'Guitarra', 'Cocinar con calma']);
    const now = new Date();
    const month = (await get(user, `/api/diary/month?year=${now.getUTCFullYear()}&month=${now.getUTCMonth() + 1}&tz=UTC`)).json();
    expect(month[0].tags).toEqual(['ejercicio', 'naturaleza', 'Guitarra', 'Cocinar con calma']);

    // Without tags: none. The own ones are sealed at rest; the fixed keys stay clear for statistics.
    expect((await post(user, { feeling: 'BAD', description: 'Sin etiquetas.' })).json().tags).toEqual([]);
    const [row] = await t.db.select().from(diaryRecords).where(eq(diaryRecords.id, id));
    expect(row!.tags).toEqual(['ejercicio', 'naturaleza']);
    expect(row!.ownTags).toMatch(/^enc:v2:/);
    expect(row!.ownTags).not.toContain('Guitarra');
  });

  it('an edit can change the tags alone (the reply stays), and leaves them as they are when not sent', async () => {
    const user = await registerUser(t);
    const created = (await post(user, { feeling: 'GOOD', description: 'Día de estudio.', tags: ['estudio'] })).json();
    const tagsOnly = await patch(user, created.id, { tags: ['estudio', 'descanso', 'Yoga'] });
    expect(tagsOnly.statusCode, tagsOnly.body).toBe(200);
    expect(tagsOnly.json()).toMatchObject({
      tags: ['descanso', 'estudio', 'Yoga'],
      description: 'Día de estudio.',
      advice: created.advice,
      adviceSource: created.adviceSource,
    });
    const feelingOnly = await patch(user, created.id, { feeling: 'GREAT' });
    expect(feelingOnly.json().tags).toEqual(['descanso', 'estudio', 'Yoga']);
    expect((await patch(user, created.id, { tags: [] })).json().tags).toEqual([]);
  });

  it("refuses bad tags with a Spanish 400 and never shows or changes someone else's record", async () => {
    const user = await registerUser(t);
    const cases: [unknown, string][] = [
      ['ejercicio', 'Las actividades deben ser una lista de palabras.'],
      [[42], 'Las actividades deben ser una lista de palabras.'],
      [['x'.repeat(31)], 'Cada actividad propia puede tener como máximo 30 caracteres.'],
      [Array.from({ length: 11 }, (_, index) => `Propia ${index}`), 'Puedes añadir como máximo 10 actividades propias por entrada.'],
    ];
    for (const [tags, message] of cases) {
      const response = await post(user, { feeling: 'GOOD', description: 'Hola.', tags });
      expect(response.statusCode, JSON.stringify(tags)).toBe(400);
      expect(response.json().message).toEqual([message]);
    }
    // All nine fixed ones and ten own ones fit; 30 characters fit.
    const full = await post(user, {
      feeling: 'GOOD',
      description: 'Hola.',
      tags: [
        'trabajo',
        'familia',
        'amistades',
        'pareja',
        'ejercicio',
        'descanso',
        'estudio',
        'naturaleza',
        'salud',
        'y'.repeat(30),
        ...Array.from({ length: 9 }, (_, index) => `Propia ${index}`),
      ],
    });
    expect(full.statusCode, full.body).toBe(201);
    expect(full.json().tags).toHaveLength(19);

    const other = await registerUser(t);
    const response = await patch(other, full.json().id, { tags: ['salud'] });
    expect(response.statusCode).toBe(404);
    expect((await get(user, '/api/diary')).json().data[0].tags).toHaveLength(19);
  });

  it("goes out in the export (JSON and the CSV's «actividades» column) and comes back with an import", async () => {
    const owner = await registerUser(t);
    await post(owner, { feeling: 'GREAT', description: 'Cena con amigas.', tags: ['amistades', 'Cocinar'] });
    t.clock.advance(60_000);
    await post(owner, { feeling: 'NEUTRAL', description: 'Nada especial.' });
    const zip = (await get(owner, '/api/account/export')).rawPayload;
    const json = JSON.parse(await unzipText(zip, 'sendero-export.json'));
    expect(json.diaryRecords.map((record: { tags: string[] }) => record.tags)).toEqual([['amistades', 'Cocinar'], []]);
    const csv = (await unzipText(zip, 'diary.csv')).split('\r\n');
    expect(csv[0]).toContain(',actividades');
    // The finer word's column (decision 042) follows, empty here.
    expect(csv[1]).toMatch(/,amistades \| Cocinar,$/);

    const newcomer = await registerUser(t);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/account/import',
      headers: newcomer.auth,
      payload: multipartForm({}, { field: 'file', name: 'export.zip', bytes: zip }),
    });
    expect(imported.json()).toMatchObject({ added: 2 });
    expect((await get(newcomer, '/api/diary')).json().data.map((record: { tags: string[] }) => record.tags)).toEqual([[], ['amistades', 'Cocinar']]);
  });

  it("a Daylio CSV's activities become tags: the known ones fixed, the rest the person's own", async () => {
    const user = await registerUser(t);
    const csv = [
      'full_date,date,weekday,time,mood,activities,note',
      '2024-07-14,,,20:15,good,work | Family | sport | guitarra | Trabajo,Bien',
      '2024-07-13,,,09:00,meh,,Sin actividades',
    ].join('\n');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/import?tz=Europe/Madrid',
      headers: user.auth,
      payload: multipartForm({}, { field: 'file', name: 'daylio.csv', bytes: Buffer.from(csv) }),
    });
    expect(response.json()).toMatchObject({ format: 'daylio', added: 2 });
    expect((await get(user, '/api/diary')).json().data.map((record: { tags: string[] }) => record.tags)).toEqual([
      ['trabajo', 'familia', 'ejercicio', 'guitarra'],
      [],
    ]);
  });
});
