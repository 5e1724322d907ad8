import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** A dying process frees its lock when the kernel closes its files, a moment after kill -9. */
const TAKEOVER_WAIT_MS = 1_500;

/**
 * PGlite lets two processes open one directory and then corrupts it, so the embedded database
 * takes this lock first. On Linux the lock is an abstract Unix socket named after the folder:
 * the kernel holds it for the owner and frees it the instant the owner dies, however it dies, so
 * a restart right after a crash (kill -9, OOM) is never refused and a reused pid never fools it.
 * Elsewhere a pid file stands in. Either way `DATA_DIR/.lock` names the owner's pid for people.
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, '.lock');
  const release = process.platform === 'linux' ? await holdSocket(dataDir, lockPath) : holdPidFile(dataDir, lockPath);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    release();
  };
}

const lockedError = (dataDir: string, lockPath: string) => {
  const owner = readOwner(lockPath);
  return new DataDirLockedError(
    `DATA_DIR ${dataDir} is in use by another Sendero process${owner ? ` (pid ${owner})` : ''}. ` +
      'Stop it, or give this one another DATA_DIR or a DATABASE_URL.',
  );
};

function readOwner(lockPath: string): number | undefined {
  try {
    return Number(fs.readFileSync(lockPath, 'utf8').trim()) || undefined;
  } catch {
    return undefined;
  }
}

async function holdSocket(dataDir: string, lockPath: string): Promise<() => void> {
  const name = `\0sendero-data-dir-${createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex').slice(0, 40)}`;
  const deadline = Date.now() + TAKEOVER_WAIT_MS;
  for (;;) {
    const server = net.createServer((socket) => socket.destroy());
    const outcome = await new Promise<'held' | 'busy'>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve('busy') : reject(error)));
      server.listen(name, () => resolve('held'));
    });
    if (outcome === 'held') {
      // The lock must not keep the process alive on its own.
      server.unref();
      fs.writeFileSync(lockPath, String(process.pid), { mode: 0o600 });
      return () => {
        server.close();
        if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
      };
    }
    if (Date.now() >= deadline) throw lockedError(dataDir, lockPath);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function holdPidFile(dataDir: string, lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = readOwner(lockPath);
      if (ownerPid && ownerPid !== process.pid && isAlive(ownerPid)) throw lockedError(dataDir, lockPath);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
