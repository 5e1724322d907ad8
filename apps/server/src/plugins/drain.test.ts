import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authoringMessages, errorMessages } from '@sendero/shared';
import { createTestApp, tempUploadsDir, type TestApp } from '../test/test-app.js';
import { createAdmin } from '../test/factories.js';

/**
 * Too-large bodies over a real socket, with a client that keeps writing after the server has
 * decided: it must read the 413, never a reset (EPIPE, ECONNRESET).
 */
let t: TestApp;
let port: number;
let uploadsDir: string;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  uploadsDir = tempUploadsDir();
  t = await createTestApp({ uploadsDir, uploadLimitsMb: { image: 0.25, audio: 0.5, video: 1 } });
  admin = await createAdmin(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

type Outcome = { status: number; body: unknown } | { error: string };

// The client runs in its own thread, as a browser or curl would in its own process: it keeps
// writing while the server answers, which a client on the server's event loop never does.
const clientSource = `
const http = require('node:http');
const { parentPort, workerData: { port, path, headers, head, size, tail } } = require('node:worker_threads');
const finish = (outcome) => parentPort.postMessage(outcome);
const request = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers, agent: false });
request.on('response', (response) => {
  let text = '';
  response.on('data', (chunk) => (text += chunk.toString('utf8')));
  response.on('end', () => finish({ status: response.statusCode, body: JSON.parse(text) }));
  response.on('error', (error) => finish({ error: error.code || error.message }));
});
request.on('error', (error) => finish({ error: error.code || error.message }));
const chunk = Buffer.alloc(64 * 1024, 'a');
let left = size;
request.write(head);
const pump = () => {
  while (left > 0) {
    const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
    left -= piece.length;
    if (!request.write(piece)) return void request.once('drain', pump);
  }
  request.end(tail);
};
pump();
`;

/** Sends `head`, then `size` filler bytes in 64 KiB writes as fast as the socket takes them, then `tail`. */
async function send(path: string, headers: Record<string, string | number>, head: string, size: number, tail = ''): Promise<Outcome> {
  const worker = new Worker(clientSource, { eval: true, workerData: { port, path, headers, head, size, tail } });
  try {
    const [outcome] = (await once(worker, 'message')) as [Outcome];
    return outcome;
  } finally {
    await worker.terminate();
  }
}

const tooLarge = (message: string) => ({ status: 413, body: { statusCode: 413, error: 'Payload Too Large', message: [message] } });
const MiB = 1024 * 1024;

describe('a JSON body over 1 MiB', () => {
  it.each([
    ['1.5 MiB with Content-Length', 1.5 * MiB, true],
    ['20 MB with Content-Length', 20_000_000, true],
    ['20 MB chunked (no Content-Length)', 20_000_000, false],
  ])('%s: the client reads 413, five times out of five', async (_, size, withLength) => {
    const head = '{"email":"a@b.co","password":"';
    const tail = '"}';
    const headers: Record<string, string | number> = { 'content-type': 'application/json' };
    if (withLength) headers['content-length'] = head.length + size + tail.length;
    for (let run = 0; run < 5; run++) {
      expect(await send('/api/auth/login', headers, head, size, tail)).toEqual(tooLarge(errorMessages.payloadTooLarge));
    }
  });
});

describe('an upload over its limit', () => {
  const boundary = '----sendero-prueba';
  const head = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="title"',
    '',
    'Ruta',
    `--${boundary}`,
    'Content-Disposition: form-data; name="coverImage"; filename="grande.png"',
    'Content-Type: image/png',
    '',
    '',
  ].join('\r\n');
  const tail = `\r\n--${boundary}--\r\n`;
  const size = 3 * MiB;
  const headers = (auth: Record<string, string>) => ({
    ...auth,
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'content-length': head.length + size + tail.length,
  });

  it('a cover image over 0.25 MB: the client reads 413 with its Spanish message, five times out of five', async () => {
    for (let run = 0; run < 5; run++) {
      expect(await send('/api/routes', headers(admin.auth), head, size, tail)).toEqual(tooLarge(authoringMessages.imageTooLarge(0.25)));
    }
    expect(fs.readdirSync(uploadsDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('an upload refused before its body is read (no token) still answers 401 to a client that keeps writing', async () => {
    expect(await send('/api/routes', headers({}), head, size, tail)).toMatchObject({ status: 401 });
  });
});
