// SMTP down: forgot-password answers as usual; the email waits in the outbox through a restart
// and is delivered once the SMTP server is back, once.
import { call, expect, freePort, product, registerUsers, report, sleep, Smtp, tempDir } from '../lib.mjs';

export async function smtpOutage() {
  const smtp = new Smtp(await freePort());
  const server = product({
    dataDir: tempDir('smtp'),
    port: await freePort(),
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'http://sendero.test' },
  });
  try {
    await server.start();
    const [user] = await registerUsers(server.base, 1, 'smtp');
    const known = await call(server.base, 'POST', '/auth/forgot-password', { body: { email: user.email } });
    const unknown = await call(server.base, 'POST', '/auth/forgot-password', { body: { email: 'nadie-smtp@example.com' } });
    expect(known.status === unknown.status && JSON.stringify(known.body) === JSON.stringify(unknown.body), 'the same answer for a known and an unknown email');

    await sleep(3_000); // a few failed attempts
    const stop = await server.stop('SIGTERM');
    const restartMs = await server.start();
    await sleep(1_000);
    const upAt = Date.now();
    await smtp.up();
    while (smtp.to(user.email).length === 0 && Date.now() - upAt < 30_000) await sleep(50);
    const delayMs = smtp.to(user.email)[0] ? smtp.to(user.email)[0].at - upAt : null;
    await sleep(5_000); // long enough for a second copy to show up, if one were coming
    const token = /\/forgot-password\/([A-Za-z0-9_-]{22,})/.exec((smtp.to(user.email)[0]?.raw ?? '').replace(/=\r?\n/g, ''))?.[1];
    const reset = token ? await call(server.base, 'POST', `/auth/reset-password/${token}`, { body: { newPassword: 'Desde-el-buzon-9' } }) : {};
    report({
      answer: { status: known.status, body: known.body },
      restartedWhileQueued: { exitCode: stop.code, restartMs },
      deliveredAfterSmtpBackMs: delayMs,
      copiesDelivered: smtp.to(user.email).length,
      linkWorks: reset.status === 200,
    });
    expect(delayMs !== null, 'the email was delivered once SMTP was back');
    expect(smtp.to(user.email).length === 1, 'exactly one copy');
    expect(reset.status === 200, 'the link in it resets the password');
  } finally {
    if (server.alive()) await server.stop('SIGTERM');
    await smtp.down();
  }
}
