import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { startFakeModel } from './support/fake-model.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
const serverMain = path.join(repoRoot, 'apps/server/dist/main.js');
const screenshotsDir = path.join(here, 'screenshots');

export type Email = { to: string[]; subject: string; text: string; html: string };

/** Every email the app sent to the SMTP server this worker runs. */
export class Mailbox {
  private readonly received: Email[] = [];
  private readonly taken = new Set<Email>();
  private readonly waiters = new Set<() => void>();

  deliver(email: Email): void {
    this.received.push(email);
    for (const wake of this.waiters) wake();
  }

  /** The next email to `address` not returned before; waits for it up to `timeoutMs`. */
  async next(address: string, timeoutMs = 15_000): Promise<Email> {
    const wanted = address.toLowerCase();
    const find = () => this.received.find((email) => !this.taken.has(email) && email.to.includes(wanted));
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const email = find();
      if (email) {
        this.taken.add(email);
        return email;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No email to ${address} arrived within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.waiters.add(wake);
      });
    }
  }
}

export type AppServer = {
  baseURL: string;
  /** Same as baseURL: the server's PUBLIC_URL, the base of links in emails. */
  publicUrl: string;
  mailbox: Mailbox;
  admin: { email: string; password: string };
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startSmtp(mailbox: Mailbox): Promise<{ port: number; close: () => Promise<void> }> {
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          mailbox.deliver({
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = smtp.server.address() as net.AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

/** Polls GET /api/health until 200; fails early when the process dies. */
async function waitForHealth(baseURL: string, child: ChildProcess, output: () => string, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The app server exited with code ${child.exitCode} before it was ready:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The app server did not answer /api/health within ${timeoutMs} ms:\n${output()}`);
}

async function stopServer(child: ChildProcess, output: () => string): Promise<void> {
  if (child.exitCode !== null) throw new Error(`The app server had already exited (code ${child.exitCode}):\n${output()}`);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  const code = await Promise.race([exited, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 15_000))]);
  if (code === 'timeout') {
    child.kill('SIGKILL');
    throw new Error(`The app server did not exit within 15 s of SIGTERM:\n${output()}`);
  }
  if (code !== 0) throw new Error(`The app server exited with code ${code} after SIGTERM (expected 0):\n${output()}`);
}

// Variables of the app that must not leak in from the environment of whoever runs the suite
// (a DATABASE_URL there would point the app at a database server; the suite uses PGlite).
const appVariables = ['DATABASE_URL', 'JWT_SECRET', 'REFRESH_TOKEN_TTL', 'AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL', 'AI_TIMEOUT_MS', 'MAIL_FROM'];

export type LaunchOptions = {
  /** Moves the server's clock by this much (support/shift-clock.mjs), to live at another moment. */
  clockOffsetMs?: number;
  /** The port to listen on (a test that must name the app's address before it starts, as an OpenID issuer's redirect URI). */
  port?: number;
  /** More variables for this app (OIDC_*, PASSWORD_LOGIN…). */
  env?: Record<string, string>;
};

export type LaunchedApp = AppServer & {
  model: FakeModel;
  stop: () => Promise<void>;
  /** Stops the server process only (SIGTERM, exit 0), keeping its port, data, mail and model: an outage. */
  halt: () => Promise<void>;
  /** Starts the server again after `halt`, on the same port with the same DATA_DIR, and waits until it answers. */
  resume: () => Promise<void>;
};
type FakeModel = Awaited<ReturnType<typeof startFakeModel>>;

/**
 * Starts the built server as `npm start` would (PGlite in a fresh DATA_DIR, demo content), with its
 * own SMTP server and OpenAI-compatible model on loopback. `stop` checks it exits 0 on SIGTERM.
 */
export async function launchApp(options: LaunchOptions = {}): Promise<LaunchedApp> {
  if (Number(process.versions.node.split('.')[0]) < 24) {
    throw new Error(`The app server needs Node 24 (this is ${process.version}); run the suite through npm.`);
  }
  const mailbox = new Mailbox();
  const smtp = await startSmtp(mailbox);
  const model = await startFakeModel();
  const port = options.port ?? (await freePort());
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sendero-e2e-'));
  const admin = { email: `admin-${randomBytes(4).toString('hex')}@example.com`, password: `Adm1n-${randomBytes(9).toString('base64url')}` };

  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of appVariables) delete env[name];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // The demo routes are what a new person sees first; the learning journey walks one.
    SEED_DEMO: 'true',
    ACCESS_TOKEN_TTL: '15m',
    LOG_LEVEL: 'warn',
    // Every test registers its own people from loopback: more than the 20 an hour one address may.
    ACCOUNTS_PER_ADDRESS_PER_HOUR: '10000',
    // Advice comes from a real HTTP call to the test's model server.
    AI_BASE_URL: model.baseUrl,
    AI_API_KEY: 'e2e-key',
    AI_MODEL: 'modelo-de-prueba',
    E2E_CLOCK_OFFSET_MS: String(options.clockOffsetMs ?? 0),
    ...options.env,
  });

  let log = '';
  const preload = ['--import', pathToFileURL(path.join(here, 'support/shift-clock.mjs')).href];
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  const output = () => log || '(no output)';
  const spawnServer = () => {
    const started = spawn(process.execPath, [...(options.clockOffsetMs ? preload : []), serverMain], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    started.stdout?.on('data', keep);
    started.stderr?.on('data', keep);
    return started;
  };
  let child = spawnServer();
  let halted = false;

  const cleanUp = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await smtp.close();
    await model.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseURL, child, output);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return {
    baseURL,
    publicUrl: baseURL,
    mailbox,
    admin,
    model,
    stop: async () => {
      try {
        if (!halted) await stopServer(child, output);
      } finally {
        await cleanUp();
      }
    },
    halt: async () => {
      await stopServer(child, output);
      halted = true;
    },
    resume: async () => {
      if (!halted) throw new Error('The app server is running: halt it before resuming it.');
      child = spawnServer();
      halted = false;
      await waitForHealth(baseURL, child, output);
    },
  };
}

type WorkerFixtures = { app: LaunchedApp };
type TestFixtures = {
  mailbox: Mailbox;
  /** Saves a full-page screenshot as screenshots/<project>/<name>.png. */
  shot: (name: string) => Promise<void>;
  /** A tap on touch projects (phone), a click elsewhere: how a person would press it there. */
  press: (target: Locator) => Promise<void>;
  /** Absolute URL of an app path, for exact URL assertions. */
  url: (pathname: string) => string;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  app: [
    // Playwright reads the fixture's dependencies from this (empty) destructuring pattern.
    async ({}, use) => {
      const app = await launchApp();
      await use(app);
      await app.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],

  baseURL: async ({ app }, use) => use(app.baseURL),

  mailbox: async ({ app }, use) => use(app.mailbox),

  press: async ({ hasTouch }, use) => {
    await use((target) => (hasTouch ? target.tap() : target.click()));
  },

  url: async ({ app }, use) => {
    await use((pathname) => `${app.baseURL}${pathname}`);
  },

  shot: async ({ page }, use, testInfo) => {
    await use(async (name: string) => {
      const file = path.join(screenshotsDir, testInfo.project.name, `${name}.png`);
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
    });
  },
});

export { expect };
export { browserToday } from './support/browser-clock.js';

/** Unique, lowercase, never registered before. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
}

/** A password no list of common passwords holds. */
export function strongPassword(): string {
  return `Sendero-${randomBytes(6).toString('base64url')}-9`;
}

export type TokenPair = { access_token: string; refresh_token: string };

/** Puts a session into the browser's storage without running the app (the favicon is same-origin). */
export async function storeSession(page: Page, tokens: { accessToken: string; refreshToken: string; authToken?: string }, baseURL = '') {
  await page.goto(`${baseURL}/favicon.svg`);
  await page.evaluate((stored) => {
    localStorage.setItem('accessToken', stored.accessToken);
    localStorage.setItem('authToken', stored.authToken ?? stored.accessToken);
    localStorage.setItem('refreshToken', stored.refreshToken);
  }, tokens);
}

export async function readStoredTokens(page: Page) {
  return page.evaluate(() => ({
    accessToken: localStorage.getItem('accessToken'),
    authToken: localStorage.getItem('authToken'),
    refreshToken: localStorage.getItem('refreshToken'),
  }));
}

function decodePart(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export function jwtPayload(token: string): Record<string, unknown> {
  const [, payload] = token.split('.');
  if (!payload) throw new Error(`Not a JWT: ${token}`);
  return decodePart(payload);
}

/** The same JWT with its `exp` moved to a minute ago: well formed, expired (and no longer validly signed). */
export function expiredCopy(token: string): string {
  const [header, , signature] = token.split('.');
  const payload = { ...jwtPayload(token), exp: Math.floor(Date.now() / 1000) - 60 };
  return `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
}

/** The same JWT with a broken signature: the browser thinks it is valid, the server answers 401. */
export function forgedCopy(token: string): string {
  const [header, payload, signature = ''] = token.split('.');
  const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
  return `${header}.${payload}.${flipped}`;
}

export type RegisteredUser = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  tokens: TokenPair;
};

/**
 * Creates an account through the API (no login counted against the rate limits) and returns its
 * tokens. Unless told otherwise, the person has already allowed the model in the one-time notice
 * (`aiAdvice: null` leaves the choice to the test).
 */
export async function registerUser(
  request: APIRequestContext,
  options: { firstName?: string; lastName?: string; country?: string; aiAdvice?: boolean | null } = {},
): Promise<RegisteredUser> {
  const user = {
    email: uniqueEmail(),
    password: strongPassword(),
    firstName: options.firstName ?? 'Lucía',
    lastName: options.lastName ?? `Prueba${randomBytes(2).toString('hex')}`,
  };
  const response = await request.post('/api/auth/register', { data: { ...user, country: options.country ?? 'ES' } });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as TokenPair;
  const aiAdvice = options.aiAdvice === undefined ? true : options.aiAdvice;
  if (aiAdvice !== null) {
    const consent = await request.patch('/api/auth/profile', { data: { aiAdvice }, headers: { authorization: `Bearer ${body.access_token}` } });
    expect(consent.status(), await consent.text()).toBe(200);
  }
  return { ...user, tokens: { access_token: body.access_token, refresh_token: body.refresh_token } };
}
