import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createMailer } from '../../lib/mail.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { registerUser } from '../../test/factories.js';

/** The reset email through a real SMTP conversation, and its link working end to end. */
const received: { to: string; raw: string }[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Sendero <no-reply@sendero.test>', outboxDir: '/nonexistent', log: { info() {} } });
  t = await createTestApp({ mailer });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

it('sends the reset email over SMTP and its link resets the password', async () => {
  const user = await registerUser(t);
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
  expect(response.statusCode).toBe(200);

  let message: { to: string; raw: string } | undefined;
  for (let i = 0; i < 200 && !message; i++) {
    message = received.find((item) => item.to === user.email);
    if (!message) await new Promise((resolve) => setTimeout(resolve, 25));
  }
  expect(message, 'the SMTP server received the email').toBeDefined();
  expect(message!.raw).toContain('multipart/alternative');
  expect(message!.raw).toMatch(/Subject: =\?UTF-8\?|Subject: Restablece/);
  const unfolded = message!.raw.replace(/=\r?\n/g, '');
  const token = /http:\/\/sendero\.test\/forgot-password\/([A-Za-z0-9_-]{22,})/.exec(unfolded)?.[1];
  expect(token).toBeDefined();

  const reset = await t.app.inject({ method: 'POST', url: `/api/auth/reset-password/${token}`, payload: { newPassword: 'Desde-el-correo-5' } });
  expect(reset.statusCode).toBe(200);
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'Desde-el-correo-5' } });
  expect(login.statusCode).toBe(200);
});
