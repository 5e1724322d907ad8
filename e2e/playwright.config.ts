import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { BROWSER_TIME_ZONE } from './support/browser-clock.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');

// The suite runs against the built app; it never builds it. Say so plainly when it is missing.
const required = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];
const missing = required.filter((file) => !fs.existsSync(path.join(repoRoot, file)));
if (missing.length > 0) {
  throw new Error(
    `The e2e suite needs the built app, but ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} missing. ` +
      'Run `npm run build` at the repository root first.',
  );
}

/** Debian's Chromium; never a downloaded browser (ARCHITECTURE.md, "Facts found"). */
const launchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  // One worker: a 2-core machine, and each worker starts its own app server and SMTP server.
  workers: 1,
  fullyParallel: false,
  // One retry, so a browser hiccup on a loaded 2-core machine does not throw a whole CI run away;
  // a test that passes only on its retry is still named "flaky" in npm test's summary, to be mended.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  use: {
    browserName: 'chromium',
    launchOptions,
    locale: 'es-ES',
    timezoneId: BROWSER_TIME_ZONE,
    trace: 'retain-on-failure',
    // The built app registers a service worker that precaches the whole shell: each test's fresh
    // context would download it again, and page.route() cannot see what it answers. Only
    // tests/offline.spec.ts, which is about it, allows it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
});
