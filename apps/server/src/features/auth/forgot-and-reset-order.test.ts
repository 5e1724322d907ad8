import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '../../lib/mail.js';
import { registerUser, uniqueEmail } from '../../test/factories.js';
import { CapturingMailer, createTestApp, type TestApp } from '../../test/test-app.js';
import { passwordResetTokens } from './auth.tables.js';
import type * as PasswordHashing from './password-hashing.js';

// Counts argon2 hashes while keeping them real.
const hashing = vi.hoisted(() => ({ calls: 0 }));
vi.mock('./password-hashing.js', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordHashing>();
  return {
    ...original,
    hashPassword: async (password: string) => {
      hashing.calls += 1;
      return original.hashPassword(password);
    },
  };
});

/** Holds every email until `release()`: shows whether an answer waited for it. */
class HeldMailer extends CapturingMailer {
  private held: (() => void)[] = [];
  holding = true;
  override async send(message: MailMessage) {
    if (this.holding) await new Promise<void>((resolve) => this.held.push(resolve));
    await super.send(message);
  }
  release() {
    this.holding = false;
    for (const resolve of this.held.splice(0)) resolve();
  }
}

let t: TestApp;
let mailer: HeldMailer;
beforeAll(async () => {
  mailer = new HeldMailer();
  t = await createTestApp({ mailer });
});
afterAll(async () => {
  mailer.release();
  await t.close();
});

const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
/** The answer, or 'waited' when it took longer than 3 s. */
const within3s = <T>(answer: Promise<T>) => Promise.race([answer, new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3_000))]);

describe('forgot-password answers before any work that depends on the email', () => {
  it('answers a known email while its token and email are still to come, exactly as an unknown one', async () => {
    mailer.holding = true;
    const user = await registerUser(t);
    const known = await within3s(forgot(user.email));
    const unknown = await within3s(forgot(uniqueEmail('nadie')));
    expect(known).not.toBe('waited');
    expect(unknown).not.toBe('waited');
    if (known === 'waited' || unknown === 'waited') return;
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    // The email had not been handed over when the answer came.
    expect(mailer.sent.filter((message) => message.to === user.email)).toHaveLength(0);

    mailer.release();
    await t.app.afterAnswers.settled();
    expect(mailer.sent.filter((message) => message.to === user.email)).toHaveLength(1);
    expect(await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.user.id))).toHaveLength(1);
  });

  it('still refuses with 429 before answering, and makes no link then', async () => {
    const limited = await createTestApp({
      authLimits: {
        loginPerIp: { max: 100, windowMs: 60_000 },
        loginPerEmail: { max: 100, windowMs: 60_000 },
        forgotPerIp: { max: 1, windowMs: 60_000 },
        forgotPerEmail: { max: 100, windowMs: 60_000 },
      },
    });
    try {
      const user = await registerUser(limited);
      const send = (email: string) => limited.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
      expect((await send(uniqueEmail('nadie'))).statusCode).toBe(200);
      expect((await send(user.email)).statusCode).toBe(429);
      await limited.app.afterAnswers.settled();
      expect(await limited.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.user.id))).toHaveLength(0);
    } finally {
      await limited.close();
    }
  });
});

describe('reset-password checks the token before any password work', () => {
  it('answers an unknown token without hashing, even with a common password', async () => {
    const before = hashing.calls;
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password/inventado-0123456789abcdef', payload: { newPassword: 'password1' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(['El token es inválido o ha expirado.']);
    expect(hashing.calls).toBe(before);
  });
});
