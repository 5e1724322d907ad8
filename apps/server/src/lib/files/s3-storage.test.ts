import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../../test/s3-server.js';
import { storageFromUrl, type S3Storage } from './s3-storage.js';
import { parseStorageUrl } from './storage-url.js';

describe('parseStorageUrl', () => {
  it('reads the bucket, endpoint, region and an optional key prefix', () => {
    expect(parseStorageUrl('s3://sendero-media?endpoint=http://127.0.0.1:9000&region=eu-west-3')).toEqual({
      bucket: 'sendero-media',
      prefix: '',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-3',
    });
    expect(parseStorageUrl('s3://media.example/sendero/uploads/?endpoint=https%3A%2F%2Fs3.example')).toEqual({
      bucket: 'media.example',
      prefix: 'sendero/uploads/',
      endpoint: 'https://s3.example',
      region: 'us-east-1',
    });
    expect(parseStorageUrl('s3://on-aws?region=eu-south-2')).toMatchObject({ endpoint: undefined, region: 'eu-south-2' });
  });

  it.each([
    ['media', /^must look like s3:\/\/bucket\?endpoint=/],
    ['https://s3.example/media', /^must start with s3:\/\//],
    ['s3://key:secret@media', /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/],
    ['s3://Media_Bucket', /^must name a bucket of 3 to 63 lowercase letters/],
    ['s3://ab', /^must name a bucket/],
    ['s3://media:9000', /^must give the port in endpoint=/],
    ['s3://media?endpiont=http://x', /^has an unknown parameter "endpiont"/],
    ['s3://media?endpoint=127.0.0.1:9000', /^endpoint must be a URL starting with http:\/\/ or https:\/\//],
    ['s3://media?endpoint=ftp://files', /^endpoint must be a URL/],
    ['s3://media?region=eu west', /^region must be a region name/],
  ])('refuses %s with a message naming what is wrong', (url, message) => {
    expect(() => parseStorageUrl(url)).toThrow(message);
  });
});

describe('S3 storage', () => {
  let s3: S3TestServer;
  let storage: S3Storage;
  let workDir: string;
  const bytes = Buffer.from('0123456789abcdefghijklmnopqrstuvwxyz');
  /** A temporary source file, as an upload leaves one. */
  const source = (content: Buffer = bytes) => {
    const file = path.join(workDir, `.upload-${Math.random().toString(16).slice(2)}.tmp`);
    fs.writeFileSync(file, content);
    return file;
  };
  const read = async (stream: Readable) => Buffer.concat(await stream.toArray());

  beforeAll(async () => {
    s3 = await startS3Server();
    storage = storageFromUrl(s3.storageUrl('uploads'), s3.credentials);
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sendero-s3-source-'));
  });
  afterAll(async () => {
    storage.close();
    await s3.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('reaches its bucket, and says which one when it cannot', async () => {
    await expect(storage.checkBucket()).resolves.toBeUndefined();
    const missing = storageFromUrl(`s3://no-such-bucket?endpoint=${s3.endpoint}`, s3.credentials);
    await expect(missing.checkBucket()).rejects.toThrow(`Could not reach the bucket "no-such-bucket" at ${s3.endpoint}: no such bucket (HTTP 404)`);
    missing.close();
  });

  it('puts a file under its name (below the key prefix) and takes the source away', async () => {
    const file = source();
    await storage.put('aaaaaaaaaaaaaaaaaaaaaaaa.txt', file, 'text/plain');
    expect(fs.existsSync(file)).toBe(false);
    expect(await s3.keys()).toContain('uploads/aaaaaaaaaaaaaaaaaaaaaaaa.txt');
    expect(await storage.head('aaaaaaaaaaaaaaaaaaaaaaaa.txt')).toEqual({ size: bytes.length, contentType: 'text/plain' });
  });

  it('reads the whole file and any byte range of it', async () => {
    const name = 'bbbbbbbbbbbbbbbbbbbbbbbb.mp3';
    await storage.put(name, source(), 'audio/mpeg');
    expect(await storage.head(name)).toEqual({ size: bytes.length, contentType: 'audio/mpeg' });
    expect(await read(await storage.open(name))).toEqual(bytes);
    expect((await read(await storage.open(name, { start: 0, end: 9 }))).toString()).toBe('0123456789');
    expect((await read(await storage.open(name, { start: 10, end: 10 }))).toString()).toBe('a');
    expect((await read(await storage.open(name, { start: 30, end: 35 }))).toString()).toBe('uvwxyz');
  });

  it('keeps the object already there when the same name is put again (names are content addresses)', async () => {
    const name = 'cccccccccccccccccccccccc.txt';
    await storage.put(name, source(Buffer.from('primero')), 'text/plain');
    const again = source(Buffer.from('segundo, que no se escribe'));
    await storage.put(name, again, 'text/plain');
    expect(fs.existsSync(again)).toBe(false);
    expect((await read(await storage.open(name))).toString()).toBe('primero');
  });

  it('answers undefined for a missing name, and deletes with or without an object there', async () => {
    expect(await storage.head('dddddddddddddddddddddddd.png')).toBeUndefined();
    await storage.put('eeeeeeeeeeeeeeeeeeeeeeee.png', source(), 'image/png');
    await storage.delete('eeeeeeeeeeeeeeeeeeeeeeee.png');
    expect(await storage.head('eeeeeeeeeeeeeeeeeeeeeeee.png')).toBeUndefined();
    expect(await s3.keys()).not.toContain('uploads/eeeeeeeeeeeeeeeeeeeeeeee.png');
    await expect(storage.delete('eeeeeeeeeeeeeeeeeeeeeeee.png')).resolves.toBeUndefined();
    await expect(storage.open('dddddddddddddddddddddddd.png')).rejects.toMatchObject({ name: 'NoSuchKey' });
  });

  it('removes the source even when the store refuses the upload', async () => {
    const refused = storageFromUrl(`s3://no-such-bucket?endpoint=${s3.endpoint}`, s3.credentials);
    const file = source();
    await expect(refused.put('ffffffffffffffffffffffff.txt', file, 'text/plain')).rejects.toThrow();
    expect(fs.existsSync(file)).toBe(false);
    refused.close();
  });
});
