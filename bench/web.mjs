// Lighthouse (mobile, its default simulated slow 4G and 4× CPU) in Debian's Chromium against the
// built app on the embedded database: /welcome and the signed-in home, median of BENCH_WEB_RUNS
// (default 5). `npm run build && npm run bench:web`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { api, median, startServer } from './lib.mjs';

const runs = Number(process.env.BENCH_WEB_RUNS ?? 5);
const flags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const server = await startServer({ JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789', SEED_DEMO: 'true' });
const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sendero-lighthouse-'));
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: flags, userDataDir });
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
try {
  const registered = await api(server.base, 'POST', '/auth/register', {
    email: `bench-web-${Date.now()}@example.com`,
    password: 'Bench-clave-segura-1',
    firstName: 'Lucía',
    lastName: 'Medida',
  });
  const page = browser.contexts()[0].pages()[0] ?? (await browser.contexts()[0].newPage());
  const cdp = await page.context().newCDPSession(page);

  /** One cold load: empty HTTP cache, no service worker; storage holds the session only for the signed-in page. */
  async function audit(url, signedIn) {
    await page.goto(`${server.base}/favicon.svg`);
    await page.evaluate(
      (tokens) => {
        localStorage.clear();
        if (tokens) {
          localStorage.setItem('accessToken', tokens.access);
          localStorage.setItem('authToken', tokens.access);
          localStorage.setItem('refreshToken', tokens.refresh);
        }
      },
      signedIn ? { access: registered.access_token, refresh: registered.refresh_token } : null,
    );
    await cdp.send('Network.clearBrowserCache');
    // A first visit has no service worker yet: the one an earlier run installed would answer from
    // its precache (0 KB transferred), so it goes, with its caches; localStorage stays for the session.
    await cdp.send('Storage.clearDataForOrigin', { origin: server.base, storageTypes: 'service_workers,cache_storage' });
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true });
    const { categories, audits } = result.lhr;
    // BENCH_WEB_REPORTS=dir keeps every report, to see where the time goes (long tasks, bootup).
    if (process.env.BENCH_WEB_REPORTS) {
      fs.mkdirSync(process.env.BENCH_WEB_REPORTS, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${signedIn ? 'signed-in' : 'anonymous'}-${Date.now()}.json`;
      fs.writeFileSync(path.join(process.env.BENCH_WEB_REPORTS, name), JSON.stringify(result.lhr));
    }
    const finalUrl = result.lhr.finalDisplayedUrl;
    return {
      finalUrl,
      runtimeError: result.lhr.runtimeError?.code,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      bytes: audits['total-byte-weight'].numericValue,
    };
  }

  /**
   * A run Lighthouse itself could not measure (a runtimeError such as NO_NAVSTART scores 0) is run
   * again, up to twice, and said: it is a failure of the tool, not a page that scored 0.
   */
  async function measured(url, signedIn) {
    for (let attempt = 1; ; attempt++) {
      const result = await audit(url, signedIn);
      if (!result.runtimeError || attempt === 3) return result;
      process.stderr.write(`Lighthouse could not measure ${url} (${result.runtimeError}): once more\n`);
    }
  }

  const pages = [
    { name: '/welcome', url: `${server.base}/welcome`, signedIn: false },
    { name: '/ (signed in)', url: `${server.base}/`, signedIn: true },
  ];
  const rows = [];
  // BENCH_WEB_ONLY=welcome measures only the pages whose name contains it.
  for (const target of pages.filter((candidate) => !process.env.BENCH_WEB_ONLY || candidate.name.includes(process.env.BENCH_WEB_ONLY))) {
    const results = [];
    for (let run = 1; run <= runs; run++) {
      results.push(await measured(target.url, target.signedIn));
      process.stderr.write(`${target.name}: run ${run}/${runs}: performance ${results.at(-1).performance} (${results.at(-1).finalUrl})\n`);
    }
    const m = (key) => median(results.map((r) => r[key]));
    rows.push({
      name: target.name,
      performance: m('performance'),
      accessibility: m('accessibility'),
      bestPractices: m('bestPractices'),
      fcp: m('fcp'),
      lcp: m('lcp'),
      tbt: m('tbt'),
      cls: m('cls'),
      bytes: m('bytes'),
      scores: results.map((r) => r.performance),
    });
  }
  console.log(`\nLighthouse mobile, Debian Chromium, median of ${runs}, ${new Date().toISOString()}`);
  console.log('| page | performance (runs) | accessibility | best practices | FCP | LCP | TBT | CLS | transferred |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.performance} (${r.scores.join(', ')}) | ${r.accessibility} | ${r.bestPractices} | ${(r.fcp / 1000).toFixed(1)} s | ${(r.lcp / 1000).toFixed(1)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${Math.round(r.bytes / 1024)} KB |`,
    );
  }
} finally {
  await browser.close().catch(() => {});
  chrome.kill();
  await server.stop();
  fs.rmSync(userDataDir, { recursive: true, force: true });
}
