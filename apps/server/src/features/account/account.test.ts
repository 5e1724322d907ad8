import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { diaryRecords } from '../../db/schema.js';
import { useTestApp } from '../../test/test-app.js';
import { unzip, zipOf } from '../../test/zip.js';
import { createAdmin, createRoute, registerUser, type RegisteredUser } from '../../test/factories.js';
import { multipartForm, pngImage } from '../../test/uploads.js';
import { rowsCarrying } from '../../test/database.js';

type User = RegisteredUser;
const t = useTestApp({ freshUploadsDir: true });

const entry = (user: User, feeling: string, description: string, audioUrl = '') =>
  t.app.inject({ method: 'POST', url: '/api/diary/entry', headers: user.auth, payload: { feeling, description, audioUrl } }).then((r) => r.json());

/** Starts the route for `user` and opens its content: a progress row and an interaction to export or erase. */
async function openFirstContent(user: User, routeId: string, contentId: string) {
  const progress = (await t.app.inject({ method: 'POST', url: '/api/user-progress', headers: user.auth, payload: { routeId } })).json();
  await t.app.inject({
    method: 'POST',
    url: '/api/user-progress/interaction',
    headers: user.auth,
    payload: { contentId, userRouteProgressId: progress.id },
  });
}

/**
 * A record whose recording is a public `/files/…` name: written before voice notes were checked
 * (decision 024), or restored by an import. The API takes only the caller's own voice notes now.
 */
const legacyEntry = (user: User, feeling: 'GOOD' | 'BAD', description: string, audioUrl: string) =>
  t.db.insert(diaryRecords).values({ userId: user.user.id, feeling, description, audioUrl, createdAt: t.clock.now() });

const exportOf = async (user: User) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: user.auth });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['cache-control']).toBe('no-store');
  return response.rawPayload;
};

const importFile = (user: User, bytes: Buffer, name = 'export.zip', query = '') =>
  t.app.inject({ method: 'POST', url: `/api/account/import${query}`, headers: user.auth, payload: multipartForm({}, { field: 'file', name, bytes }) });

describe('GET /api/account/export', () => {
  it("streams a zip with the versioned JSON, the diary as UTF-8 CSV with BOM and RFC 4180 escaping, and the person's files", async () => {
    const user = await registerUser(t);
    const recording = Buffer.from('ID3 una grabación de prueba');
    fs.writeFileSync(path.join(t.uploadsDir, 'abc123def456abc123def456.mp3'), recording);
    await legacyEntry(user, 'GOOD', 'Comí con Ana, "la de siempre", y luego\nfuimos al río. Qué día más bonito.', '/files/abc123def456abc123def456.mp3');
    t.clock.advance(1_000);
    await entry(user, 'BAD', 'Mañana, más.');
    await t.app.inject({ method: 'PUT', url: '/api/safety-plan', headers: user.auth, payload: { reasonsToLive: ['Mi sobrina Nerea'] } });

    const files = await unzip(await exportOf(user));
    expect([...files.keys()].sort()).toEqual(['diary.csv', 'files/abc123def456abc123def456.mp3', 'sendero-export.json']);
    const json = JSON.parse(files.get('sendero-export.json')!.toString('utf8'));
    expect(json).toMatchObject({
      version: 1,
      profile: { email: user.email, firstName: 'Lucía', spanishVariant: null },
      routeProgress: [],
      contentInteractions: [],
      reminders: [],
    });
    expect(json.safetyPlan.reasonsToLive).toEqual(['Mi sobrina Nerea']);
    expect(json.diaryRecords.map((r: { description: string }) => r.description)).toEqual([
      'Comí con Ana, "la de siempre", y luego\nfuimos al río. Qué día más bonito.',
      'Mañana, más.',
    ]);

    const csv = files.get('diary.csv')!;
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.toString('utf8').slice(1);
    expect(lines.startsWith('fecha,sentimiento,descripción,consejo,origen_del_consejo,audio,actividades,matiz\r\n')).toBe(true);
    expect(lines).toContain(',Bien,"Comí con Ana, ""la de siempre"", y luego\nfuimos al río. Qué día más bonito.",');
    expect(lines.trimEnd().split('\r\n')).toHaveLength(3);
    expect(files.get('files/abc123def456abc123def456.mp3')).toEqual(recording);
  });

  it('exports route progress and content interactions with quiz responses', async () => {
    const user = await registerUser(t);
    const { route, contents } = await createRoute(t, { contentPoints: [5] });
    await openFirstContent(user, route.id, contents[0]!.id);
    const json = JSON.parse((await unzip(await exportOf(user))).get('sendero-export.json')!.toString('utf8'));
    expect(json.routeProgress).toEqual([expect.objectContaining({ routeId: route.id, routeTitle: route.title })]);
    expect(json.contentInteractions).toEqual([expect.objectContaining({ contentId: contents[0]!.id, completed: false, quizResponses: null })]);
    expect(json.diaryRecords).toEqual([]);
  });
});

describe('POST /api/account/import', () => {
  it('restores diary records with their dates and the safety plan into a new account; a second import adds nothing', async () => {
    const owner = await registerUser(t);
    t.clock.set(new Date('2025-03-01T08:30:00.123Z'));
    await entry(owner, 'TERRIBLE', 'Un lunes muy duro.');
    t.clock.set(new Date('2025-03-02T21:00:00.456Z'));
    await entry(owner, 'GREAT', 'Concierto con amigas 🎶');
    t.clock.set(new Date());
    await t.app.inject({ method: 'PUT', url: '/api/safety-plan', headers: owner.auth, payload: { copingStrategies: ['Pasear a Tula'] } });
    const zip = await exportOf(owner);

    const newcomer = await registerUser(t);
    const first = await importFile(newcomer, zip);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ format: 'sendero', added: 2, skipped: 0, safetyPlan: 'restored' });
    const page = (await t.app.inject({ method: 'GET', url: '/api/diary', headers: newcomer.auth })).json();
    expect(page.data.map((r: { createdAt: string; description: string }) => [r.createdAt, r.description])).toEqual([
      ['2025-03-02T21:00:00.456Z', 'Concierto con amigas 🎶'],
      ['2025-03-01T08:30:00.123Z', 'Un lunes muy duro.'],
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/safety-plan', headers: newcomer.auth })).json().copingStrategies).toEqual(['Pasear a Tula']);
    const march = (await t.app.inject({ method: 'GET', url: '/api/diary/month?year=2025&month=3', headers: newcomer.auth })).json();
    expect(march).toHaveLength(2);

    const second = await importFile(newcomer, zip);
    expect(second.json()).toEqual({ format: 'sendero', added: 0, skipped: 2, safetyPlan: 'unchanged' });
    expect((await importFile(owner, zip)).json()).toMatchObject({ added: 0, skipped: 2 });
  });

  it("reads a Daylio CSV: five moods onto five feelings, notes as text, dates and times in the person's time zone", async () => {
    const user = await registerUser(t);
    const csv = [
      'full_date,date,weekday,time,mood,activities,note_title,note',
      '2024-07-14,July 14,Sunday,8:15 PM,rad,familia | playa,Verano,"Baño en el mar, ""por fin"""',
      '2024-07-13,July 13,Saturday,09:05,good,,,Desayuno tranquilo',
      '2024-07-12,July 12,Friday,11:00 AM,meh,trabajo,,',
      '2024-07-11,July 11,Thursday,12:30 PM,bad,,,"Discusión<br>y luego calma"',
      '2024-07-10,July 10,Wednesday,12:00 AM,AWFUL,,,Noche difícil',
    ].join('\n');
    const response = await importFile(user, Buffer.from(csv), 'daylio_export.csv', '?tz=Europe/Madrid');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ format: 'daylio', added: 5, skipped: 0, safetyPlan: 'none' });
    const records = (await t.app.inject({ method: 'GET', url: '/api/diary', headers: user.auth })).json().data as {
      feeling: string;
      description: string;
      createdAt: string;
    }[];
    expect(records.map((r) => [r.createdAt, r.feeling, r.description])).toEqual([
      ['2024-07-14T18:15:00.000Z', 'GREAT', 'Verano\n\nBaño en el mar, "por fin"'],
      ['2024-07-13T07:05:00.000Z', 'GOOD', 'Desayuno tranquilo'],
      ['2024-07-12T09:00:00.000Z', 'NEUTRAL', 'Actividades: trabajo'],
      ['2024-07-11T10:30:00.000Z', 'BAD', 'Discusión\ny luego calma'],
      ['2024-07-09T22:00:00.000Z', 'TERRIBLE', 'Noche difícil'],
    ]);
    expect((await importFile(user, Buffer.from(csv), 'daylio_export.csv', '?tz=Europe/Madrid')).json()).toMatchObject({ added: 0, skipped: 5 });
  });

  it('refuses a Daylio CSV with unreadable rows, naming each line, and imports nothing of it', async () => {
    const user = await registerUser(t);
    const csv = [
      'full_date,date,weekday,time,mood,activities,note',
      '2024-07-14,,,8:15 PM,good,,"Una nota',
      'en dos líneas"',
      '2024-07-13,,,25:99,good,,x',
      '2024-07-12,,,10:00,feliz,,y',
    ].join('\r\n');
    const response = await importFile(user, Buffer.from(csv), 'daylio.csv');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([
      'Línea 4: no se entiende la fecha o la hora.',
      'Corrige esas líneas y vuelve a importar el archivo: no se ha importado nada.',
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/diary', headers: user.auth })).json().data).toEqual([]);
  });

  const diaryOf = async (user: User) =>
    (await t.app.inject({ method: 'GET', url: '/api/diary', headers: user.auth })).json().data as {
      feeling: string;
      description: string;
      createdAt: string;
      tags: string[];
    }[];
  const previewFile = (user: User, bytes: Buffer, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/account/import/preview${query}`,
      headers: user.auth,
      payload: multipartForm({}, { field: 'file', name: 'daylio.csv', bytes }),
    });
  const importMapped = (user: User, bytes: Buffer, moods: string, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/account/import${query}`,
      headers: user.auth,
      payload: multipartForm({ moods }, { field: 'file', name: 'daylio.csv', bytes }),
    });

  /** A Daylio export made in Spanish: its own mood names, Spanish dates, 24-hour times, a custom mood. */
  const spanishDaylio = Buffer.from(
    [
      'full_date,date,weekday,time,mood,activities,note_title,note',
      '16 de octubre de 2024,16 de octubre,miércoles,9:03,mal,trabajo | siesta,,Reunión larga',
      '2024-10-15,15 de octubre,martes,21:40,genial,amigos,,Cena con Marta',
      '2024-10-14,14 de octubre,lunes,8:00,como siempre,,,',
      '2024-10-13,13 de octubre,domingo,12:15,cansada,,,Sin fuerzas',
      '2024-10-12,12 de octubre,sábado,23:59,mal,,,Otra vez',
    ].join('\n'),
  );

  it('previews a Spanish Daylio export without storing anything: each distinct mood with its guess; then imports it after the person maps them', async () => {
    const user = await registerUser(t);
    const preview = await previewFile(user, spanishDaylio, '?tz=Europe/Madrid');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      format: 'daylio',
      entries: 5,
      moods: [
        { name: 'mal', count: 2, guess: 'BAD', custom: false },
        { name: 'cansada', count: 1, guess: null, custom: true },
        { name: 'como siempre', count: 1, guess: 'NEUTRAL', custom: false },
        { name: 'genial', count: 1, guess: 'GREAT', custom: false },
      ],
      dateOrder: null,
      askDateOrder: false,
    });
    expect(await diaryOf(user)).toEqual([]);

    // Without a feeling for «cansada», nothing is stored.
    const unmapped = await importFile(user, spanishDaylio, 'daylio.csv', '?tz=Europe/Madrid');
    expect(unmapped.statusCode).toBe(400);
    expect(unmapped.json().message).toEqual([
      'Elige a cuál de los cinco sentimientos corresponde el estado de ánimo «cansada».',
      'Corrige esas líneas y vuelve a importar el archivo: no se ha importado nada.',
    ]);
    expect(await diaryOf(user)).toEqual([]);

    const mapping = JSON.stringify({ mal: 'BAD', genial: 'GREAT', 'como siempre': 'NEUTRAL', cansada: 'TERRIBLE' });
    const imported = await importMapped(user, spanishDaylio, mapping, '?tz=Europe/Madrid');
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ format: 'daylio', added: 5, skipped: 0, safetyPlan: 'none' });
    expect((await diaryOf(user)).map((r) => [r.createdAt, r.feeling, r.description, r.tags])).toEqual([
      ['2024-10-16T07:03:00.000Z', 'BAD', 'Reunión larga', ['trabajo', 'siesta']],
      ['2024-10-15T19:40:00.000Z', 'GREAT', 'Cena con Marta', ['amistades']],
      ['2024-10-14T06:00:00.000Z', 'NEUTRAL', 'Entrada importada de Daylio, sin nota.', []],
      ['2024-10-13T10:15:00.000Z', 'TERRIBLE', 'Sin fuerzas', ['cansada']],
      ['2024-10-12T21:59:00.000Z', 'BAD', 'Otra vez', []],
    ]);
    // The same file again adds nothing.
    expect((await importMapped(user, spanishDaylio, mapping, '?tz=Europe/Madrid')).json()).toMatchObject({ added: 0, skipped: 5 });
  });

  it('imports a German Daylio export after mapping, the person free to change a guess', async () => {
    const user = await registerUser(t);
    const csv = Buffer.from(
      [
        'full_date,date,weekday,time,mood,activities,note_title,note',
        '2024-03-05,5. März,Dienstag,07:30,super,Sport,,Laufen am Fluss',
        '2024-03-04,4. März,Montag,18:00,gut,,,',
        '2024-03-03,3. März,Sonntag,10:00,Schlecht,,,Kopfweh',
        '2024-03-02,2. März,Samstag,22:10,furchtbar,,,',
      ].join('\n'),
    );
    const preview = (await previewFile(user, csv, '?tz=Europe/Berlin')).json();
    expect(preview.moods.map((mood: { name: string; guess: string }) => [mood.name, mood.guess])).toEqual([
      ['furchtbar', 'TERRIBLE'],
      ['gut', 'GOOD'],
      ['Schlecht', 'BAD'],
      ['super', 'GREAT'],
    ]);
    expect(await diaryOf(user)).toEqual([]);
    const response = await importMapped(
      user,
      csv,
      JSON.stringify({ super: 'GREAT', gut: 'GOOD', Schlecht: 'NEUTRAL', furchtbar: 'TERRIBLE' }),
      '?tz=Europe/Berlin',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((await diaryOf(user)).map((r) => [r.createdAt, r.feeling])).toEqual([
      ['2024-03-05T06:30:00.000Z', 'GREAT'],
      ['2024-03-04T17:00:00.000Z', 'GOOD'],
      ['2024-03-03T09:00:00.000Z', 'NEUTRAL'],
      ['2024-03-02T21:10:00.000Z', 'TERRIBLE'],
    ]);
  });

  it('refuses a bad mapping with a Spanish 400 and stores nothing', async () => {
    const user = await registerUser(t);
    const cases: [string, string][] = [
      ['{no es json', 'La correspondencia de estados de ánimo no es válida: cada uno debe ir a uno de los cinco sentimientos.'],
      [
        JSON.stringify({ mal: 'FATAL', genial: 'GREAT', 'como siempre': 'NEUTRAL', cansada: 'BAD' }),
        'La correspondencia de estados de ánimo no es válida: cada uno debe ir a uno de los cinco sentimientos.',
      ],
      [JSON.stringify(['BAD']), 'La correspondencia de estados de ánimo no es válida: cada uno debe ir a uno de los cinco sentimientos.'],
      [
        JSON.stringify({ mal: 'BAD', genial: 'GREAT', cansada: 'BAD' }),
        'Elige a cuál de los cinco sentimientos corresponde el estado de ánimo «como siempre».',
      ],
    ];
    for (const [moods, message] of cases) {
      const response = await importMapped(user, spanishDaylio, moods);
      expect(response.statusCode, moods).toBe(400);
      expect(response.json().message, moods).toContain(message);
    }
    const zip = await importMapped(user, await zipOf({ 'sendero-export.json': Buffer.from('{}') }), '{}');
    expect(zip.statusCode).toBe(400);
    expect(zip.json().message).toContain('La correspondencia de estados de ánimo solo se usa al importar un CSV de Daylio.');
    expect(await diaryOf(user)).toEqual([]);
  });

  it('answers a clear Spanish 4xx and imports nothing for a wrong file, a broken zip, a zip bomb, a wrong version or a huge file', async () => {
    const user = await registerUser(t);
    const cases: [Buffer, number, string][] = [
      [await pngImage(), 415, 'Este archivo no es una exportación de Sendero (.zip) ni un CSV de Daylio. No se ha importado nada.'],
      [
        Buffer.from('hola,que,tal\n1,2,3'),
        400,
        'El CSV no tiene las columnas de una exportación de Daylio (full_date, time, mood, note). No se ha importado nada.',
      ],
      [
        Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 1)]),
        400,
        'No podemos leer este .zip: puede que esté dañado. No se ha importado nada.',
      ],
      [
        await zipOf({ 'otra-cosa.txt': Buffer.from('hola') }),
        400,
        'El .zip no contiene «sendero-export.json»: no parece una exportación de Sendero. No se ha importado nada.',
      ],
      [await zipOf({ 'sendero-export.json': Buffer.from('{no es json') }), 400, '«sendero-export.json» no es un JSON válido. No se ha importado nada.'],
      [
        await zipOf({ 'sendero-export.json': Buffer.from(JSON.stringify({ version: 7, diaryRecords: [] })) }),
        400,
        'Esta exportación es de una versión que Sendero no reconoce (versión 7; se espera la 1). No se ha importado nada.',
      ],
      [
        await zipOf({
          'sendero-export.json': Readable.from(
            (function* () {
              for (let i = 0; i < 110; i += 1) yield Buffer.alloc(1024 * 1024, 32);
            })(),
          ),
        }),
        413,
        'El .zip se descomprime en demasiados datos para ser una exportación de Sendero. No se ha importado nada.',
      ],
      [Buffer.alloc(21 * 1024 * 1024, 65), 413, 'El archivo es demasiado grande: el máximo son 20 MB.'],
    ];
    for (const [bytes, status, message] of cases) {
      const response = await importFile(user, bytes);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status, message: [message] });
    }
    const invalid = await zipOf({
      'sendero-export.json': Buffer.from(
        JSON.stringify({ version: 1, exportedAt: new Date().toISOString(), profile: {}, diaryRecords: [{ id: 'x', feeling: 'FELIZ' }] }),
      ),
    });
    const refused = await importFile(user, invalid);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message[0]).toMatch(/^La exportación tiene un dato que no es válido \(diaryRecords\.0\./);
    expect((await t.app.inject({ method: 'POST', url: '/api/account/import', headers: user.auth, payload: { file: 'x' } })).statusCode).toBe(415);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/account/import', headers: user.auth, payload: multipartForm({ file: 'texto' }) })).json().message,
    ).toEqual(['Elige un archivo para importar (campo «file»).']);
    expect((await t.app.inject({ method: 'GET', url: '/api/diary', headers: user.auth })).json().data).toEqual([]);
  });
});

describe('DELETE /api/account', () => {
  const rowsOf = (userId: string) => rowsCarrying(t.db, userId);

  it('erases every row and file of the person at once: tokens stop working and the email can register again', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const { route, contents } = await createRoute(t, { contentPoints: [5] });
    await openFirstContent(user, route.id, contents[0]!.id);
    fs.writeFileSync(path.join(t.uploadsDir, 'aaaaaaaaaaaaaaaaaaaaaaaa.mp3'), 'mía');
    fs.writeFileSync(path.join(t.uploadsDir, 'bbbbbbbbbbbbbbbbbbbbbbbb.mp3'), 'compartida');
    await legacyEntry(user, 'BAD', 'Mi grabación', '/files/aaaaaaaaaaaaaaaaaaaaaaaa.mp3');
    await legacyEntry(user, 'BAD', 'Ya no quiero despertar mañana.', '/files/bbbbbbbbbbbbbbbbbbbbbbbb.mp3');
    await legacyEntry(other, 'GOOD', 'La misma grabación', '/files/bbbbbbbbbbbbbbbbbbbbbbbb.mp3');
    await t.app.inject({ method: 'PUT', url: '/api/safety-plan', headers: user.auth, payload: { reasonsToLive: ['Mi perro'] } });
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    // The reset link is made after the answer.
    await t.app.afterAnswers.settled();
    // Operational rows (decision 059): an import claim left by a process that died, a reminder's delivery record.
    await t.db.execute(sql`insert into account_imports (user_id) values (${user.user.id})`);
    await t.db.execute(sql`insert into reminder_deliveries (user_id, channel, local_date) values (${user.user.id}, 'email', '2026-11-27')`);
    const before = await rowsOf(user.user.id);
    for (const table of [
      'users',
      'diary_records',
      'user_route_progress',
      'content_interactions',
      'refresh_tokens',
      'password_reset_tokens',
      'safety_plans',
      'account_imports',
      'reminder_deliveries',
    ]) {
      expect(before[table], table).toBeGreaterThan(0);
    }

    const wrong = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: user.auth, payload: { password: 'no-es-esta' } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toEqual(['La contraseña no es correcta. Tu cuenta sigue intacta.']);
    expect((await rowsOf(user.user.id)).users).toBe(1);

    const erased = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: user.auth, payload: { password: user.password } });
    expect(erased.statusCode, erased.body).toBe(204);
    expect(Object.values(await rowsOf(user.user.id)).every((n) => n === 0)).toBe(true);
    expect(fs.existsSync(path.join(t.uploadsDir, 'aaaaaaaaaaaaaaaaaaaaaaaa.mp3'))).toBe(false);
    expect(fs.existsSync(path.join(t.uploadsDir, 'bbbbbbbbbbbbbbbbbbbbbbbb.mp3'))).toBe(true);

    expect((await t.app.inject({ method: 'GET', url: '/api/diary', headers: user.auth })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken: user.refresh_token } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } })).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: user.email, password: user.password, firstName: 'Otra', lastName: 'Vez' },
    });
    expect(again.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/diary', headers: { authorization: `Bearer ${again.json().access_token}` } })).json().data).toEqual(
      [],
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/diary', headers: other.auth })).json().data).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(diaryRecords)
        .where(sql`${diaryRecords.userId} = ${other.user.id}`),
    ).toHaveLength(1);
  });

  it('refuses the last ADMIN with 409, and lets an admin go when another remains', async () => {
    // Only the admins this test makes.
    await t.db.execute(sql`update users set role = 'USER' where role = 'ADMIN'`);
    const only = await createAdmin(t);
    const refused = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: only.auth, payload: { password: only.password } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toEqual(['Eres la única persona administradora: nombra a otra antes de eliminar tu cuenta.']);
    const second = await createAdmin(t);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/account', headers: only.auth, payload: { password: only.password } })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/account', headers: second.auth, payload: { password: second.password } })).statusCode).toBe(409);
  });

  it('answers 400 without a password and 401 without a token', async () => {
    const user = await registerUser(t);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/account', headers: user.auth, payload: {} })).json().message).toEqual([
      'Escribe tu contraseña o confirma con tu institución.',
    ]);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/account', payload: { password: 'x' } })).statusCode).toBe(401);
  });
});
