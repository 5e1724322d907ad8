// `npm test`: lint, typecheck, build, then every suite. The server suites run on the embedded
// database and, when DATABASE_URL is set, again on that PostgreSQL server; so do the fault
// scenarios that need PostgreSQL. Every step runs even after a failure, so one run shows
// everything that is broken; the exit code is non-zero if any failed.
//
// The crisis screen's suite (one core for minutes, retraining a model per blind round) and the web's
// unit tests run beside the server suites, in a second lane whose output is shown when it ends: on
// this 2-core machine that takes a quarter off the whole run. The end-to-end tests and the fault
// scenarios, which time what they see, run alone.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './build-state.mjs';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'sendero-test-reports-'));
const withoutDatabaseUrl = { ...process.env };
delete withoutDatabaseUrl.DATABASE_URL;

const steps = [
  // Prettier's style on every source file (.prettierrc.json; data and generated files are left as they are).
  { name: 'format', command: ['npm', 'run', 'format:check'] },
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'build', command: ['npm', 'run', 'build'] },
  // The first page's JavaScript and every page's own chunk, measured from the build (apps/web/build/budgets.mjs).
  { name: 'web size budgets', command: ['npm', 'run', 'budgets', '-w', 'apps/web'] },
  // No function of the server's or the web's sources reaches 120 lines (tests and data aside).
  { name: 'function length', command: ['node', 'scripts/longest-functions.mjs', '--check'] },
  { name: 'shared unit tests', command: vitest('packages/shared', 'shared'), report: 'shared' },
  {
    lanes: [
      [
        { name: 'server tests on PGlite', command: vitest('apps/server', 'server-pglite'), env: withoutDatabaseUrl, report: 'server-pglite' },
        ...(process.env.DATABASE_URL
          ? [{ name: 'server tests on PostgreSQL', command: vitest('apps/server', 'server-postgres'), report: 'server-postgres' }]
          : []),
      ],
      [
        // The crisis screen's own suite: its corpus, the held-out estimate, and what ships (after the build).
        { name: 'crisis screen tests', command: vitest('packages/crisis-screen', 'crisis-screen'), report: 'crisis-screen' },
        { name: 'web unit tests', command: vitest('apps/web', 'web'), report: 'web' },
      ],
    ],
  },
  {
    name: 'end-to-end tests (Chromium)',
    command: ['npm', 'exec', '-w', 'e2e', '--', 'playwright', 'test', '--reporter=list,json'],
    env: { ...withoutDatabaseUrl, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
    report: 'e2e',
  },
  {
    // Each scenario starts the built product (kill -9, SIGTERM under load, outages, backups): about 3 minutes.
    name: 'fault scenarios',
    command: ['npm', 'run', 'test:faults', ...(process.env.DATABASE_URL ? [] : ['--', '--embedded-only'])],
    env: { ...process.env, FAULTS_REPORT: path.join(reports, 'faults.json') },
    report: 'faults',
  },
];

function vitest(workspace, report) {
  return [
    'npm',
    'exec',
    '-w',
    workspace,
    '--',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, `${report}.json`)}`,
  ];
}

/** Passed and failed test counts from a vitest or Playwright JSON report. */
function counts(report) {
  const file = path.join(reports, `${report}.json`);
  if (!fs.existsSync(file)) return undefined;
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (data.stats && 'expected' in data.stats) {
    return { passed: data.stats.expected + (data.stats.flaky ?? 0), failed: data.stats.unexpected, skipped: data.stats.skipped };
  }
  return { passed: data.numPassedTests, failed: data.numFailedTests, skipped: data.numPendingTests + (data.numTodoTests ?? 0) };
}

/**
 * The names of the tests that failed, and of those that passed only on a retry, from a vitest or
 * Playwright JSON report: CI keeps only the end of the output, so the summary must name them.
 */
function troubled(report) {
  const file = path.join(reports, `${report}.json`);
  if (!fs.existsSync(file)) return [];
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (Array.isArray(data.testResults)) {
    return data.testResults.flatMap((suite) => {
      const file = path.relative(root, suite.name);
      const failed = suite.assertionResults.filter((test) => test.status === 'failed');
      // A file that cannot load, or whose beforeAll fails, fails without a failed test.
      if (failed.length === 0 && suite.status === 'failed') return [`failed  ${file}: ${firstLine(suite.message)}`];
      return failed.map((test) => `failed  ${file} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    });
  }
  // Errors outside any test (global set-up, a worker that would not start).
  const lines = (data.errors ?? []).map((error) => `failed  ${firstLine(error.message)}`);
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((result) => result.error)?.error?.message;
        lines.push(`${test.status === 'flaky' ? 'flaky ' : 'failed'}  [${test.projectName}] ${spec.file} › ${spec.title}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of data.suites ?? []) walk(suite);
  return lines;
}

function firstLine(text) {
  return (
    (text ?? '')
      // eslint-disable-next-line no-control-regex -- strip the terminal colours from the error text.
      .replace(/\u001b\[[0-9;]*m/g, '')
      .trim()
      .split('\n')[0]
      .slice(0, 300)
  );
}

if (!process.env.DATABASE_URL) {
  console.log('DATABASE_URL is not set: the server suites run on the embedded database only.');
}

/** Runs one step, its output to this terminal or, in the second lane, to a file shown afterwards. */
async function run(step, output = 'inherit') {
  console.log(`\n━━ ${step.name}${output === 'inherit' ? '' : ' (second lane: its output follows when it ends)'} ━━`);
  const started = Date.now();
  // A suite in the second lane shares two cores with the first: it may allow itself longer per test.
  const env = output === 'inherit' ? (step.env ?? process.env) : { ...(step.env ?? process.env), SENDERO_SECOND_LANE: '1' };
  const child = spawn(step.command[0], step.command.slice(1), { cwd: root, stdio: ['ignore', output, output], env });
  const status = await new Promise((resolve) => {
    child.on('error', (error) => {
      console.log(`${step.name}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code) => resolve(code));
  });
  return {
    ...step,
    ok: status === 0,
    seconds: Math.round((Date.now() - started) / 1000),
    counts: step.report && counts(step.report),
    troubled: step.report ? troubled(step.report) : [],
  };
}

/** The first lane in this terminal; the second's output in a file, printed once both lanes end. */
async function runLanes([first, second]) {
  const log = path.join(reports, 'second-lane.log');
  const fd = fs.openSync(log, 'w');
  const runInOrder = async (lane, output) => {
    const done = [];
    for (const step of lane) done.push(await run(step, output));
    return done;
  };
  const [firstResults, secondResults] = await Promise.all([runInOrder(first, 'inherit'), runInOrder(second, fd)]);
  fs.closeSync(fd);
  console.log(`\n━━ second lane: ${second.map((step) => step.name).join(', ')} ━━`);
  process.stdout.write(fs.readFileSync(log, 'utf8'));
  return [...firstResults, ...secondResults];
}

const results = [];
for (const step of steps) {
  if (step.lanes) results.push(...(await runLanes(step.lanes)));
  else results.push(await run(step));
}

console.log('\n━━ summary ━━');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const result of results) {
  const detail = result.counts ? ` (${result.counts.passed} passed, ${result.counts.failed} failed)` : '';
  console.log(`${result.ok ? 'ok  ' : 'FAIL'}  ${result.name}${detail}  ${result.seconds}s`);
  for (const line of result.troubled) console.log(`        ${line}`);
  if (result.counts) {
    passed += result.counts.passed;
    failed += result.counts.failed;
    skipped += result.counts.skipped;
  } else if (!result.ok) {
    failed += 1;
  }
  if (!result.ok && result.counts && result.counts.failed === 0) failed += 1;
}
fs.rmSync(reports, { recursive: true, force: true });
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
