// The evenly paced sender of lib.mjs's `paced`, in its own process so that the load it measures
// never waits on the bench's own work. Raw keep-alive sockets and requests written once: Node's
// HTTP client cost some 50 µs a request, on the same two cores as the server it measured.
// Input: one JSON argument { url, headers, seconds, connections, rate }; output: one JSON line.
import net from 'node:net';
import { performance } from 'node:perf_hooks';

const { url, headers, seconds, connections, rate } = JSON.parse(process.argv[2]);
const target = new URL(url);
const request = Buffer.from(
  `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`,
  'latin1',
);

const total = Math.round(rate * seconds);
const latencies = new Float64Array(total);
const sendDelays = new Float64Array(total);
let answered = 0;
let failures = 0;
const waiting = []; // moments at which requests that found every connection busy were due to go out
const idle = [];
let onAnswer = () => {};

function open() {
  const socket = net.connect({ host: target.hostname, port: Number(target.port), noDelay: true });
  let sentAt = 0;
  let buffered = Buffer.alloc(0);
  const connection = {
    /** `queuedAt`: when a request that found every connection busy was due to go out. */
    send(queuedAt) {
      sentAt = queuedAt ?? performance.now();
      socket.write(request);
    },
  };
  socket.on('connect', () => idle.push(connection));
  socket.on('data', (chunk) => {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    const headEnd = buffered.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const head = buffered.toString('latin1', 0, headEnd);
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    if (buffered.length < headEnd + 4 + length) return;
    if (!/^HTTP\/1\.1 2\d\d /.test(head)) failures += 1;
    buffered = buffered.subarray(headEnd + 4 + length);
    latencies[answered++] = performance.now() - sentAt;
    const next = waiting.shift();
    if (next !== undefined) connection.send(next);
    else idle.push(connection);
    onAnswer();
  });
  socket.on('error', () => {
    failures += 1;
  });
  return socket;
}

const sockets = Array.from({ length: connections }, open);
await new Promise((resolve) => setTimeout(resolve, 200));

const started = performance.now();
const dueAt = (index) => started + (index * 1000) / rate;
let sent = 0;

/** Sends every request whose moment has come. */
function sendDue() {
  const now = performance.now();
  while (sent < total && dueAt(sent) <= now) {
    sendDelays[sent] = now - dueAt(sent);
    sent += 1;
    const connection = idle.pop();
    if (connection) connection.send();
    else waiting.push(performance.now());
  }
}

// A timer wakes a millisecond or more late, and what was due meanwhile would go out in a burst;
// every answer that arrives wakes this process anyway, so it sends what has come due then too.
// No busy wait: this process shares the cores with the server and PostgreSQL.
onAnswer = sendDue;
await new Promise((resolve) => {
  const tick = () => {
    sendDue();
    if (sent < total) setTimeout(tick, Math.max(0, dueAt(sent) - performance.now()));
    else resolve();
  };
  tick();
});
onAnswer = () => {};
const deadline = performance.now() + 10_000;
while (answered < total && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
const elapsed = (performance.now() - started) / 1000;
for (const socket of sockets) socket.destroy();

const percentile = (values, q) => {
  const sorted = Float64Array.from(values).sort();
  return Math.round(100 * sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]) / 100;
};
const measured = latencies.subarray(0, answered);
process.stdout.write(
  `${JSON.stringify({ rps: Math.round(answered / elapsed), answered, failures: failures + (total - answered), p50: percentile(measured, 0.5), p99: percentile(measured, 0.99), sendDelayP99: percentile(sendDelays, 0.99) })}\n`,
);
