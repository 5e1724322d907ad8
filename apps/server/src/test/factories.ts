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
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
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
