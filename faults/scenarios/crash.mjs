// kill -9 during 50 concurrent diary writers, three times: every acknowledged entry is there
// exactly once after the restart, and the restart works on the same DATA_DIR (or database).
import { call, diaryOf, expect, report, freePort, localDatabase, product, registerUsers, sleep, tempDir } from '../lib.mjs';

const WRITERS = 50;
const ROUNDS = 3;

export async function crash(kind) {
  const database = kind === 'postgres' ? await localDatabase('sendero_faults_crash') : undefined;
  const env = database ? { DATABASE_URL: database.url, JWT_SECRET: 'faults-crash-secret-that-is-long-enough-0123456789' } : {};
  const server = product({ dataDir: tempDir(`crash-${kind}`), port: await freePort(), env });
  try {
    await server.start();
    const users = await registerUsers(server.base, WRITERS, `crash-${kind}`);
    const acknowledged = users.map(() => []);
    for (let round = 1; round <= ROUNDS; round++) {
      let crashed = false;
      let refusedOrReset = 0;
      const other = {};
      const writers = users.map(async (user, writer) => {
        for (let seq = 0; !crashed; seq++) {
          const description = `ronda ${round}, escritora ${writer}, entrada ${seq}`;
          const answer = await call(server.base, 'POST', '/diary/entry', { token: user.token, body: { feeling: 'GOOD', description, audioUrl: '' } });
          if (answer.status === 201) acknowledged[writer].push(description);
          else if (answer.error) refusedOrReset += 1;
          else other[answer.status] = (other[answer.status] ?? 0) + 1;
        }
      });
      // Long enough for hundreds of writes; the moment differs each round.
      await sleep(1_500 + round * 700);
      await server.crash();
      crashed = true;
      await Promise.all(writers);

      const restartMs = await server.start();
      let lost = 0;
      let duplicated = 0;
      let keptUnacknowledged = 0;
      for (const [writer, user] of users.entries()) {
        const stored = new Map();
        for (const record of await diaryOf(server.base, user.token)) stored.set(record.description, (stored.get(record.description) ?? 0) + 1);
        for (const description of acknowledged[writer]) {
          const times = stored.get(description) ?? 0;
          if (times === 0) lost += 1;
          if (times > 1) duplicated += 1;
        }
        const acked = new Set(acknowledged[writer]);
        for (const description of stored.keys()) if (!acked.has(description)) keptUnacknowledged += 1;
      }
      const total = acknowledged.reduce((sum, list) => sum + list.length, 0);
      const figures = {
        database: kind,
        writers: WRITERS,
        round,
        acknowledgedSoFar: total,
        lost,
        duplicated,
        keptUnacknowledged,
        cutByTheCrash: refusedOrReset,
        otherAnswers: other,
        restartMs,
      };
      report(figures);
      expect(Object.keys(other).length === 0, `round ${round}: unexpected answers ${JSON.stringify(other)}`);
      expect(lost === 0, `round ${round}: ${lost} acknowledged entries lost`);
      expect(duplicated === 0, `round ${round}: ${duplicated} acknowledged entries stored twice`);
    }
    const stop = await server.stop('SIGTERM');
    report({ exitCode: stop.code, exitMs: stop.ms });
    expect(stop.code === 0, `exit code after SIGTERM: ${stop.code}`);
  } finally {
    if (server.alive()) await server.stop('SIGKILL');
    await database?.drop();
  }
}
