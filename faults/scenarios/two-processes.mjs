// Two processes behind no proxy, on one PostgreSQL database and one Redis (docs/deploy.md): a
// token from one works on the other, an entry written on one is read on the other, a lock-out
// earned half on each locks both, and the web app answers on either.
import crypto from 'node:crypto';
import net from 'node:net';
import { call, expect, freePort, localDatabase, product, registerUsers, report, tempDir } from '../lib.mjs';

/** A Redis database of this scenario's own (index 13), emptied first: counts of earlier runs would add up. */
async function freshRedis() {
  const url = new URL(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
  url.pathname = '/13';
  const socket = net.connect(Number(url.port || 6379), url.hostname);
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const answer = new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk;
      if (text.split('\r\n').length > 2) resolve(text);
    });
  });
  socket.write('SELECT 13\r\nFLUSHDB\r\n');
  const replies = await answer;
  socket.end();
  expect(replies.startsWith('+OK\r\n+OK'), `Redis at ${url.host} did not empty database 13: ${JSON.stringify(replies)}`);
  return url.toString();
}

export async function twoProcesses() {
  const database = await localDatabase('sendero_faults_two');
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: await freshRedis(),
    // Every process must share these (docs/deploy.md): otherwise tokens and sealed text are per process.
    JWT_SECRET: 'faults-two-processes-secret-long-enough-0123456789',
    ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'),
  };
  const one = product({ dataDir: tempDir('two-a'), port: await freePort(), env: { ...env, SEED_DEMO: 'true' } });
  const two = product({ dataDir: tempDir('two-b'), port: await freePort(), env });
  try {
    await one.start();
    await two.start();
    const [person] = await registerUsers(one.base, 1, 'dos-procesos');

    const profileOnTwo = await call(two.base, 'GET', '/auth/profile', { token: person.token });
    const written = await call(one.base, 'POST', '/diary/entry', {
      token: person.token,
      body: { feeling: 'GOOD', description: 'Escrito en el primero.', audioUrl: '' },
    });
    const readOnTwo = await call(two.base, 'GET', '/diary?limit=10', { token: person.token });
    const routesOnTwo = await call(two.base, 'GET', '/routes', { token: person.token });

    // Five wrong passwords on each: the limit is ten per email, so the eleventh is refused on both.
    const wrong = [];
    for (let i = 0; i < 10; i++) {
      const server = i % 2 === 0 ? one : two;
      wrong.push((await call(server.base, 'POST', '/auth/login', { body: { email: person.email, password: 'no-es-la-clave' } })).status);
    }
    const right = { password: 'Sendero-fallos-2026', email: person.email };
    const afterOnOne = await call(one.base, 'POST', '/auth/login', { body: right });
    const afterOnTwo = await call(two.base, 'POST', '/auth/login', { body: right });

    const web = await Promise.all(
      [one, two].map(async (server) => {
        const response = await fetch(`${server.base}/`);
        return { status: response.status, type: response.headers.get('content-type') };
      }),
    );

    report({
      tokenFromOneOnTwo: profileOnTwo.status,
      entryWrittenOnOne: written.status,
      entryReadOnTwo: readOnTwo.body?.data?.[0]?.description ?? readOnTwo.status,
      routesOnTwo: Array.isArray(routesOnTwo.body) ? routesOnTwo.body.length : routesOnTwo.status,
      wrongPasswords: wrong,
      rightPasswordAfterwards: { one: afterOnOne.status, two: afterOnTwo.status, retryAfter: afterOnTwo.headers?.get('retry-after') },
      web,
    });
    expect(profileOnTwo.status === 200, `a token from one process on the other: ${profileOnTwo.status}`);
    expect(written.status === 201 && readOnTwo.body?.data?.[0]?.description === 'Escrito en el primero.', 'an entry written on one is read on the other');
    expect(Array.isArray(routesOnTwo.body) && routesOnTwo.body.length > 0, 'the routes seeded by one are seen on the other');
    expect(
      wrong.every((status) => status === 401),
      `ten wrong passwords answer 401: ${wrong}`,
    );
    expect(afterOnOne.status === 429 && afterOnTwo.status === 429, `locked out on both: ${afterOnOne.status}, ${afterOnTwo.status}`);
    expect(
      web.every((page) => page.status === 200 && page.type?.startsWith('text/html')),
      'the web app answers on both',
    );
  } finally {
    for (const server of [one, two]) if (server.alive()) await server.stop('SIGTERM');
    await database.drop();
  }
}
