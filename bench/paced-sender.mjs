// The evenly paced sender of lib.mjs's `paced`, in its own process so that the load it measures
// never waits on the bench's own work. Raw keep-alive sockets and requests written once: Node's
// HTTP client cost some 50 µs a request, on the same two cores as the server it measured.
// Input: one JSON argument { url, headers, seconds, connections, rate }; output: one JSON line.
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

const { url, headers, seconds, connections, rate } = JSON.parse(process.argv[2]);
const target = new URL(url);
const request = Buffer.from(
  `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`,
  'latin1',
);

// The first second goes at the same pace but is not counted: its latencies were those of this
// process's own code being compiled (a fifth of a run's slow answers fell in its first 100 ms).
const warmUp = Math.round(rate);
const total = warmUp + Math.round(rate * seconds);
const latencies = new Float64Array(total);
const sendDelays = new Float64Array(total);
let answered = 0;
let failures = 0;
const waiting = []; // requests that found every connection busy: [index, the moment it was due]
const idle = [];
let onAnswer = () => {};

function open() {
  const socket = net.connect({ host: target.hostname, port: Number(target.port), noDelay: true });
  let index = 0;
  let sentAt = 0;
  let buffered = Buffer.alloc(0);
  const connection = {
    /** `dueAt`: for a request that found every connection busy, the moment it was due to go out. */
    send(requestIndex, dueAt) {
      index = requestIndex;
      sentAt = dueAt ?? performance.now();
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
    latencies[index] = performance.now() - sentAt;
    answered += 1;
    const next = waiting.shift();
    if (next !== undefined) connection.send(...next);
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

// Moments are read on one clock shared with the pacing thread below (performance.now() counts
// from each thread's own start).
const clock = () => performance.timeOrigin + performance.now();
const started = clock() + 20;
const dueAt = (index) => started + (index * 1000) / rate;
const progress = new Int32Array(new SharedArrayBuffer(8)); // [requests sent, the futex the pacer sleeps on]
let sent = 0;

/** Sends every request whose moment has come. */
function sendDue() {
  const now = clock();
  while (sent < total && dueAt(sent) <= now) {
    sendDelays[sent] = now - dueAt(sent);
    const connection = idle.pop();
    if (connection) connection.send(sent);
    else waiting.push([sent, performance.now()]);
    sent += 1;
  }
  Atomics.store(progress, 0, sent);
}

// The pacer: a thread that sleeps on a futex until each request's moment (Atomics.wait takes a
// fraction of a millisecond; Node's timers round up to a whole one, which sent requests in bursts
// of three or four at these rates) and wakes this thread only for a request no answer has sent.
const pacer = new Worker(
  `const { workerData: { started, rate, total, progress }, parentPort } = require('node:worker_threads');
   const clock = () => performance.timeOrigin + performance.now();
   for (let index = 0; index < total; index++) {
     const wait = started + (index * 1000) / rate - clock();
     if (wait > 0) Atomics.wait(progress, 1, 0, wait);
     if (Atomics.load(progress, 0) <= index) parentPort.postMessage(index);
   }
   parentPort.postMessage(-1);`,
  { eval: true, workerData: { started, rate, total, progress } },
);
// Every answer wakes this thread anyway: it sends what has come due then too.
onAnswer = sendDue;
await new Promise((resolve) =>
  pacer.on('message', (index) => {
    sendDue();
    if (index < 0) resolve();
  }),
);
await pacer.terminate();
onAnswer = () => {};
const deadline = performance.now() + 10_000;
while (answered < total && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
const elapsed = (clock() - started) / 1000;
for (const socket of sockets) socket.destroy();

const percentile = (values, q) => {
  const sorted = Float64Array.from(values).sort();
  return Math.round(100 * sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]) / 100;
};
const counted = latencies.subarray(warmUp);
process.stdout.write(
  `${JSON.stringify({
    rps: Math.round(answered / elapsed),
    answered: answered - warmUp,
    failures: failures + (total - answered),
    p50: percentile(counted, 0.5),
    p99: percentile(counted, 0.99),
    sendDelayP99: percentile(sendDelays.subarray(warmUp), 0.99),
  })}\n`,
);
