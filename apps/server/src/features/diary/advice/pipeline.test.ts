// The advice pipeline on its own (no database, no HTTP): the crisis screen first, consent, the cap
// on model calls at once, the deadline, and what a failing or unsafe model leaves. The whole path
// through POST /api/diary/entry, with a real model server, is in ../diary.test.ts.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../db/client.js';
import { createSealer } from '../../../lib/encryption.js';
import { createCrisisService } from '../../safety/crisis.service.js';
import { diaryBinding, present, type DiaryRow } from '../diary.repository.js';
import { createAdvicePipeline, type AdvicePipelineDeps, type AdviceSettings } from './pipeline.js';
import type { Advice, AdviceProvider, AdviceRequest } from './providers.js';

const sealer = createSealer(Buffer.alloc(32, 3));
const userId = randomUUID();
const crisisText = 'Ya no quiero despertar mañana.';
const supporterText = 'Anoche mi amiga me dijo que quería matarse; la acompañé a urgencias y ya está en tratamiento. Estoy tranquila.';

/** A stored record of `userId`, its text sealed as the diary seals it. */
function storedRow(description: string, feeling: DiaryRow['feeling'] = 'BAD'): DiaryRow {
  return {
    id: randomUUID(),
    userId,
    feeling,
    finerFeeling: null,
    description: sealer.seal(description, diaryBinding('description', userId)),
    advice: null,
    adviceSource: 'none',
    audioUrl: '',
    tags: [],
    ownTags: null,
    createdAt: new Date('2026-03-10T10:00:00Z'),
    storedAt: new Date('2026-03-10T10:00:00Z'),
    imported: false,
    clientKey: null,
  };
}

/** A model whose answer each test writes; it honours the signal as the real client does. */
function fakeModel(answer: (request: AdviceRequest, signal: AbortSignal) => Promise<Advice>) {
  const calls: AdviceRequest[] = [];
  const provider: AdviceProvider = {
    source: 'model',
    advise: (request, signal) => {
      calls.push(request);
      return answer(request, signal);
    },
  };
  return { provider, calls };
}

/** Never answers: rejects only when its signal aborts. */
const hangs = (_request: AdviceRequest, signal: AbortSignal) =>
  new Promise<Advice>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }));

function pipeline(overrides: Partial<AdvicePipelineDeps> & { settings?: AdviceSettings } = {}) {
  const counted: string[] = [];
  const stored: { advice: string | null; source: string }[] = [];
  const alerted: string[] = [];
  const warnings: string[] = [];
  const log = { info: () => {}, warn: (fields: { event: string }) => warnings.push(fields.event) } as unknown as FastifyBaseLogger;
  // The real crisis net; only its count (a database row) is kept here.
  const crisis = {
    ...createCrisisService({ db: {} as Db, clock: { now: () => new Date() } }),
    recordReply: async (by: 'rules' | 'model') => void counted.push(by),
  };
  const advice = createAdvicePipeline({
    advice: fakeModel(async () => ({ advice: 'Respira hondo.', risk: 'none' })).provider,
    adviceTimeoutMs: 2_000,
    log,
    crisis,
    sealer,
    adviceSettings: async () => overrides.settings ?? { country: 'ES', aiAdvice: true },
    onCrisisReply: (id) => alerted.push(id),
    records: {
      storeAdvice: async (id, sealedAdvice, source) => {
        stored.push({ advice: sealer.openNullable(sealedAdvice, diaryBinding('advice', userId)), source });
        return undefined;
      },
      toRecord: (row) => present(sealer, row, () => {}),
    },
    ...overrides,
  });
  const answer = (text: string, deadline = advice.startDeadline()) => advice.adviseAndStore(userId, storedRow(text), deadline);
  return { advice, answer, counted, stored, alerted, warnings };
}

describe('the crisis reply comes first', () => {
  it('answers text the screen flags with the crisis reply and the lines of the person’s country; the model never sees it', async () => {
    const model = fakeModel(async () => ({ advice: 'Respira hondo.', risk: 'none' }));
    const { answer, counted, stored, alerted } = pipeline({ advice: model.provider, settings: { country: 'MX', aiAdvice: true } });
    const reply = await answer(crisisText);
    expect(model.calls).toEqual([]);
    expect(reply).toMatchObject({ adviceSource: 'crisis', description: crisisText });
    expect(reply.aiResponse).toContain('[800 911 2000](tel:8009112000)');
    expect(reply.crisisLines?.[0]).toMatchObject({ name: 'Línea de la Vida (CONASAMA)', tel: '8009112000' });
    expect(counted).toEqual(['rules']);
    expect(stored).toEqual([{ advice: reply.aiResponse, source: 'crisis' }]);
    expect(alerted).toEqual([userId]);
  });

  it('gives the crisis reply, not the model’s words, when the model reads risk "crisis"', async () => {
    const model = fakeModel(async () => ({ advice: 'Siento mucho que estés así.', risk: 'crisis' }));
    const { answer, counted } = pipeline({ advice: model.provider, settings: { country: 'MX', aiAdvice: true } });
    const reply = await answer('Hoy fue un día largo en el trabajo.');
    expect(model.calls).toHaveLength(1);
    expect(reply.adviceSource).toBe('crisis');
    expect(reply.aiResponse).toContain('[800 911 2000](tel:8009112000)');
    expect(reply.aiResponse).not.toContain('Siento mucho que estés así.');
    expect(reply.crisisLines?.[0]).toMatchObject({ tel: '8009112000' });
    expect(counted).toEqual(['model']);
  });

  it('still answers with the crisis lines when the reply cannot be counted or the settings cannot be read (Spain’s, and no model)', async () => {
    const model = fakeModel(async () => ({ advice: 'Respira hondo.', risk: 'none' }));
    const { answer, warnings } = pipeline({
      advice: model.provider,
      adviceSettings: () => Promise.reject(new Error('database down')),
      crisis: {
        ...createCrisisService({ db: {} as Db, clock: { now: () => new Date() } }),
        recordReply: () => Promise.reject(new Error('database down')),
      },
    });
    const reply = await answer(crisisText);
    expect(reply.adviceSource).toBe('crisis');
    expect(reply.crisisLines?.map((line) => line.number)).toEqual(['024', '717 003 717', '112']);
    expect(warnings).toEqual(expect.arrayContaining(['advice_settings_failed', 'crisis_count_failed']));
    // Unknown consent reads as no consent: ordinary text goes to the built-in writer.
    expect((await answer('Un día tranquilo en casa.')).adviceSource).toBe('builtin');
    expect(model.calls).toEqual([]);
  });

  it('gives someone who helped another person ordinary advice with the note on accompanying, and the note alone if the model fails', async () => {
    const { answer } = pipeline();
    const reply = await answer(supporterText);
    expect(reply.adviceSource).toBe('model');
    expect(reply.aiResponse).toMatch(/^Respira hondo\.\n\n---\n\n/);
    expect(reply.crisisLines).toBeUndefined();
    const failing = pipeline({ advice: fakeModel(() => Promise.reject(new Error('boom'))).provider });
    const noteOnly = await failing.answer(supporterText);
    expect(noteOnly.adviceSource).toBe('builtin');
    expect(reply.aiResponse).toContain(noteOnly.aiResponse!);
  });
});

describe('consent', () => {
  it('never calls the model without the person’s yes: the built-in writer answers on this server', async () => {
    const model = fakeModel(async () => ({ advice: 'Respira hondo.', risk: 'none' }));
    const { answer, stored } = pipeline({ advice: model.provider, settings: { country: 'ES', aiAdvice: false } });
    const reply = await answer('Hoy discutí con mi jefe en el trabajo.');
    expect(model.calls).toEqual([]);
    expect(reply.adviceSource).toBe('builtin');
    expect(reply.aiResponse).toContain('trabajo');
    expect(stored).toEqual([{ advice: reply.aiResponse, source: 'builtin' }]);
  });

  it('asks the model, in the Spanish the person reads, once they said yes', async () => {
    const model = fakeModel(async () => ({ advice: 'Respirá hondo.', risk: 'none' }));
    const { answer } = pipeline({ advice: model.provider, settings: { country: 'AR', aiAdvice: true, spanish: 'es-AR' } });
    expect(await answer('Un martes normal.')).toMatchObject({ adviceSource: 'model', aiResponse: 'Respirá hondo.' });
    expect(model.calls).toEqual([{ feeling: 'BAD', description: 'Un martes normal.', spanish: 'es-AR' }]);
  });
});

describe('the cap on model calls at once', () => {
  it('lets at most `adviceConcurrency` reach the model together; the others wait their turn', async () => {
    let inFlight = 0;
    let most = 0;
    const release: (() => void)[] = [];
    const model = fakeModel(async () => {
      most = Math.max(most, ++inFlight);
      await new Promise<void>((resolve) => release.push(resolve));
      inFlight -= 1;
      return { advice: 'Respira hondo.', risk: 'none' };
    });
    const { answer } = pipeline({ advice: model.provider, adviceConcurrency: 2 });
    const replies = Promise.all(Array.from({ length: 5 }, (_, index) => answer(`Entrada ${index}`)));
    await vi.waitFor(() => expect(model.calls).toHaveLength(2));
    while (model.calls.length < 5 || release.length > 0) {
      release.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await replies).map((reply) => reply.adviceSource)).toEqual(['model', 'model', 'model', 'model', 'model']);
    expect(most).toBe(2);
  });

  it('counts the wait for a turn against the deadline: a request whose time runs out waiting never reaches the model', async () => {
    const model = fakeModel(hangs);
    const { answer } = pipeline({ advice: model.provider, adviceConcurrency: 1, adviceTimeoutMs: 150 });
    // The first holds the only turn for longer than the others' whole time limit.
    const first = answer('La primera.', AbortSignal.timeout(1_000)).then((reply) => ({ reply, at: performance.now() }));
    const waiting = await Promise.all(Array.from({ length: 3 }, (_, index) => answer(`Entrada ${index}`)));
    const waitingDoneAt = performance.now();
    // Without the wait counting, they would be answered only after the first, one after another.
    expect(waiting.map((reply) => reply.adviceSource)).toEqual(['none', 'none', 'none']);
    const { reply, at } = await first;
    expect(reply.adviceSource).toBe('none');
    expect(waitingDoneAt).toBeLessThan(at);
    // Their turns, when they came, went straight back: only the first was ever sent.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(model.calls.map((call) => call.description)).toEqual(['La primera.']);
  });
});

describe('the deadline', () => {
  it('cuts off a model that hangs at adviceTimeoutMs: the entry is answered without advice and stored so', async () => {
    let seen: AbortSignal | undefined;
    const model = fakeModel((request, signal) => {
      seen = signal;
      return hangs(request, signal);
    });
    const { answer, stored } = pipeline({ advice: model.provider, adviceTimeoutMs: 100 });
    const started = Date.now();
    const reply = await answer('No sé qué hacer con todo esto.');
    expect(Date.now() - started).toBeLessThan(100 + 1_000);
    expect(reply).toMatchObject({ aiResponse: null, advice: null, adviceSource: 'none' });
    expect(seen?.aborted).toBe(true);
    expect(stored).toEqual([{ advice: null, source: 'none' }]);
  });

  it('starts with the request: time spent before the advice (storing the entry) is part of it', async () => {
    const model = fakeModel(hangs);
    const { advice, answer } = pipeline({ advice: model.provider, adviceTimeoutMs: 100 });
    const deadline = advice.startDeadline();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await answer('Un día largo.', deadline)).adviceSource).toBe('none');
    expect(model.calls).toEqual([]);
  });

  it('answers at once without advice when the server is stopping', async () => {
    const stopping = new AbortController();
    const { answer } = pipeline({ advice: fakeModel(hangs).provider, adviceTimeoutMs: 10_000, stopping: stopping.signal });
    const started = Date.now();
    const reply = answer('Un día largo.');
    setTimeout(() => stopping.abort(new Error('stopping')), 20);
    expect((await reply).adviceSource).toBe('none');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('when the model fails', () => {
  it('keeps the entry without advice when the model errors', async () => {
    const { answer, stored, warnings } = pipeline({ advice: fakeModel(() => Promise.reject(new Error('boom'))).provider });
    expect(await answer('Salí a correr.')).toMatchObject({ aiResponse: null, advice: null, adviceSource: 'none' });
    expect(stored).toEqual([{ advice: null, source: 'none' }]);
    expect(warnings).toContain('advice_failed');
  });

  it('replaces model advice that names a medicine or a dose with the built-in writer', async () => {
    const model = fakeModel(async () => ({ advice: 'Podrías pedir a tu médico que te recete sertralina 50 mg.', risk: 'concern' }));
    const { answer, warnings } = pipeline({ advice: model.provider });
    const reply = await answer('No duermo bien desde hace semanas.');
    expect(reply.adviceSource).toBe('builtin');
    expect(reply.aiResponse).not.toMatch(/sertralina|mg/);
    expect(reply.aiResponse).toContain('dormir');
    expect(warnings).toContain('advice_replaced');
  });

  it('still answers with the advice when it cannot be stored', async () => {
    const { answer } = pipeline({
      records: { storeAdvice: () => Promise.reject(new Error('database down')), toRecord: (row) => present(sealer, row, () => {}) },
    });
    expect(await answer('Terminé un proyecto.')).toMatchObject({ adviceSource: 'model', aiResponse: 'Respira hondo.' });
  });

  it('writes no advice for a text that does not open: it would answer words the person never wrote', async () => {
    const model = fakeModel(async () => ({ advice: 'Respira hondo.', risk: 'none' }));
    const { advice } = pipeline({ advice: model.provider });
    const row = { ...storedRow('Texto'), description: createSealer(Buffer.alloc(32, 9)).seal('Texto', diaryBinding('description', userId)) };
    expect(await advice.adviseAndStore(userId, row, advice.startDeadline())).toMatchObject({ advice: null, adviceSource: 'none' });
    expect(model.calls).toEqual([]);
  });
});

describe('a repeated key', () => {
  it('gives the crisis lines of the person’s country again with a record that got the crisis reply', async () => {
    const { advice } = pipeline({ settings: { country: 'MX', aiAdvice: false } });
    const again = await advice.answerAgain(userId, { ...storedRow(crisisText), adviceSource: 'crisis' });
    expect(again.crisisLines?.[0]).toMatchObject({ tel: '8009112000' });
    expect((await advice.answerAgain(userId, storedRow('Un día tranquilo.'))).crisisLines).toBeUndefined();
  });
});
