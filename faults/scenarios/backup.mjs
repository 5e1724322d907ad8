// Backup and restore of the embedded default: `npm run backup -- FILE`, then `npm run restore --
// FILE` into an empty DATA_DIR brings back the database, the uploads and the secrets.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { call, diaryOf, expect, freePort, product, registerUsers, report, root, tempDir } from '../lib.mjs';

function npmRun(script, file, dataDir) {
  const started = Date.now();
  const env = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL; // the embedded database's backup
  const result = spawnSync('npm', ['run', '--silent', script, '--', file], { cwd: root, env, encoding: 'utf8' });
  return { code: result.status, output: `${result.stdout}${result.stderr}`.trim(), ms: Date.now() - started };
}

const sha = (bytes) => createHash('sha256').update(bytes).digest('hex');

export async function backupRestore() {
  const work = tempDir('backup');
  const dataDir = path.join(work, 'data');
  const file = path.join(work, 'sendero.tar.gz');
  const port = await freePort();
  const original = product({ dataDir, port, env: { SEED_DEMO: 'true' } });
  await original.start();
  const [user] = await registerUsers(original.base, 1, 'backup');
  for (const text of ['Primera entrada.', 'Segunda entrada.', 'Tercera entrada.']) {
    expect(
      (await call(original.base, 'POST', '/diary/entry', { token: user.token, body: { feeling: 'GOOD', description: text, audioUrl: '' } })).status === 201,
      'diary entry',
    );
  }
  const routes = (await call(original.base, 'GET', '/routes', { token: user.token })).body;
  const coverUrl = routes.find((route) => route.coverImage?.url)?.coverImage.url;
  const cover = Buffer.from(await (await fetch(`${original.base}${coverUrl}`)).arrayBuffer());
  const before = (await diaryOf(original.base, user.token)).map((record) => record.description).sort();

  const refused = npmRun('backup', file, dataDir);
  expect(refused.code !== 0 && /in use by another Sendero process/.test(refused.output), `backup while the server runs is refused: ${refused.output}`);
  await original.stop('SIGTERM');
  const backup = npmRun('backup', file, dataDir);
  expect(backup.code === 0, `backup: ${backup.output}`);
  const restoredDir = path.join(work, 'restored');
  const restore = npmRun('restore', file, restoredDir);
  expect(restore.code === 0, `restore: ${restore.output}`);

  const restored = product({ dataDir: restoredDir, port, env: { SEED_DEMO: 'true' } });
  try {
    const startMs = await restored.start();
    // The same secret: a token issued before the backup still works.
    const after = (await diaryOf(restored.base, user.token)).map((record) => record.description).sort();
    const coverAfter = Buffer.from(await (await fetch(`${restored.base}${coverUrl}`)).arrayBuffer());
    const login = await call(restored.base, 'POST', '/auth/login', { body: { email: user.email, password: 'Sendero-fallos-2026' } });
    report({
      backup: { ms: backup.ms, bytes: fs.statSync(file).size, mode: (fs.statSync(file).mode & 0o777).toString(8), output: backup.output },
      restore: { ms: restore.ms, output: restore.output },
      restoredStartMs: startMs,
      diaryEntries: { before: before.length, after: after.length },
      coverSameBytes: sha(cover) === sha(coverAfter),
      oldTokenWorks: after.length > 0,
      loginWorks: login.status === 200,
    });
    expect(JSON.stringify(after) === JSON.stringify(before), 'the same diary entries');
    expect(sha(cover) === sha(coverAfter), 'the same cover file');
    expect(login.status === 200, 'the password still works');
  } finally {
    if (restored.alive()) await restored.stop('SIGTERM');
    fs.rmSync(work, { recursive: true, force: true });
  }
}
