import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'sendero-lock-'));

describe('lockDataDir', () => {
  it('refuses a second owner while the first holds it, and allows it after release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    // Another live process owns it: pretend by writing our parent's pid.
    release();
    fs.writeFileSync(path.join(dir, '.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/is in use by another Sendero process/);
    fs.rmSync(path.join(dir, '.lock'));
    const again = lockDataDir(dir);
    again();
    expect(fs.existsSync(path.join(dir, '.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    fs.writeFileSync(path.join(dir, '.lock'), dead);
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
