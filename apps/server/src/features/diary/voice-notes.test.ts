import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { diaryVoiceNotes } from './voice-notes.tables.js';
import { registerUser, type RegisteredUser } from '../../test/factories.js';
import { unzip, zipOf } from '../../test/zip.js';
import { useTestApp, withTestApp } from '../../test/test-app.js';
import { demoMedia, leftoverTemporaryFiles, multipartForm, pngImage } from '../../test/uploads.js';

type User = RegisteredUser;

const fixture = (name: string) => fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures', name));
/** 1.1 s recorded by Chromium's MediaRecorder (`audio/webm;codecs=opus`) from its fake microphone. */
const webmVoice = fixture('voice-note.webm');
/** The same, recorded with a timeslice: a live-stream WebM (unknown sizes) that music-metadata cannot parse. */
const slicedVoice = fixture('voice-note-sliced.webm');
/** A live-stream WebM with a picture track (a canvas) besides the sound. */
const slicedVideo = fixture('video-sliced.webm');

const t = useTestApp({ freshUploadsDir: true });

const upload = (user: User | undefined, bytes: Uint8Array, name = 'nota.webm', type = 'audio/webm') =>
  t.app.inject({ method: 'POST', url: '/api/diary/voice-notes', headers: user?.auth ?? {}, payload: multipartForm({}, { field: 'file', name, bytes, type }) });

const uploaded = async (user: User, bytes: Uint8Array = webmVoice) => {
  const response = await upload(user, bytes);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ audioUrl: string }>().audioUrl;
};

const listen = (user: User, audioUrl: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: audioUrl, headers: { ...user.auth, ...headers } });

/** A fresh token after the clock moved past the access token's life. */
const signInAgain = async (user: User): Promise<User> => {
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
  return { ...user, auth: { authorization: `Bearer ${login.json().access_token}` } };
};

const entry = (user: User, audioUrl: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/diary/entry',
    headers: user.auth,
    payload: { feeling: 'GOOD', description: 'Hoy te lo cuento en voz alta.', audioUrl },
  });

/** The sealed file behind a note, on the local store. */
const storedPathOf = async (audioUrl: string) => {
  const id = audioUrl.split('/').pop()!;
  const [row] = await t.db.select().from(diaryVoiceNotes).where(eq(diaryVoiceNotes.id, id));
  return row ? path.join(t.uploadsDir, row.storageName) : undefined;
};

describe('POST /api/diary/voice-notes', () => {
  it('takes a WebM/Opus recording, seals it at rest, and plays it back to its owner only, with Range and no-store', async () => {
    const user = await registerUser(t);
    const audioUrl = await uploaded(user);
    expect(audioUrl).toMatch(/^\/api\/diary\/voice-notes\/[0-9a-f-]{36}$/);

    const stored = (await storedPathOf(audioUrl))!;
    const atRest = fs.readFileSync(stored);
    expect(atRest.subarray(0, 5).toString()).toBe('SNDB2');
    expect(atRest.includes(webmVoice.subarray(0, 64))).toBe(false);
    expect(leftoverTemporaryFiles(t.uploadsDir)).toEqual([]);

    const whole = await listen(user, audioUrl);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/webm');
    expect(whole.headers['cache-control']).toBe('no-store');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload).toEqual(webmVoice);

    const part = await listen(user, audioUrl, { range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${webmVoice.length}`);
    expect(part.rawPayload).toEqual(webmVoice.subarray(0, 10));
    expect((await listen(user, audioUrl, { range: `bytes=${webmVoice.length}-` })).statusCode).toBe(416);

    // The public files route never serves it, even by its stored name.
    expect((await t.app.inject({ method: 'GET', url: `/files/${path.basename(stored)}` })).statusCode).toBe(404);

    const other = await registerUser(t);
    const foreign = await listen(other, audioUrl);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toEqual(['No encontramos esa nota de voz.']);
    expect((await t.app.inject({ method: 'GET', url: audioUrl })).statusCode).toBe(401);
  });

  it('refuses with a Spanish 415 what is not a voice recording: a PNG named .webm, a video with a picture', async () => {
    const user = await registerUser(t);
    const png = await upload(user, await pngImage(), 'nota.webm', 'audio/webm');
    expect(png.statusCode).toBe(415);
    expect(png.json().message).toEqual(['La nota de voz debe ser un archivo de audio (WebM, Ogg, MP4, MP3 o WAV).']);
    const video = await upload(user, demoMedia('pensamientos-como-nubes.mp4'), 'nota.mp4', 'audio/mp4');
    expect(video.statusCode).toBe(415);
    expect(leftoverTemporaryFiles(t.uploadsDir)).toEqual([]);
    const empty = await t.app.inject({ method: 'POST', url: '/api/diary/voice-notes', headers: user.auth, payload: multipartForm({}) });
    expect(empty.statusCode).toBe(400);
    expect((await upload(undefined, webmVoice)).statusCode).toBe(401);
  });

  it('takes a WebM recorded with a timeslice, and refuses one that has a picture', async () => {
    const user = await registerUser(t);
    const audioUrl = await uploaded(user, slicedVoice);
    expect((await listen(user, audioUrl)).rawPayload).toEqual(slicedVoice);
    const video = await upload(user, slicedVideo);
    expect(video.statusCode).toBe(415);
  });

  it('takes an MP3 too', async () => {
    const user = await registerUser(t);
    const audioUrl = await uploaded(user, demoMedia('anclaje-5-4-3-2-1.mp3'));
    expect((await listen(user, audioUrl)).headers['content-type']).toBe('audio/mpeg');
  });

  it('answers 413 over UPLOAD_MAX_AUDIO_MB', async () => {
    await withTestApp({ uploadsDir: t.uploadsDir, uploadLimitsMb: { image: 10, audio: 0.001, video: 500 }, database: t.database }, async (small) => {
      const user = await registerUser(small);
      const response = await small.app.inject({
        method: 'POST',
        url: '/api/diary/voice-notes',
        headers: user.auth,
        payload: multipartForm({}, { field: 'file', name: 'nota.webm', bytes: webmVoice, type: 'audio/webm' }),
      });
      expect(response.statusCode).toBe(413);
    });
  });
});

describe('a voice note kept with an entry', () => {
  it("is kept only when it is the caller's own upload, once; any other audioUrl is a 400", async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const mine = await uploaded(user);
    const theirs = await uploaded(other);

    const kept = await entry(user, mine);
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json().audioUrl).toBe(mine);

    for (const audioUrl of [
      theirs,
      mine,
      '/files/aaaaaaaaaaaaaaaaaaaaaaaa.mp3',
      'https://example.com/a.webm',
      '/api/diary/voice-notes/../../files/x',
      '/api/diary/voice-notes/no-es-un-id',
    ]) {
      const refused = await entry(user, audioUrl);
      expect(refused.statusCode, audioUrl).toBe(400);
      expect(refused.json().message).toEqual(['No encontramos esa nota de voz. Grábala de nuevo y vuelve a enviar tu entrada.']);
    }
    // The other person still hears their own.
    expect((await listen(other, theirs)).statusCode).toBe(200);
  });

  it('is erased with its entry', async () => {
    const user = await registerUser(t);
    const audioUrl = await uploaded(user);
    const record = (await entry(user, audioUrl)).json();
    const stored = (await storedPathOf(audioUrl))!;
    expect(fs.existsSync(stored)).toBe(true);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/diary/${record.id}`, headers: user.auth })).statusCode).toBe(204);
    expect(fs.existsSync(stored)).toBe(false);
    expect((await listen(user, audioUrl)).statusCode).toBe(404);
  });

  it('is erased when PATCH replaces or removes it; the words and their reply stay', async () => {
    const user = await registerUser(t);
    const first = await uploaded(user);
    const record = (await entry(user, first)).json();
    const firstFile = (await storedPathOf(first))!;
    const second = await uploaded(user);

    const replaced = await t.app.inject({ method: 'PATCH', url: `/api/diary/${record.id}`, headers: user.auth, payload: { audioUrl: second } });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ audioUrl: second, description: record.description, advice: record.advice });
    expect(fs.existsSync(firstFile)).toBe(false);

    const other = await registerUser(t);
    const foreign = await t.app.inject({ method: 'PATCH', url: `/api/diary/${record.id}`, headers: user.auth, payload: { audioUrl: await uploaded(other) } });
    expect(foreign.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/diary/${record.id}`, headers: other.auth, payload: { audioUrl: '' } })).statusCode).toBe(404);

    const secondFile = (await storedPathOf(second))!;
    const removed = await t.app.inject({ method: 'PATCH', url: `/api/diary/${record.id}`, headers: user.auth, payload: { audioUrl: '' } });
    expect(removed.json().audioUrl).toBe('');
    expect(fs.existsSync(secondFile)).toBe(false);
  });

  it('an upload never kept with an entry is removed after a day; a kept one stays', async () => {
    let user = await registerUser(t);
    const orphan = await uploaded(user);
    const kept = await uploaded(user);
    await entry(user, kept);
    const orphanFile = (await storedPathOf(orphan))!;
    const keptFile = (await storedPathOf(kept))!;

    t.clock.advance(23 * 3_600_000);
    user = await signInAgain(user);
    await uploaded(user);
    expect(fs.existsSync(orphanFile)).toBe(true);

    t.clock.advance(2 * 3_600_000);
    user = await signInAgain(user);
    await uploaded(user);
    expect(fs.existsSync(orphanFile)).toBe(false);
    expect((await listen(user, orphan)).statusCode).toBe(404);
    expect(fs.existsSync(keptFile)).toBe(true);
    expect((await listen(user, kept)).statusCode).toBe(200);
  });
});

describe('voice notes and the account', () => {
  it("an import makes each recording of the zip the importer's own; bytes that are not a recording are left out", async () => {
    const owner = await registerUser(t);
    const audioUrl = await uploaded(owner);
    await entry(owner, audioUrl);
    const exported = (await t.app.inject({ method: 'GET', url: '/api/account/export', headers: owner.auth })).rawPayload;

    const newcomer = await registerUser(t);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/account/import',
      headers: newcomer.auth,
      payload: multipartForm({}, { field: 'file', name: 'export.zip', bytes: exported }),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const [record] = (await t.app.inject({ method: 'GET', url: '/api/diary', headers: newcomer.auth })).json().data;
    expect(record.audioUrl).toMatch(/^\/api\/diary\/voice-notes\//);
    expect(record.audioUrl).not.toBe(audioUrl);
    expect((await listen(newcomer, record.audioUrl)).rawPayload).toEqual(webmVoice);
    // Each keeps their own: deleting the newcomer's record leaves the owner's note.
    await t.app.inject({ method: 'DELETE', url: `/api/diary/${record.id}`, headers: newcomer.auth });
    expect((await listen(owner, audioUrl)).statusCode).toBe(200);

    // The same zip with a picture where the recording was: the record comes without it.
    const files = await unzip(exported);
    const id = audioUrl.split('/').pop()!;
    const forgedBytes = await zipOf({ 'sendero-export.json': files.get('sendero-export.json')!, [`voice-notes/${id}.webm`]: await pngImage() });
    const third = await registerUser(t);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/account/import',
      headers: third.auth,
      payload: multipartForm({}, { field: 'file', name: 'export.zip', bytes: forgedBytes }),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/diary', headers: third.auth })).json().data[0].audioUrl).toBe('');
    expect(leftoverTemporaryFiles(t.uploadsDir)).toEqual([]);
  });

  it('the export holds each recording, opened; erasing the account removes the sealed files', async () => {
    const user = await registerUser(t);
    const audioUrl = await uploaded(user);
    await entry(user, audioUrl);
    const id = audioUrl.split('/').pop()!;

    const exported = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: user.auth });
    const files = await unzip(exported.rawPayload);
    expect(files.get(`voice-notes/${id}.webm`)).toEqual(webmVoice);
    const json = JSON.parse(files.get('sendero-export.json')!.toString('utf8'));
    expect(json.diaryRecords[0].audioUrl).toBe(audioUrl);

    const pending = await uploaded(user);
    const stored = [(await storedPathOf(audioUrl))!, (await storedPathOf(pending))!];
    const erased = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: user.auth, payload: { password: user.password } });
    expect(erased.statusCode).toBe(204);
    expect(stored.map((file) => fs.existsSync(file))).toEqual([false, false]);
    expect(await t.db.select().from(diaryVoiceNotes).where(eq(diaryVoiceNotes.userId, user.user.id))).toEqual([]);
  });
});
