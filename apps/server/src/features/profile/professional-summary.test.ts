import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { professionalSummaryMessages, type Feeling } from '@sendero/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createRoute, registerUser } from '../../test/factories.js';
import { oneLine, pdfText, pdftotextMissing } from '../../test/pdf-text.js';
import { drawProfessionalSummary, printable, type ProfessionalSummary, type SummaryEntry } from './professional-summary-pdf.js';
import { routeAt } from './professional-summary.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof registerUser>>;
const DAY_MS = 86_400_000;
const URL = '/api/profile/professional-summary.pdf';
const isoDay = (at: Date) => at.toISOString().slice(0, 10);
const longDate = (iso: string) => new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

const write = (user: User, feeling: Feeling, description: string, daysAgo: number, tags: string[] = []) =>
  t.app.inject({
    method: 'POST',
    url: '/api/diary/entry',
    headers: user.auth,
    payload: { feeling, description, audioUrl: '', tags, createdAt: new Date(t.clock.now().getTime() - daysAgo * DAY_MS).toISOString() },
  });
const summary = (user: User, query = '') => t.app.inject({ method: 'GET', url: `${URL}${query}`, headers: user.auth });
const textOf = (body: Buffer) => oneLine(pdfText(body));

async function drawn(summary: ProfessionalSummary): Promise<Buffer> {
  const doc = await drawProfessionalSummary(summary);
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const baseSummary = (overrides: Partial<ProfessionalSummary> = {}): ProfessionalSummary => ({
  person: 'Lucía Martínez',
  from: '2026-11-01',
  to: '2026-11-30',
  tz: 'Europe/Madrid',
  madeAt: new Date('2026-12-03T10:00:00Z'),
  records: 0,
  daysWritten: 0,
  weeks: [],
  who5: [],
  routes: [],
  tags: [],
  patterns: [],
  entries: null,
  ...overrides,
});

describe('GET /api/profile/professional-summary.pdf', () => {
  it('answers a PDF download of the last 30 days by default, never kept by a cache', async () => {
    const person = await registerUser(t, { firstName: 'Marta', lastName: 'Núñez' });
    const response = await summary(person, '?tz=Europe/Madrid');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(t.clock.now());
    expect(response.headers['content-disposition']).toBe(`attachment; filename="informe-sendero-${today}.pdf"`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (pdftotextMissing) return console.warn(pdftotextMissing);
    const text = textOf(response.rawPayload);
    const from = isoDay(new Date(Date.parse(`${today}T00:00:00Z`) - 29 * DAY_MS));
    expect(text).toContain(`Periodo: del ${longDate(from)} al ${longDate(today)} (30 días).`);
    expect(text).toContain('Marta Núñez');
    expect(text).toContain('No hay registros en este periodo.');
    expect(text).toMatch(/Página 1 de \d/);
  });

  it.skipIf(pdftotextMissing)("holds the period's feelings, routes and activities, and the entries only when asked for, without the advice", async () => {
    const person = await registerUser(t);
    const other = await registerUser(t);
    const good = await write(person, 'GOOD', '¿Qué tal? Paseé con mi hermana y comí un ñoqui. 🙂👍🏽 Привет', 2, ['ejercicio', 'Terapia']);
    expect(good.statusCode).toBe(201);
    const advice = good.json().aiResponse as string;
    await write(person, 'TERRIBLE', 'Un día muy duro en el trabajo.', 3, ['trabajo']);
    await write(person, 'GREAT', 'Esto fue hace mucho y queda fuera del periodo.', 100);
    await write(other, 'BAD', 'Lo que escribió otra persona.', 2, ['trabajo']);
    const { route, contents } = await createRoute(t, { title: 'Respirar con calma', contentPoints: [5] });
    await createRoute(t, { title: 'Ruta que nunca empezó' });
    const progressId = (await t.app.inject({ method: 'POST', url: '/api/user-progress', headers: person.auth, payload: { routeId: route.id } })).json().id;
    const interaction = (
      await t.app.inject({
        method: 'POST',
        url: '/api/user-progress/interaction',
        headers: person.auth,
        payload: { contentId: contents[0]!.id, userRouteProgressId: progressId },
      })
    ).json();
    await t.app.inject({ method: 'PATCH', url: `/api/user-progress/interaction/${interaction.id}`, headers: person.auth, payload: { completed: true } });

    const without = textOf((await summary(person)).rawPayload);
    expect(without).toContain('2 registros, en 2 días de 30.');
    expect(without).toContain('Respirar con calma');
    expect(without).toContain(`Completada el ${longDate(isoDay(t.clock.now()))}`);
    expect(without).not.toContain('Ruta que nunca empezó');
    expect(without).toMatch(/Ejercicio 1 1 0/);
    expect(without).toMatch(/Trabajo 1 0 1/);
    expect(without).toContain('Terapia');
    expect(without).toContain('No incluye el texto de mis entradas del diario.');
    expect(without).not.toContain('Paseé');
    expect(without).not.toContain('Mis entradas');

    const withEntries = textOf((await summary(person, '?entries=true')).rawPayload);
    expect(withEntries).toContain('Mis entradas');
    expect(withEntries).toContain('¿Qué tal? Paseé con mi hermana y comí un ñoqui. [emoji][emoji] [?][?][?][?][?][?]');
    expect(withEntries).toContain('Un día muy duro en el trabajo.');
    expect(withEntries).not.toContain('queda fuera del periodo');
    expect(withEntries).not.toContain('otra persona');
    // The app's reply stays out: its first sentence is nowhere in the PDF.
    expect(withEntries).not.toContain(oneLine(advice.split('\n')[0]!).slice(0, 40));
  });

  it.skipIf(pdftotextMissing)("holds the WHO-5 checks of the period, with their dates, scores and percentages; another person's never", async () => {
    const person = await registerUser(t);
    const other = await registerUser(t);
    const post = (user: User, answers: number[]) => t.app.inject({ method: 'POST', url: '/api/wellbeing/who5', headers: user.auth, payload: { answers } });
    expect((await post(person, [3, 3, 2, 2, 2])).statusCode).toBe(201);
    const firstDay = longDate(isoDay(t.clock.now()));
    // A minute later (a day would outlive the access token).
    t.clock.advance(60_000);
    expect((await post(person, [4, 4, 3, 3, 3])).statusCode).toBe(201);
    expect((await post(other, [0, 1, 0, 1, 0])).statusCode).toBe(201);
    const text = textOf((await summary(person, '?tz=UTC')).rawPayload);
    expect(text).toContain('2 cuestionarios de bienestar (WHO-5).');
    expect(text).toContain(`${firstDay} 12 48 %`);
    expect(text).toContain(`${longDate(isoDay(t.clock.now()))} 17 68 %`);
    expect(text).not.toContain(' 2 8 %');
    // Checks outside the period stay out.
    const before = isoDay(new Date(t.clock.now().getTime() - 10 * DAY_MS));
    expect(textOf((await summary(person, `?from=${before}&to=${before}`)).rawPayload)).toContain('No hay cuestionarios WHO-5 en este periodo.');
  });

  it.skipIf(pdftotextMissing)("covers the period chosen, in the person's time zone", async () => {
    const person = await registerUser(t);
    await write(person, 'BAD', 'Hace cuarenta días.', 40);
    const day = isoDay(new Date(t.clock.now().getTime() - 40 * DAY_MS));
    const from = isoDay(new Date(Date.parse(day) - 3 * DAY_MS));
    const to = isoDay(new Date(Date.parse(day) + 3 * DAY_MS));
    const text = textOf((await summary(person, `?from=${from}&to=${to}&tz=America/Mexico_City&entries=true`)).rawPayload);
    expect(text).toContain(`Periodo: del ${longDate(from)} al ${longDate(to)} (7 días).`);
    expect(text).toContain('1 registro, en 1 día de 7.');
    expect(text).toContain('Hace cuarenta días.');
    expect(text).toContain('America/Mexico_City');
    const empty = textOf((await summary(person, `?from=${to}&to=${to}`)).rawPayload);
    expect(empty).toContain('(1 día).');
    expect(empty).toContain('No hay registros en este periodo.');
  });

  it('refuses a period it cannot cover with a Spanish 400, and a caller without a token with 401', async () => {
    const person = await registerUser(t);
    const cases: [string, string][] = [
      ['?from=2026-12-10&to=2026-12-01', professionalSummaryMessages.periodReversed],
      ['?from=2025-01-01&to=2026-01-02', professionalSummaryMessages.periodTooLong],
      ['?from=2026-02-30', professionalSummaryMessages.dateInvalid],
      ['?to=3%20de%20diciembre', professionalSummaryMessages.dateInvalid],
      ['?entries=si', professionalSummaryMessages.entriesInvalid],
      ['?tz=Marte/Olympus', professionalSummaryMessages.timeZoneInvalid],
      // Only `from`: the period ends today, more than 366 days later.
      ['?from=2000-01-01', professionalSummaryMessages.periodTooLong],
    ];
    for (const [query, message] of cases) {
      const response = await summary(person, query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: [message] });
    }
    // A leap year's 366 days fit.
    expect((await summary(person, '?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});

describe('a route as it stood at the end of the period', () => {
  const at = (iso: string) => new Date(`${iso}T12:00:00Z`);
  const route = {
    routeId: 'r',
    title: 'Dormir mejor',
    startedAt: at('2026-10-01'),
    contentCount: 4,
    completedAt: [at('2026-10-02'), at('2026-11-05'), at('2026-11-20'), at('2026-12-10')],
  };
  const start = at('2026-11-01');
  const end = at('2026-12-01');

  it('counts only what was completed before the end: in progress then, even if finished later', () => {
    expect(routeAt(route, start, end)).toEqual({ title: 'Dormir mejor', progress: 75, startedAt: route.startedAt, completedAt: null });
  });
  it('is completed at the moment its last content was, and left out when that was before the period or it started after', () => {
    expect(routeAt(route, start, at('2026-12-31'))).toMatchObject({ progress: 100, completedAt: at('2026-12-10') });
    expect(routeAt(route, at('2026-12-20'), at('2026-12-31'))).toBeNull();
    expect(routeAt({ ...route, startedAt: at('2026-12-05') }, start, end)).toBeNull();
  });
});

describe('the PDF itself', () => {
  it('prints Spanish as written and replaces what Helvetica cannot draw', () => {
    expect(printable('¿Cómo estás? ¡Muy bien! Ñandú, pingüino, «comillas» — €').text).toBe('¿Cómo estás? ¡Muy bien! Ñandú, pingüino, «comillas» — €');
    expect(printable('Hola 👨‍👩‍👧 y 🇪🇸, 漢字').text).toBe('Hola [emoji] y [emoji], [?][?]');
    expect(printable('e\u0301 a\u202Fb\u0000').text).toBe('é a b');
    expect(printable('nada raro').replaced).toBe(false);
  });

  it.skipIf(pdftotextMissing)('holds the WHO-5 scores with their dates, and numbers its pages', async () => {
    const pdf = await drawn(
      baseSummary({
        who5: [
          { at: new Date('2026-11-04T09:00:00Z'), rawScore: 12, percentScore: 48 },
          { at: new Date('2026-11-18T09:00:00Z'), rawScore: 17, percentScore: 68 },
        ],
      }),
    );
    const text = oneLine(pdfText(pdf));
    expect(text).toContain('Mi bienestar (WHO-5)');
    expect(text).toContain('4 de noviembre de 2026 12 48 %');
    expect(text).toContain('18 de noviembre de 2026 17 68 %');
    expect(text).toContain('2 cuestionarios de bienestar (WHO-5).');
    expect(text).toContain('Periodo: del 1 de noviembre de 2026 al 30 de noviembre de 2026 (30 días).');
    expect(text).toMatch(/Página 1 de (\d+) .*Página \1 de \1/);
  });

  it.skipIf(pdftotextMissing)(
    '5,000 entries: prints the first 500 with a note, in bounded time, and other requests still get answers',
    async () => {
      const entry = (index: number): SummaryEntry => ({
        createdAt: new Date(Date.UTC(2026, 0, 1) + index * 6_000_000).toISOString(),
        feeling: (['GREAT', 'GOOD', 'NEUTRAL', 'BAD', 'TERRIBLE'] as const)[index % 5]!,
        description: `Entrada número ${index + 1}. ${'Hoy he pensado en lo que me dijo mi madre y me he sentido más tranquila. '.repeat(3)}`,
        tags: index % 3 === 0 ? ['Trabajo'] : [],
      });
      async function* batches() {
        for (let start = 0; start < 5_000; start += 100) yield Array.from({ length: 100 }, (_, i) => entry(start + i));
      }
      let ticks = 0;
      const ticker = setInterval(() => (ticks += 1), 20);
      const started = Date.now();
      const pdf = await drawn(
        baseSummary({ from: '2026-01-01', to: '2026-12-31', records: 5_000, daysWritten: 347, entries: { total: 5_000, batches: batches() } }),
      );
      const elapsed = Date.now() - started;
      clearInterval(ticker);
      console.log(`5,000 entries: ${pdf.length} bytes in ${elapsed} ms, ${ticks} timer ticks meanwhile`);
      expect(elapsed).toBeLessThan(30_000);
      expect(ticks).toBeGreaterThan(0);
      expect(pdf.length).toBeLessThan(5 * 1024 * 1024);
      const text = oneLine(pdfText(pdf));
      expect(text.includes('Entrada número 500.')).toBe(true);
      expect(text.includes('Entrada número 501.')).toBe(false);
      // Spanish writes four-digit numbers without a separator (RAE): 5000.
      expect(
        text.includes(
          'Este informe incluye las primeras 500 entradas del periodo, de 5000. Para ver las demás, descarga otro informe con un periodo más corto.',
        ),
      ).toBe(true);
    },
    60_000,
  );
});
