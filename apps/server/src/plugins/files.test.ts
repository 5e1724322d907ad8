import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@sendero/shared';
import { createTestApp, tempUploadsDir, type TestApp } from '../test/test-app.js';
import { parseRange } from './files.js';

let t: TestApp;
let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = tempUploadsDir();
  fs.writeFileSync(path.join(uploadsDir, '0123456789abcdef01234567.mp3'), '0123456789');
  t = await createTestApp({ uploadsDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const get = (range?: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url: '/files/0123456789abcdef01234567.mp3', headers: range ? { range } : {} });

describe('/files through the FileStorage', () => {
  it('answers the whole file with its type, its length and a cache for good', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('0123456789');
    expect(response.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'content-length': '10',
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });

  it('answers 206 for an open-ended and a suffix range, and 416 outside the file', async () => {
    const open = await get('bytes=7-');
    expect([open.statusCode, open.body, open.headers['content-range']]).toEqual([206, '789', 'bytes 7-9/10']);
    const suffix = await get('bytes=-2');
    expect([suffix.statusCode, suffix.body, suffix.headers['content-range']]).toEqual([206, '89', 'bytes 8-9/10']);
    const outside = await get('bytes=10-12');
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe('bytes */10');
    expect(outside.json().message).toEqual([errorMessages.rangeNotSatisfiable]);
  });

  it('HEAD tells the length without a body', async () => {
    const response = await get('bytes=0-3', 'HEAD');
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-length']).toBe('4');
    expect(response.body).toBe('');
  });

  it('refuses names that are not plain file names, and temporary dot-files', async () => {
    fs.writeFileSync(path.join(uploadsDir, '.upload-abc.tmp'), 'half');
    for (const url of ['/files/.upload-abc.tmp', '/files/%2e%2e%2fsecreto', '/files/no-existe.mp3']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toEqual([errorMessages.notFound]);
    }
  });
});

describe('parseRange', () => {
  it('ignores what it cannot use: several ranges, bad syntax, end before start', () => {
    expect(parseRange('bytes=0-1,3-4', 10)).toBeUndefined();
    expect(parseRange('items=0-1', 10)).toBeUndefined();
    expect(parseRange('bytes=5-2', 10)).toBeUndefined();
    expect(parseRange('bytes=2-99', 10)).toEqual({ start: 2, end: 9 });
  });
});
