// The model hanging, then failing, then back: every entry is kept, each answer comes within
// AI_TIMEOUT_MS + 1 s, and advice comes back with the model.
import { call, diaryOf, expect, fakeModel, freePort, product, registerUsers, report, tally, tempDir } from '../lib.mjs';

const AI_TIMEOUT_MS = 2_000;

export async function modelFaults() {
  const model = await fakeModel();
  const server = product({
    dataDir: tempDir('model'),
    port: await freePort(),
    env: { AI_BASE_URL: model.baseUrl, AI_MODEL: 'modelo-de-prueba', AI_TIMEOUT_MS: String(AI_TIMEOUT_MS) },
  });
  try {
    await server.start();
    const [user] = await registerUsers(server.base, 1, 'model');
    expect((await call(server.base, 'PATCH', '/auth/profile', { token: user.token, body: { aiAdvice: true } })).status === 200, 'consent to the model');

    // Twenty at once: five times the advice cap, so most wait for a turn.
    const burst = (count, label) =>
      Promise.all(
        Array.from({ length: count }, async (_, index) => {
          const started = Date.now();
          const answer = await call(server.base, 'POST', '/diary/entry', {
            token: user.token,
            body: { feeling: 'BAD', description: `${label} ${index}`, audioUrl: '' },
          });
          return { status: answer.status ?? answer.error, adviceSource: answer.body?.adviceSource, ms: Date.now() - started };
        }),
      );
    const phases = {};
    for (const [mode, count] of [
      ['hang', 20],
      ['fail', 20],
      ['answer', 5],
    ]) {
      model.state.mode = mode;
      const answers = await burst(count, `modelo ${mode}`);
      phases[mode] = {
        entries: count,
        statuses: tally(answers),
        adviceSources: tally(answers.map((answer) => ({ status: answer.adviceSource }))),
        slowestMs: Math.max(...answers.map((answer) => answer.ms)),
      };
    }
    const kept = (await diaryOf(server.base, user.token)).length;
    report({ aiTimeoutMs: AI_TIMEOUT_MS, ...phases, entriesKept: kept, modelRequests: model.state.requests });
    for (const mode of ['hang', 'fail', 'answer']) {
      expect(phases[mode].statuses[201] === phases[mode].entries, `${mode}: every entry answered 201`);
      expect(phases[mode].slowestMs <= AI_TIMEOUT_MS + 1_000, `${mode}: an answer took ${phases[mode].slowestMs} ms`);
    }
    expect(phases.hang.adviceSources.none === 20 && phases.fail.adviceSources.none === 20, 'no advice while the model is down');
    expect(phases.answer.adviceSources.model === 5, 'advice from the model once it is back');
    expect(kept === 45, `${kept} of 45 entries kept`);
  } finally {
    if (server.alive()) await server.stop('SIGTERM');
    model.close();
  }
}
