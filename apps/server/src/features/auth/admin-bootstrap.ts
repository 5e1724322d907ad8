import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountService } from './account.service.js';

const generatePassword = () => randomBytes(12).toString('base64url');
const adminNames = { firstName: 'Administración', lastName: 'Sendero', role: 'ADMIN' as const };

/**
 * Start-up: ADMIN_EMAIL is made an ADMIN (created if missing, password never changed).
 * Without it, an empty database gets `admin@localhost` with a random password, printed once
 * and written to DATA_DIR/initial-admin.txt so a person trying the app can open the back-office.
 */
export async function ensureAdminAccount(
  accounts: AccountService,
  admin: { email: string | undefined; password: string | undefined },
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<void> {
  if (admin.email) {
    const existing = await accounts.findByEmail(admin.email);
    if (existing) {
      if (existing.role !== 'ADMIN') await accounts.makeAdmin(existing.id);
      return;
    }
    const password = admin.password ?? generatePassword();
    await accounts.create({ email: admin.email, password, ...adminNames });
    if (!admin.password) await announceInitialAdmin(admin.email, password, dataDir);
    else log.info({ event: 'admin_created' }, 'ADMIN_EMAIL account created');
    return;
  }
  if ((await accounts.total()) > 0) return;
  const password = generatePassword();
  await accounts.create({ email: 'admin@localhost', password, ...adminNames });
  await announceInitialAdmin('admin@localhost', password, dataDir);
}

async function announceInitialAdmin(email: string, password: string, dataDir: string) {
  const file = path.join(dataDir, 'initial-admin.txt');
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(file, `email: ${email}\npassword: ${password}\n`, { mode: 0o600 });
  // Printed on stdout once, outside the structured log, so it is never mixed with request logs.
  process.stdout.write(`\nSendero: admin account created.\n  email:    ${email}\n  password: ${password}\n  (also saved in ${file})\n\n`);
}
