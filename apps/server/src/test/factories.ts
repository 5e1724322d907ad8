import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RegisterResponse } from '@sendero/shared';
import { users } from '../db/schema.js';
import type { TestApp } from './test-app.js';

export const strongPassword = 'Sendero-prueba-2026';

export function uniqueEmail(prefix = 'persona') {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

/** Registers through the API, as a person would. */
export async function registerUser(
  { app }: TestApp,
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string; country: string }> = {},
) {
  const body = {
    email: uniqueEmail(),
    password: strongPassword,
    firstName: 'Lucía',
    lastName: 'Martínez',
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const registered = response.json<RegisterResponse>();
  return {
    ...registered,
    email: body.email,
    password: body.password,
    auth: { authorization: `Bearer ${registered.access_token}` },
  };
}

export type RegisteredUser = Awaited<ReturnType<typeof registerUser>>;

/** A registered user promoted to ADMIN, with a fresh token that carries the role. */
export async function createAdmin(testApp: TestApp) {
  const user = await registerUser(testApp, { firstName: 'Ana', lastName: 'Admin' });
  await testApp.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, user.user.id));
  const login = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  const tokens = login.json<{ access_token: string; refresh_token: string }>();
  return { ...user, ...tokens, auth: { authorization: `Bearer ${tokens.access_token}` } };
}

export type Admin = Awaited<ReturnType<typeof createAdmin>>;

/** A route with `contentPoints.length` contents (READING, AUDIO, VIDEO, IMAGE, QUIZ in turn), inserted directly. */
export async function createRoute(testApp: TestApp, options: { order?: number; title?: string; contentPoints?: number[] } = {}) {
  const { routes, contents } = await import('../db/schema.js');
  const types = ['READING', 'AUDIO', 'VIDEO', 'IMAGE', 'QUIZ'] as const;
  const [route] = await testApp.db
    .insert(routes)
    .values({ title: options.title ?? 'Ruta de prueba', description: 'Una ruta para los tests.', order: options.order ?? 1 })
    .returning();
  const points = options.contentPoints ?? [5, 10, 15];
  const rows = points.length
    ? await testApp.db
        .insert(contents)
        .values(points.map((p, i) => ({ routeId: route!.id, title: `Contenido ${i + 1}`, type: types[i % types.length]!, points: p, order: i + 1 })))
        .returning()
    : [];
  return { route: route!, contents: rows.sort((a, b) => a.order - b.order) };
}
