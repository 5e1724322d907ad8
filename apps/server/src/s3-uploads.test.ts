import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageFromUrl, type S3Storage } from './lib/files/s3-storage.js';
import { createAdmin, registerUser } from './test/factories.js';
import { startS3Server, type S3TestServer } from './test/s3-server.js';
import { createTestApp, tempUploadsDir, type TestApp } from './test/test-app.js';
import { demoMedia, leftoverTemporaryFiles, multipartForm, pngImage } from './test/uploads.js';

// docs/product.md#data-ownership-and-scale: with STORAGE_URL=s3://… uploads live in the bucket, and /files/… still answers
// with Range support. The app is built as main.ts builds it, on an S3-compatible server of the
// test's own.
let s3: S3TestServer;
let storage: S3Storage;
let uploadsDir: string;
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  s3 = await startS3Server();
  storage = storageFromUrl(s3.storageUrl(), s3.credentials);
  uploadsDir = tempUploadsDir();
  t = await createTestApp({ uploadsDir, fileStorage: storage });
  admin = await createAdmin(t);
});
afterAll(async () => {
  await t.close();
  storage.close();
  await s3.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const keyOf = (url: string) => url.replace(/^\/files\//, '');

describe('uploads in an S3-compatible store', () => {
  it('stores an admin upload in the bucket, serves it whole and by range, and deletes it with its route', async () => {
    const cover = await pngImage(24, 24, { r: 10, g: 200, b: 90 });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/routes',
      headers: admin.auth,
      payload: multipartForm(
        { title: 'Ruta en S3', type: 'CUSTOM', description: 'Sus archivos viven en el bucket.' },
        { field: 'coverImage', name: 'portada.png', bytes: cover },
      ),
    });
    expect(created.statusCode).toBe(201);
    const route = created.json();
    const audio = demoMedia('anclaje-5-4-3-2-1.mp3');
    const content = await t.app.inject({
      method: 'POST',
      url: '/api/contents',
      headers: admin.auth,
      payload: multipartForm(
        { routeId: route.id, title: 'Audio en S3', type: 'AUDIO' },
        { field: 'file', name: 'audio.mp3', bytes: audio, type: 'audio/mpeg' },
      ),
    });
    expect(content.statusCode).toBe(201);
    const audioUrl: string = content.json().file.url;
    const coverUrl: string = route.coverImage.url;
    expect(await s3.keys()).toEqual([keyOf(coverUrl), keyOf(audioUrl)].sort());
    // Nothing is kept on the local disk: not the stored files, not the temporary ones.
    expect(fs.readdirSync(uploadsDir)).toEqual([]);

    const whole = await t.app.inject({ method: 'GET', url: audioUrl });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(audio)).toBe(true);

    const ranged = await t.app.inject({ method: 'GET', url: audioUrl, headers: { range: 'bytes=0-9' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 0-9/${audio.length}`);
    expect(ranged.headers['content-length']).toBe('10');
    expect(ranged.rawPayload.equals(audio.subarray(0, 10))).toBe(true);

    const tail = await t.app.inject({ method: 'GET', url: audioUrl, headers: { range: 'bytes=-5' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(audio.subarray(audio.length - 5))).toBe(true);

    const head = await t.app.inject({ method: 'HEAD', url: coverUrl });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/routes/${route.id}`, headers: admin.auth })).statusCode).toBe(204);
    expect(await s3.keys()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: audioUrl })).statusCode).toBe(404);
    expect(leftoverTemporaryFiles(uploadsDir)).toEqual([]);
  });

  it('answers 404 for a name the bucket does not hold, and 416 for a range past the end', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/files/000000000000000000000000.png' })).statusCode).toBe(404);
    const route = await t.app.inject({
      method: 'POST',
      url: '/api/routes',
      headers: admin.auth,
      payload: multipartForm({ title: 'Otra ruta', type: 'CUSTOM', description: 'x' }, { field: 'coverImage', name: 'p.png', bytes: await pngImage(8, 8) }),
    });
    const coverUrl: string = route.json().coverImage.url;
    const past = await t.app.inject({ method: 'GET', url: coverUrl, headers: { range: 'bytes=999999-' } });
    expect(past.statusCode).toBe(416);
  });

  it('keeps a diary voice note sealed in the bucket, plays it to its owner, and deletes it with the entry', async () => {
    const owner = await registerUser(t);
    const bytes = fs.readFileSync(new URL('./test/fixtures/voice-note.webm', import.meta.url));
    const before = new Set(await s3.keys());
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/diary/voice-notes',
      headers: owner.auth,
      payload: multipartForm({}, { field: 'file', name: 'nota.webm', bytes }),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { audioUrl } = upload.json();
    const added = (await s3.keys()).filter((key) => !before.has(key));
    expect(added).toEqual([expect.stringMatching(/^voice-[0-9a-f]{32}\.sealed$/)]);
    expect((await t.app.inject({ method: 'GET', url: audioUrl, headers: owner.auth })).rawPayload).toEqual(bytes);
    expect((await t.app.inject({ method: 'GET', url: `/files/${added[0]}` })).statusCode).toBe(404);

    const record = (
      await t.app.inject({ method: 'POST', url: '/api/diary/entry', headers: owner.auth, payload: { feeling: 'GOOD', description: 'En el bucket.', audioUrl } })
    ).json();
    await t.app.inject({ method: 'DELETE', url: `/api/diary/${record.id}`, headers: owner.auth });
    expect(await s3.keys()).not.toContain(added[0]);
    expect(leftoverTemporaryFiles(uploadsDir)).toEqual([]);
  });
});
