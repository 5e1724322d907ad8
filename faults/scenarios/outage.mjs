// PostgreSQL down for 10 s (a cluster of the test's own, stopped with pg_ctl): /api/health answers
// 503 within 2 s, the process stays up, writes succeed again within 10 s of the return, and no
// 5xx follows.
import { call, expect, report, freePort, product, registerUsers, sleep, tally, tempDir, throwawayPostgres } from '../lib.mjs';

export async function postgresOutage() {
  const cluster = await throwawayPostgres();
  const server = product({
    dataDir: tempDir('outage'),
    port: await freePort(),
    env: { DATABASE_URL: cluster.url, JWT_SECRET: 'faults-outage-secret-that-is-long-enough-0123456789' },
  });
  try {
    await server.start();
    const users = await registerUsers(server.base, 10, 'outage');
    const health = [];
    const writes = [];
    let running = true;
    const poller = (async () => {
      while (running) {
        const at = Date.now();
        health.push({ ...(await call(server.base, 'GET', '/health')), at, ms: Date.now() - at });
        await sleep(100);
      }
    })();
    const writers = users.map(async (user, index) => {
      for (let seq = 0; running; seq++) {
        const at = Date.now();
        const answer = await call(server.base, 'POST', '/diary/entry', {
          token: user.token,
          body: { feeling: 'BAD', description: `corte ${index}-${seq}`, audioUrl: '' },
        });
        writes.push({ ...answer, at, body: answer.status >= 400 ? answer.body : undefined });
        if (answer.status !== 201) await sleep(200);
      }
    });

    await sleep(2_000);
    const downAt = Date.now();
    cluster.stop();
    const stoppedMs = Date.now() - downAt;
    await sleep(10_000 - stoppedMs);
    const upAt = Date.now();
    cluster.start();
    await sleep(12_000);
    running = false;
    await Promise.all([poller, ...writers]);

    const during = (list) => list.filter((item) => item.at >= downAt && item.at < upAt);
    const firstUnhealthy = health.find((item) => item.at >= downAt && item.status === 503);
    const firstWriteBack = writes.find((item) => item.at >= upAt && item.status === 201);
    const afterRecovery = firstWriteBack ? writes.filter((item) => item.at > firstWriteBack.at) : [];
    const notSaved = during(writes).find((item) => item.status === 503);
    const figures = {
      pgStopTookMs: stoppedMs,
      health503AfterMs: firstUnhealthy ? firstUnhealthy.at + firstUnhealthy.ms - downAt : null,
      healthDuringOutage: tally(during(health)),
      slowestHealthAnswerMs: Math.max(...health.map((item) => item.ms)),
      writesDuringOutage: tally(during(writes)),
      diaryMessageDuringOutage: notSaved?.body?.message?.[0],
      processUp: server.alive(),
      writesBackAfterMs: firstWriteBack ? firstWriteBack.at - upAt : null,
      writesAfterRecovery: tally(afterRecovery),
    };
    report(figures);
    expect(figures.health503AfterMs !== null && figures.health503AfterMs <= 2_000, 'health answers 503 within 2 s of the outage');
    expect(figures.processUp, 'the process stays up');
    expect(!during(writes).some((item) => item.status >= 500 && item.status !== 503), 'only 503 during the outage, never 500');
    expect(figures.writesBackAfterMs !== null && figures.writesBackAfterMs <= 10_000, 'writes succeed within 10 s of the return');
    expect(!afterRecovery.some((item) => item.error || item.status >= 500), 'no 5xx after recovery');
    const stop = await server.stop('SIGTERM');
    report({ exitCode: stop.code, exitMs: stop.ms });
    expect(stop.code === 0, `exit code after SIGTERM: ${stop.code}`);
  } finally {
    if (server.alive()) await server.stop('SIGKILL');
    cluster.destroy();
  }
}
