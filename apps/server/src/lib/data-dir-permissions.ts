import fs from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the embedded database (its WAL has emails and password hashes in clear), the
 * uploads, the outbox and the generated secrets: nobody but the server's own user may read it
 * (issue 25: the folder was 0755 and PGlite's files 0666).
 *
 * From here on this process and its children (PGlite's first start runs in one) create folders
 * 0700 and files 0600; what an older version left readable is closed at every start. Returns how
 * many entries were changed, for the start log.
 */
export function makeDataDirOwnerOnly(dataDir: string): number {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  return restrictTree(dataDir);
}

/**
 * Takes every permission of group and others away under `root`, the root too. Only those bits: an
 * owner's execute bit stays (a DATA_DIR that is not a dedicated folder keeps working), and a symbolic
 * link is neither changed nor followed (it may point outside).
 */
export function restrictTree(root: string): number {
  let changed = 0;
  const pending = [root];
  while (pending.length > 0) {
    const current = pending.pop()!;
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(current);
    } catch {
      // Gone meanwhile (a temporary file): nothing to close.
      continue;
    }
    if (stat.isSymbolicLink()) continue;
    const mode = stat.mode & 0o7777;
    if (mode & 0o077) {
      fs.chmodSync(current, mode & ~0o077);
      changed += 1;
    }
    if (stat.isDirectory()) for (const name of fs.readdirSync(current)) pending.push(path.join(current, name));
  }
  return changed;
}
