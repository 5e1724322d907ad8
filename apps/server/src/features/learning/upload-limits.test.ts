import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { authoringMessages, errorMessages } from '@sendero/shared';
import { madeBeforeAll, useTestApp } from '../../test/test-app.js';
import { createAdmin, createRoute } from '../../test/factories.js';
import { demoMedia, leftoverTemporaryFiles, multipartForm, type FilePart } from '../../test/uploads.js';

// Tiny limits (about 10 KB, 50 KB and 200 KB) so the demo media are over them.
const uploadLimitsMb = { image: 0.01, audio: 0.05, video: 0.2 };

const t = useTestApp({ freshUploadsDir: true, uploadLimitsMb });
const admin = madeBeforeAll(() => createAdmin(t));
let routeId: string;
beforeAll(async () => {
  routeId = (await createRoute(t, { contentPoints: [] })).route.id;
});

const post = (url: string, form: FormData) => t.app.inject({ method: 'POST', url, payload: form as never, headers: admin.auth });
/** A body sent as is, for multipart bodies no browser would send. */
const postRaw = (contentType: string, body: string) =>
  t.app.inject({ method: 'POST', url: '/api/contents', headers: { ...admin.auth, 'content-type': contentType }, payload: body });
const noisyPng = () =>
  sharp(randomBytes(100 * 100 * 3), { raw: { width: 100, height: 100, channels: 3 } })
    .png()
    .toBuffer();

it.each([
  ['IMAGE', 'image', authoringMessages.imageTooLarge(0.01)],
  ['AUDIO', 'anclaje-5-4-3-2-1.mp3', authoringMessages.audioTooLarge(0.05)],
  ['VIDEO', 'emociones-como-olas.mp4', authoringMessages.videoTooLarge(0.2)],
])('a %s file over its limit answers 413 with the Spanish message, and leaves nothing behind', async (type, name, message) => {
  const before = fs.readdirSync(t.uploadsDir);
  const file: FilePart = { field: 'file', name, bytes: name === 'image' ? await noisyPng() : demoMedia(name) };
  const response = await post('/api/contents', multipartForm({ routeId, title: 'Grande', type }, file));
  expect(response.statusCode).toBe(413);
  expect(response.json()).toEqual({ statusCode: 413, error: 'Payload Too Large', message: [message] });
  expect(fs.readdirSync(t.uploadsDir)).toEqual(before);
  expect(leftoverTemporaryFiles(t.uploadsDir)).toEqual([]);
});

it('a cover over the image limit answers 413', async () => {
  const form = multipartForm({ title: 'Ruta', description: 'Grande' }, { field: 'coverImage', name: 'p.png', bytes: await noisyPng() });
  const response = await post('/api/routes', form);
  expect(response.statusCode).toBe(413);
  expect(response.json().message).toEqual([authoringMessages.imageTooLarge(0.01)]);
});

it("when the type comes after the file, the largest limit applies while streaming and the type's own at the end", async () => {
  const form = new FormData();
  form.append('routeId', routeId);
  form.append('title', 'Tipo al final');
  // 100 KB of MP3: under the video limit, over the audio one.
  form.append('file', new Blob([demoMedia('escaneo-corporal.mp3').subarray(0, 100_000)]), 'a.mp3');
  form.append('type', 'AUDIO');
  const late = await post('/api/contents', form);
  expect(late.statusCode).toBe(413);
  expect(late.json().message).toEqual([authoringMessages.audioTooLarge(0.05)]);
  expect(leftoverTemporaryFiles(t.uploadsDir)).toEqual([]);
});

it('a file over every limit answers 413 even before the type is known', async () => {
  const form = new FormData();
  form.append('file', new Blob([demoMedia('escaneo-corporal.mp3')]), 'a.mp3');
  form.append('type', 'AUDIO');
  const response = await post('/api/contents', form);
  expect(response.statusCode).toBe(413);
  expect(response.json().message).toEqual([errorMessages.payloadTooLarge]);
  expect(leftoverTemporaryFiles(t.uploadsDir)).toEqual([]);
});

it('a text field over 512 KiB answers 413, a repeated field 400, broken multipart 400: never 500', async () => {
  const long = await post('/api/contents', multipartForm({ routeId, title: 'x', content: 'a'.repeat(600 * 1024) }));
  expect(long.statusCode).toBe(413);
  const many = new FormData();
  for (let i = 0; i < 30; i += 1) many.append('title', 'x');
  const repeated = await post('/api/contents', many);
  expect(repeated.statusCode).toBe(400);
  expect(repeated.json().message).toEqual([errorMessages.badRequest]);
  const broken = await postRaw('multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.mp3"\r\n\r\nabc');
  expect(broken.statusCode).toBe(400);
  const noBoundary = await postRaw('multipart/form-data', 'x');
  expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
  expect(noBoundary.statusCode).toBeLessThan(500);
  expect(leftoverTemporaryFiles(t.uploadsDir)).toEqual([]);
});
