import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Requests that reached the server before it was told to stop, but that its event loop has not
 * read yet (busy with other requests, as on PGlite under load): the stop must answer them, never
 * reset their connection as idle (decision 031).
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** The first complete answer on `socket` (its status line), or the socket error that ended it. */
function firstAnswer(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (text.includes('\r\n\r\n')) resolve(text.slice(0, text.indexOf('\r\n')));
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    socket.on('close', () => resolve(text ? text.slice(0, text.indexOf('\r\n')) : 'closed without an answer'));
  });
}

/** Blocks the event loop, as a request that never yields does. */
function busy(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

const request = 'GET /api/crisis-lines?country=ES HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n';

describe('stopping with requests not read yet', () => {
  it('answers a request on a kept-alive connection and one on a fresh connection, both sent while the loop was busy', async () => {
    // A keep-alive connection that has been answered once: Node counts it idle.
    const kept = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => kept.once('connect', resolve));
    kept.write(request);
    expect(await firstAnswer(kept)).toBe('HTTP/1.1 200 OK');
    kept.removeAllListeners('data');

    const fresh = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => fresh.once('connect', resolve));
    const keptAnswer = firstAnswer(kept);
    const freshAnswer = firstAnswer(fresh);
    // Written to the kernel at once; the server's loop does not see them before the stop begins.
    kept.write(request);
    fresh.write(request);
    busy(50);
    const closed = t.app.close();
    busy(50);
    expect(await keptAnswer).toBe('HTTP/1.1 200 OK');
    expect(await freshAnswer).toBe('HTTP/1.1 200 OK');
    await closed;
  });
});
