import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, count } from 'drizzle-orm';
import { fileTypeFromFile } from 'file-type';
import { parseFile } from 'music-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentType, QuizData, Subtitles, parseJsonString } from '@sendero/shared';
import type { Database } from '../client.js';
import { contents, routes } from '../schema.js';
import { createTestDatabase } from '../../test/database.js';
import { localFiles } from '../../test/uploads.js';
import { demoRoutes } from './demo-content.js';
import { demoMediaDir, seedDemoContent } from './seed.js';

let database: Database;
let uploadsDir: string;
let firstRun: { seeded: boolean }[];

beforeAll(async () => {
  database = await createTestDatabase();
  uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sendero-seed-'));
  // Two servers starting at once on one database: exactly one of them seeds.
  firstRun = await Promise.all([seedDemoContent(database.db, localFiles(uploadsDir)), seedDemoContent(database.db, localFiles(uploadsDir))]);
});
afterAll(async () => {
  await database.close();
  await fs.rm(uploadsDir, { recursive: true, force: true });
});

const storedPath = (url: string) => path.join(uploadsDir, url.replace(/^\/files\//, ''));
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function seededRoutes() {
  const rows = await database.db.select().from(routes).orderBy(asc(routes.order));
  const all = await database.db.select().from(contents).orderBy(asc(contents.order));
  return rows.map((route) => ({ ...route, contents: all.filter((content) => content.routeId === route.id) }));
}

/** The stored file has the source's bytes, under the name its SHA-256 gives. */
async function expectStoredCopy(url: string | null, mediaName: string) {
  expect(url).toMatch(/^\/files\/[0-9a-f]{24}\.[a-z0-9]+$/);
  const stored = await fs.readFile(storedPath(url!));
  const source = await fs.readFile(path.join(demoMediaDir, mediaName));
  expect(stored.equals(source)).toBe(true);
  expect(url).toBe(`/files/${sha256(source).slice(0, 24)}${path.extname(mediaName)}`);
}

describe('seedDemoContent', () => {
  it('seeds an empty database once, even when called twice at the same time', () => {
    expect(firstRun.map((result) => result.seeded).sort()).toEqual([false, true]);
  });

  it('creates at least three foundation routes with orders 1..n and a stored cover each', async () => {
    const seeded = await seededRoutes();
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    expect(seeded.map((route) => route.order)).toEqual(seeded.map((_, index) => index + 1));
    expect(seeded.map((route) => route.title)).toEqual(['Conoce tus emociones', 'Respiración y calma', 'Pensamientos y emociones']);
    for (const [index, route] of seeded.entries()) {
      expect(route.type).toBe('FOUNDATION');
      expect(route.description.length).toBeGreaterThan(40);
      await expectStoredCopy(route.coverImageUrl, demoRoutes[index]!.cover);
      expect((await fileTypeFromFile(storedPath(route.coverImageUrl!)))?.mime).toBe('image/webp');
    }
  });

  it('gives each route 5 or 6 contents with orders 1..n covering every content type', async () => {
    for (const route of await seededRoutes()) {
      expect(route.contents.length).toBeGreaterThanOrEqual(5);
      expect(route.contents.length).toBeLessThanOrEqual(6);
      expect(route.contents.map((content) => content.order)).toEqual(route.contents.map((_, index) => index + 1));
      // The spec's five types (docs/product.md#learning); the WHO-5 check is a type admins may place, not part of the demo (decision 034).
      expect(new Set(route.contents.map((content) => content.type))).toEqual(new Set(ContentType.options.filter((type) => type !== 'WELLBEING_CHECK')));
      for (const content of route.contents) {
        expect(content.points).toBeGreaterThanOrEqual(5);
        expect(content.points).toBeLessThanOrEqual(15);
        expect(content.duration).toBeGreaterThan(0);
        if (content.type === 'READING') expect(content.content!.split(/\s+/).length).toBeGreaterThanOrEqual(250);
      }
    }
  });

  it('stores real media with the right type and bytes, and durations that match the files', async () => {
    const expectedMime = { AUDIO: 'audio/mpeg', VIDEO: 'video/mp4', IMAGE: 'image/webp' } as const;
    for (const [routeIndex, route] of (await seededRoutes()).entries()) {
      for (const [contentIndex, content] of route.contents.entries()) {
        const source = demoRoutes[routeIndex]!.contents[contentIndex]!;
        if (content.type === 'READING' || content.type === 'QUIZ' || content.type === 'WELLBEING_CHECK') {
          expect(content.fileUrl).toBeNull();
          continue;
        }
        await expectStoredCopy(content.fileUrl, source.media!);
        const file = storedPath(content.fileUrl!);
        expect((await fileTypeFromFile(file))?.mime).toBe(expectedMime[content.type]);
        if (content.type === 'AUDIO' || content.type === 'VIDEO') {
          const { format } = await parseFile(file, { duration: true });
          expect(Math.floor(format.duration!)).toBe(content.duration);
          const [shortest, longest] = content.type === 'AUDIO' ? [45, 90] : [15, 40];
          expect(content.duration).toBeGreaterThanOrEqual(shortest);
          expect(content.duration).toBeLessThanOrEqual(longest);
        }
      }
    }
  });

  it('gives every audio sorted, non-overlapping subtitles that end within the audio', async () => {
    for (const route of await seededRoutes()) {
      for (const content of route.contents) {
        if (content.type !== 'AUDIO') {
          expect(content.subtitles).toBeNull();
          continue;
        }
        const subtitles = Subtitles.parse(content.subtitles);
        expect(subtitles.length).toBeGreaterThan(5);
        const { format } = await parseFile(storedPath(content.fileUrl!), { duration: true });
        let previousEnd = 0;
        for (const line of subtitles) {
          expect(line.text.trim()).not.toBe('');
          expect(line.start).toBeGreaterThanOrEqual(previousEnd);
          expect(line.end).toBeGreaterThan(line.start);
          previousEnd = line.end;
        }
        expect(previousEnd).toBeLessThanOrEqual(format.duration!);
      }
    }
  });

  it('gives every quiz a text, an open and at least two multiple-choice questions', async () => {
    const ids = new Set<string>();
    for (const route of await seededRoutes()) {
      for (const content of route.contents) {
        if (content.type !== 'QUIZ') {
          expect(content.quizData).toBeNull();
          continue;
        }
        const quiz = parseJsonString(QuizData, content.quizData);
        expect(quiz).toBeDefined();
        const types = quiz!.questions.map((question) => question.type);
        expect(types).toContain('text');
        expect(types).toContain('open');
        expect(types.filter((type) => type === 'multiple_choice').length).toBeGreaterThanOrEqual(2);
        for (const question of quiz!.questions) {
          expect(question.id).toMatch(/^[a-z0-9]{6}$/);
          expect(ids.has(question.id)).toBe(false);
          ids.add(question.id);
          if (question.type === 'multiple_choice') {
            expect(question.options.length).toBeGreaterThanOrEqual(3);
            expect(question.options.length).toBeLessThanOrEqual(4);
          } else {
            expect(question.options).toEqual([]);
          }
        }
      }
    }
  });

  it('leaves nothing half-written in the uploads folder', async () => {
    const names = await fs.readdir(uploadsDir);
    expect(names.filter((name) => name.endsWith('.tmp'))).toEqual([]);
    const referenced = new Set(
      (await seededRoutes()).flatMap((route) => [route.coverImageUrl, ...route.contents.map((content) => content.fileUrl)]).filter((url) => url !== null),
    );
    expect(new Set(names.map((name) => `/files/${name}`))).toEqual(referenced);
  });

  it('does nothing when the database already has routes', async () => {
    const before = await database.db.select({ routes: count() }).from(routes);
    expect(await seedDemoContent(database.db, localFiles(uploadsDir))).toEqual({ seeded: false });
    expect(await database.db.select({ routes: count() }).from(routes)).toEqual(before);
  });

  it('keeps the media folder under 5 MB, with no file that no route uses', async () => {
    const names = await fs.readdir(demoMediaDir);
    let total = 0;
    for (const name of names) total += (await fs.stat(path.join(demoMediaDir, name))).size;
    expect(total).toBeLessThan(5 * 1024 * 1024);
    const used = new Set(demoRoutes.flatMap((route) => [route.cover, ...route.contents.flatMap((content) => (content.media ? [content.media] : []))]));
    expect(new Set(names)).toEqual(used);
  });
});
