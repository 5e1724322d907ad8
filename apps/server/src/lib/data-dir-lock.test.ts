import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'sendero-lock-'));
const lockModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data-dir-lock.ts');

/** Another process holding the lock on `dir` until it is killed. */
async function otherOwner(dir: string) {
  const script = `import { lockDataDir } from ${JSON.stringify(lockModule)}; await lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(child.stdout!, 'data')) as [Buffer];
  expect(line.toString()).toContain('locked');
  return child;
}

describe('lockDataDir', () => {
  it('refuses a second owner while the first holds it, and allows it after release', async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(`is in use by another Sendero process (pid ${process.pid})`);
    release();
    expect(fs.existsSync(path.join(dir, '.lock'))).toBe(false);
    const again = await lockDataDir(dir);
    again();
  });

  it.runIf(process.platform === 'linux')('refuses while another process lives, and takes over at once after it is killed with SIGKILL', async () => {
    const dir = tempDir();
    const owner = await otherOwner(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(`(pid ${owner.pid})`);
    const exited = once(owner, 'exit');
    owner.kill('SIGKILL');
    // Not waiting for the exit to be reaped: a zombie's pid still answers kill(pid, 0).
    const started = Date.now();
    const release = await lockDataDir(dir);
    const tookMs = Date.now() - started;
    release();
    await exited;
    expect(tookMs).toBeLessThan(1_000);
  });

  it.runIf(process.platform === 'linux')("is not fooled by a live process that happens to have the dead owner's pid", async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, '.lock'), String(process.ppid));
    const release = await lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
