import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openPglite, openPostgres, type Database } from './db/client.js';
import { seedDemoContent } from './db/seed/seed.js';
import { systemClock } from './lib/clock.js';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock.js';
import { createMailer } from './lib/mail.js';
import { loggerOptions } from './plugins/logging.js';
import { builtinProvider, createModelProvider } from './features/diary/advice/providers.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const webDist = path.resolve(here, '../../web/dist');

/** JWT_SECRET, or one generated once into DATA_DIR (mode 0600) and reused on every start. */
function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });

  let releaseLock = () => {};
  let database: Database;
  try {
    if (config.databaseUrl) {
      database = openPostgres(config.databaseUrl);
    } else {
      releaseLock = lockDataDir(config.dataDir);
      database = await openPglite(path.join(config.dataDir, 'db'));
    }
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  try {
    await database.migrate();
  } catch (error) {
    console.error(`Could not prepare the database: ${(error as Error).message}`);
    await database.close().catch(() => {});
    releaseLock();
    process.exit(1);
  }

  const logger = loggerOptions(config.logLevel);
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const app = await buildApp({
    database,
    clock: systemClock,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: { info: (obj, msg) => app.log.info(obj, msg) },
    }),
    jwtSecret: resolveJwtSecret(config),
    accessTokenTtlMs: config.accessTokenTtlMs,
    refreshTokenTtlMs: config.refreshTokenTtlMs,
    publicUrl: config.publicUrl,
    webDist,
    uploadsDir,
    uploadLimitsMb: config.uploadLimitsMb,
    logger,
    advice: config.ai.baseUrl ? createModelProvider({ baseUrl: config.ai.baseUrl, apiKey: config.ai.apiKey, model: config.ai.model }) : builtinProvider,
    adviceTimeoutMs: config.ai.timeoutMs,
  });

  await app.services.auth.ensureAdminAccount(config.admin, config.dataDir);
  if (config.seedDemo) {
    const { seeded } = await seedDemoContent(database.db, uploadsDir);
    if (seeded) app.log.info('seeded the demo routes, contents and media (SEED_DEMO=false turns this off)');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    try {
      await app.close();
      await database.close();
    } finally {
      releaseLock();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    console.error(`Could not listen on ${config.host}:${config.port}: ${(error as Error).message}`);
    await database.close().catch(() => {});
    releaseLock();
    process.exit(1);
  }
  const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  app.log.info(
    { database: database.kind, ai: config.ai.baseUrl ? 'openai-compatible' : 'built-in', mail: config.smtpUrl ? 'smtp' : 'outbox' },
    `Sendero is ready on http://${shownHost}:${config.port}`,
  );
}

await main();
