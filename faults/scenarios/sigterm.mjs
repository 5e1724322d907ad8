// SIGTERM under load: no request in flight is reset or answered 5xx, and the process is gone
// within 15 s. Then the cases that used to hold it: a hanging model call, an idle keep-alive
// connection, an upload in progress, a stuck SMTP server. And `npm start` passing the signal on.
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { call, expect, fakeModel, freePort, percentile, product, registerUsers, report, silentSmtp, sleep, tally, tempDir } from '../lib.mjs';

/**
 * 50 keep-alive clients on a fresh start, five people: half write diary entries, half read the
 * routes; SIGTERM after 3 s. The load an outside run used when 1 and then 3 of 50 requests sent at
 * the very start were reset (decision 031): the repo's 20 clients never showed it.
 */
const LOAD_CLIENTS = 50;
const LOAD_PEOPLE = 5;

export async function sigtermUnderLoad() {
  const server = product({ dataDir: tempDir('sigterm'), port: await freePort(), env: { SEED_DEMO: 'true' } });
  // Seeding the demo media on a busy machine can take more than the usual minute.
  await server.start(180_000);
  const users = await registerUsers(server.base, LOAD_PEOPLE, 'sigterm');
  let signalAt = Infinity;
  let running = true;
  const outcomes = [];
  const loadStart = Date.now();
  const clients = Array.from({ length: LOAD_CLIENTS }, async (_, index) => {
    const user = users[index % LOAD_PEOPLE];
    for (let seq = 0; running; seq++) {
      const startedAt = Date.now();
      const answer =
        index % 2 === 0
          ? await call(server.base, 'POST', '/diary/entry', {
              token: user.token,
              body: { feeling: 'NEUTRAL', description: `carga ${index}-${seq}`, audioUrl: '' },
            })
          : await call(server.base, 'GET', '/routes', { token: user.token });
      outcomes.push({ ...answer, index, seq, startedAt, ms: Date.now() - startedAt, inFlight: startedAt < signalAt });
      // After the signal, a client that was refused stops (a load balancer would send it elsewhere).
      if (answer.error && startedAt >= signalAt) break;
    }
  });
  await sleep(3_000);
  signalAt = Date.now();
  const exit = await server.stop('SIGTERM');
  running = false;
  await Promise.all(clients);

  const inFlight = outcomes.filter((outcome) => outcome.inFlight);
  const afterSignal = outcomes.filter((outcome) => !outcome.inFlight);
  const badInFlight = inFlight.filter((outcome) => outcome.error || outcome.status >= 500);
  const firsts = outcomes.filter((outcome) => outcome.seq === 0).map((outcome) => outcome.ms);
  const figures = {
    clients: LOAD_CLIENTS,
    people: LOAD_PEOPLE,
    requestsBeforeSignal: inFlight.length,
    inFlightOutcomes: tally(inFlight),
    inFlightResetOr5xx: badInFlight.length,
    // Each bad one: which client, its how-manieth request, sent how long after the load began.
    resetOr5xx: badInFlight.map((outcome) => ({
      client: outcome.index,
      seq: outcome.seq,
      sentAfterMs: outcome.startedAt - loadStart,
      outcome: outcome.status ?? outcome.error,
    })),
    firstRequestMs: { median: percentile(firsts, 50), max: Math.max(...firsts) },
    laterRequestMs: {
      median: percentile(
        outcomes.filter((o) => o.seq > 0 && !o.error).map((o) => o.ms),
        50,
      ),
    },
    afterSignal: tally(afterSignal),
    exitCode: exit.code,
    exitMs: exit.ms,
  };
  report(figures);
  expect(badInFlight.length === 0, `in-flight requests reset or 5xx: ${JSON.stringify(tally(badInFlight))}`);
  expect(exit.code === 0 && exit.ms < 15_000, `exit ${exit.code} after ${exit.ms} ms`);
}

/** A multipart upload that sends its file slowly, so it is still in progress when the signal comes. */
function slowUpload(base, token) {
  const { hostname, port } = new URL(base);
  const boundary = '----sendero-lenta';
  const request = http.request({
    host: hostname,
    port,
    method: 'POST',
    path: '/api/routes',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  const result = new Promise((resolve) => {
    request.on('response', (response) => resolve({ status: response.statusCode, at: Date.now() }));
    request.on('error', (error) => resolve({ error: error.code ?? error.message, at: Date.now() }));
  });
  request.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nRuta lenta\r\n--${boundary}\r\nContent-Disposition: form-data; name="coverImage"; filename="lenta.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const timer = setInterval(() => request.write(Buffer.alloc(1024, 7)), 100);
  result.finally(() => clearInterval(timer));
  return result;
}

export async function sigtermEveryCase() {
  const model = await fakeModel();
  const smtp = await silentSmtp();
  const admin = { email: 'admin-sigterm@example.com', password: 'Admin-sigterm-2026' };
  const server = product({
    dataDir: tempDir('sigterm-cases'),
    port: await freePort(),
    env: {
      AI_BASE_URL: model.baseUrl,
      AI_TIMEOUT_MS: '60000',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
  });
  try {
    await server.start();
    const [user] = await registerUsers(server.base, 1, 'sigterm-cases');
    expect((await call(server.base, 'PATCH', '/auth/profile', { token: user.token, body: { aiAdvice: true } })).status === 200, 'consent to the model');
    const adminToken = (await call(server.base, 'POST', '/auth/login', { body: admin })).body.access_token;

    // A diary entry whose advice hangs, an idle keep-alive connection, a slow upload, an email stuck in SMTP.
    model.state.mode = 'hang';
    const hanging = call(server.base, 'POST', '/diary/entry', { token: user.token, body: { feeling: 'BAD', description: 'Un día raro.', audioUrl: '' } }).then(
      (answer) => ({ ...answer, at: Date.now() }),
    );
    const { hostname, port } = new URL(server.base);
    const idle = net.connect(Number(port), hostname);
    await once(idle, 'connect');
    idle.write(`GET /api/health HTTP/1.1\r\nHost: ${hostname}\r\nConnection: keep-alive\r\n\r\n`);
    await once(idle, 'data');
    const idleClosed = once(idle, 'close').then(() => Date.now());
    const upload = slowUpload(server.base, adminToken);
    expect((await call(server.base, 'POST', '/auth/forgot-password', { body: { email: user.email } })).status === 200, 'forgot-password answers');
    for (let i = 0; i < 50 && (smtp.connections() === 0 || model.state.requests === 0); i++) await sleep(100);
    expect(smtp.connections() > 0, 'the mail worker is talking to the stuck SMTP server');
    expect(model.state.requests > 0, 'the advice request reached the model');

    const exit = await server.stop('SIGTERM');
    const signalAt = Date.now() - exit.ms;
    const [diary, uploaded, idleAt] = await Promise.all([hanging, upload, idleClosed]);
    const figures = {
      exitCode: exit.code,
      exitMs: exit.ms,
      hangingAdvice: { status: diary.status, adviceSource: diary.body?.adviceSource, answeredAfterMs: diary.at - signalAt },
      idleKeepAliveClosedAfterMs: idleAt - signalAt,
      uploadInProgress: { ...uploaded, at: undefined, endedAfterMs: uploaded.at - signalAt },
    };
    report(figures);
    expect(exit.code === 0 && exit.ms < 15_000, `exit ${exit.code} after ${exit.ms} ms`);
    expect(diary.status === 201 && diary.body.adviceSource === 'none', `the entry with hanging advice: ${JSON.stringify(diary)}`);
  } finally {
    if (server.alive()) await server.stop('SIGKILL');
    model.close();
    smtp.close();
  }
}

/** `npm start` as people run it: the signal reaches the server, and npm exits with its code. */
export async function npmStartSignals() {
  for (const signal of ['SIGTERM', 'SIGINT']) {
    const server = product({ dataDir: tempDir('npm-start'), port: await freePort(), command: ['npm', 'start', '--silent'] });
    const startMs = await server.start(120_000);
    await call(server.base, 'GET', '/health');
    const exit = await server.stop(signal);
    // Nothing may be left listening once npm is gone.
    const stillServing = await call(server.base, 'GET', '/health');
    report({ signal, startMs, npmExitCode: exit.code, exitMs: exit.ms, serverAfterExit: stillServing.error ?? stillServing.status });
    expect(exit.code === 0, `npm start after ${signal}: exit ${exit.code} (${exit.signal})`);
    expect(stillServing.error === 'ECONNREFUSED', `the server outlived npm: ${JSON.stringify(stillServing)}`);
  }
}
