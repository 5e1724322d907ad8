import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/factories.js';
import { createTestApp, TestClock, type TestApp } from '../../test/test-app.js';
import { createGroupService, firstAndLastScores } from './group.service.js';

// The WHO-5 part of the report, with the wellbeing feature's aggregate replaced by a stand-in that
// answers from a list: what the report makes of people's first and last checks.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `count` members, the first ones with checks: a first and a last raw score each, a week apart, after joining. */
async function groupOf(count: number, scores: { first: number; last: number }[]) {
  const clock = new TestClock();
  clock.set(new Date('2026-11-02T08:00:00Z'));
  const asked: string[][] = [];
  const userIds: string[] = [];
  const service = createGroupService({
    db: t.db,
    clock,
    codeGuesses: { codeGuess: (_userId, _ip, attempt) => attempt() },
    peopleByIds: async () => new Map(),
    routeTitles: async () => new Map(),
    routeProgressCounts: async () => [],
    feelingsPerWeek: async () => [],
    who5ChecksOf: async (ids) => {
      asked.push([...ids]);
      return scores.flatMap((score, i) => [
        { userId: userIds[i]!, rawScore: score.first / 4, createdAt: new Date('2026-11-04T10:00:00Z') },
        { userId: userIds[i]!, rawScore: score.last / 4, createdAt: new Date('2026-11-11T10:00:00Z') },
      ]);
    },
  });
  const group = await service.create('Grupo WHO-5');
  for (let i = 0; i < count; i++) {
    const id = (await registerUser(t)).user.id;
    userIds.push(id);
    await service.join(id, group.code, '127.0.0.1');
  }
  clock.set(new Date('2026-11-20T12:00:00Z'));
  return { service, group, asked };
}

const viewer = { userId: '00000000-0000-4000-8000-000000000000', role: 'ADMIN' };

describe('the report: WHO-5', () => {
  it('gives the means of first and last percent scores over 10 people, in whole points', async () => {
    const scores = [...Array(9).fill({ first: 40, last: 60 }), { first: 48, last: 64 }];
    const { service, group, asked } = await groupOf(20, scores);
    const report = await service.report(viewer, group.id, {});
    // 20 members, 10 with a check, 10 without: both shown.
    expect(report.who5).toEqual({ people: 10, meanFirst: 41, meanLast: 60 });
    expect(asked[0]).toHaveLength(20);
  });

  it('shows nothing over 9 people, and hides the count when almost every member has a check', async () => {
    const nine = await groupOf(20, Array(9).fill({ first: 40, last: 60 }));
    expect((await nine.service.report(viewer, nine.group.id, {})).who5).toEqual({ people: null, meanFirst: null, meanLast: null });
    const most = await groupOf(12, Array(11).fill({ first: 40, last: 60 }));
    expect((await most.service.report(viewer, most.group.id, {})).who5).toEqual({ people: null, meanFirst: 40, meanLast: 60 });
  });
});

describe('firstAndLastScores', () => {
  const a = '00000000-0000-4000-8000-00000000000a';
  const b = '00000000-0000-4000-8000-00000000000b';
  const at = (day: number) => new Date(Date.UTC(2026, 10, day));
  it("takes each member's first and last check since joining, in percent, and nothing of people who are not members", () => {
    const members = [
      { userId: a, since: at(2) },
      { userId: b, since: at(10) },
    ];
    const checks = [
      { userId: a, rawScore: 5, createdAt: at(1) }, // before joining: not counted
      { userId: a, rawScore: 10, createdAt: at(3) },
      { userId: a, rawScore: 12, createdAt: at(8) },
      { userId: a, rawScore: 20, createdAt: at(15) },
      { userId: b, rawScore: 15, createdAt: at(12) },
      { userId: '00000000-0000-4000-8000-00000000000c', rawScore: 25, createdAt: at(12) },
    ];
    expect(firstAndLastScores(members, checks)).toEqual([
      { first: 40, last: 80 },
      { first: 60, last: 60 },
    ]);
  });
});
