import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { registerUser } from '../../test/factories.js';
import { multipartForm } from '../../test/uploads.js';

// Decision 063: Daylio dates with slashes. `16/10/2024` can only be day first, `10/16/2024` only
// month first; `03/04/2024` is either, so the file's other rows, its language or the person decide.

type User = Awaited<ReturnType<typeof registerUser>>;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const csv = (...rows: string[]) => Buffer.from(['full_date,date,weekday,time,mood,activities,note_title,note', ...rows].join('\n'));
const send = (user: User, path: string, bytes: Buffer, fields: Record<string, string | undefined> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/account/${path}?tz=UTC`,
    headers: user.auth,
    payload: multipartForm(fields, { field: 'file', name: 'daylio.csv', bytes }),
  });
const preview = (user: User, bytes: Buffer) => send(user, 'import/preview', bytes);
const importCsv = (user: User, bytes: Buffer, dateOrder?: string) => send(user, 'import', bytes, { dateOrder });
const daysOf = async (user: User) =>
  ((await t.app.inject({ method: 'GET', url: '/api/diary', headers: user.auth })).json().data as { createdAt: string; description: string }[])
    .map((record) => [record.createdAt.slice(0, 16), record.description])
    .sort();

describe('Daylio dates with slashes', () => {
  it('reads the whole file day first when one row can only be day first', async () => {
    const user = await registerUser(t);
    const file = csv('16/10/2024,Oct 16,Wednesday,8:15 PM,good,,,Uno', '03/04/2024,Apr 3,Wednesday,9:00 AM,meh,,,Dos');
    const seen = await preview(user, file);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ format: 'daylio', entries: 2, dateOrder: 'dmy', askDateOrder: false });
    // A choice sent against what the numbers prove changes nothing.
    expect((await importCsv(user, file, 'mdy')).json()).toMatchObject({ added: 2 });
    expect(await daysOf(user)).toEqual([
      ['2024-04-03T09:00', 'Dos'],
      ['2024-10-16T20:15', 'Uno'],
    ]);
  });

  it('reads the whole file month first when one row can only be month first', async () => {
    const user = await registerUser(t);
    const file = csv('10/16/2024,Oct 16,Wednesday,8:15 PM,good,,,Uno', '03/04/2024,Mar 4,Monday,9:00 AM,meh,,,Dos');
    expect((await preview(user, file)).json()).toMatchObject({ dateOrder: 'mdy', askDateOrder: false });
    expect((await importCsv(user, file)).statusCode).toBe(200);
    expect(await daysOf(user)).toEqual([
      ['2024-03-04T09:00', 'Dos'],
      ['2024-10-16T20:15', 'Uno'],
    ]);
  });

  it('reads a file made in Spanish day first when its numbers could be either', async () => {
    for (const row of [
      '03/04/2024,3 abr,miércoles,9:00,good,,,Dos', // the weekday
      '03/04/2024,3 abr,,9:00,como siempre,,,Dos', // a default mood
      '03/04/2024,3 abr,,9:00 p. m.,good,,,Dos', // the half of the day
    ]) {
      const user = await registerUser(t);
      const file = csv(row);
      expect((await preview(user, file)).json(), row).toMatchObject({ dateOrder: 'dmy', askDateOrder: false });
      const imported = await importCsv(user, file, undefined);
      expect(imported.statusCode, imported.body).toBe(200);
      expect((await daysOf(user))[0]![0]!.slice(0, 10), row).toBe('2024-04-03');
    }
  });

  it('asks the person when nothing tells, refuses to guess at import, and follows their choice', async () => {
    const user = await registerUser(t);
    const file = csv('03/04/2024,,Monday,9:00 AM,good,,,Dos', '05/06/2024,,Monday,10:00 AM,rad,,,Tres');
    const seen = await preview(user, file);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ entries: 2, dateOrder: null, askDateOrder: true });

    const unsettled = await importCsv(user, file);
    expect(unsettled.statusCode).toBe(400);
    expect(unsettled.json().message).toEqual([
      'Las fechas del archivo (como 03/04/2024) pueden leerse como día/mes/año o como mes/día/año. Elige cómo están escritas y vuelve a importarlo: no se ha importado nada.',
    ]);
    for (const wrong of ['', 'ymd', 'DMY', '{"order":"dmy"}']) {
      const refused = await importCsv(user, file, wrong);
      expect(refused.statusCode, wrong).toBe(400);
      expect(refused.json().message, wrong).toEqual(['El orden de las fechas no es válido: elige día/mes/año o mes/día/año.']);
    }
    expect(await daysOf(user)).toEqual([]);

    const chosen = await importCsv(user, file, 'mdy');
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(await daysOf(user)).toEqual([
      ['2024-03-04T09:00', 'Dos'],
      ['2024-05-06T10:00', 'Tres'],
    ]);
  });

  it('refuses a file whose rows prove both orders, naming a line of each, and a date no order can read', async () => {
    const user = await registerUser(t);
    const mixed = await importCsv(user, csv('16/10/2024,,,9:00,good,,,Uno', '10/16/2024,,,9:00,good,,,Dos'));
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toEqual([
      'Las fechas mezclan dos órdenes: la línea 2 solo puede ser día/mes/año y la línea 3 solo mes/día/año. Corrige una de ellas y vuelve a importar el archivo: no se ha importado nada.',
    ]);
    const impossible = await preview(user, csv('16/10/2024,,,9:00,good,,,Uno', '45/13/2024,,,9:00,good,,,Dos', '31/02/2024,,,9:00,good,,,Tres'));
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().message).toEqual([
      'Línea 3: no se entiende la fecha o la hora.',
      'Línea 4: no se entiende la fecha o la hora.',
      'Corrige esas líneas y vuelve a importar el archivo: no se ha importado nada.',
    ]);
    expect(await daysOf(user)).toEqual([]);
  });

  it('keeps the order of a Sendero zip out of it', async () => {
    const user = await registerUser(t);
    const zip = await importCsv(user, Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.alloc(50, 1)]), 'dmy');
    expect(zip.statusCode).toBe(400);
    expect(zip.json().message).toEqual(['La correspondencia de estados de ánimo solo se usa al importar un CSV de Daylio.']);
  });
});
