// `npm run test:faults [-- name…] [-- --embedded-only]`: each scenario starts its own built
// product and prints its figures; the run fails if any expectation does not hold. Build first
// (`npm run build`). The PostgreSQL scenarios use DATABASE_URL's server (or 127.0.0.1:5432) and
// the server binaries in /usr/lib/postgresql/*/bin; `--embedded-only` leaves them out.
import fs from 'node:fs';
import { backupRestore } from './scenarios/backup.mjs';
import { crash } from './scenarios/crash.mjs';
import { modelFaults } from './scenarios/model.mjs';
import { postgresOutage } from './scenarios/outage.mjs';
import { npmStartSignals, sigtermEveryCase, sigtermUnderLoad } from './scenarios/sigterm.mjs';
import { smtpOutage } from './scenarios/smtp.mjs';
import { twoProcesses } from './scenarios/two-processes.mjs';

const postgresScenarios = ['crash-postgres', 'postgres-outage', 'two-processes'];
const scenarios = {
  'crash-pglite': () => crash('pglite'),
  'crash-postgres': () => crash('postgres'),
  'sigterm-under-load': sigtermUnderLoad,
  'sigterm-every-case': sigtermEveryCase,
  'npm-start-signals': npmStartSignals,
  'postgres-outage': postgresOutage,
  'model-hangs-and-fails': modelFaults,
  'smtp-down-then-up': smtpOutage,
  'backup-restore': backupRestore,
  'two-processes': twoProcesses,
};

const args = process.argv.slice(2);
const embeddedOnly = args.includes('--embedded-only');
const wanted = args.filter((arg) => !arg.startsWith('--'));
const chosen = Object.entries(scenarios).filter(
  ([name]) => (wanted.length === 0 || wanted.some((word) => name.includes(word))) && !(embeddedOnly && postgresScenarios.includes(name)),
);
const results = [];
for (const [name, run] of chosen) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  try {
    await run();
    results.push({ name, ok: true, seconds: Math.round((Date.now() - started) / 1000) });
  } catch (error) {
    console.log(`FAILED: ${error.stack ?? error}`);
    results.push({ name, ok: false, seconds: Math.round((Date.now() - started) / 1000) });
  }
}
console.log('\n━━ fault scenarios ━━');
for (const result of results) console.log(`${result.ok ? 'ok  ' : 'FAIL'}  ${result.name}  ${result.seconds}s`);
const passed = results.filter((result) => result.ok).length;
const failed = results.length - passed;
console.log(`faults: ${passed} passed, ${failed} failed`);
// For `npm test`'s summary line, in the shape of a vitest JSON report.
if (process.env.FAULTS_REPORT)
  fs.writeFileSync(process.env.FAULTS_REPORT, JSON.stringify({ numPassedTests: passed, numFailedTests: failed, numPendingTests: 0 }));
process.exit(results.every((result) => result.ok) ? 0 : 1);
