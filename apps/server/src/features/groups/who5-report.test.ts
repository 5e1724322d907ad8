import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/factories.js';
import { createTestApp, TestClock, type TestApp } from '../../test/test-app.js';
import { createGroupService, type GroupMember } from './group.service.js';

// The WHO-5 part of the report, with the wellbeing feature's aggregate replaced by a stand-in that
// answers from a list: what the report makes of people's first and last checks.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function groupOf(count: number, scores: { first: number; last: number }[]) {
  const clock = new TestClock();
  const asked: GroupMember[][] = [];
  const service = createGroupService({
    db: t.db,
    clock,
    peopleByIds: async () => new Map(),
    routeTitles: async () => new Map(),
    routeProgressCounts: async () => [],
    feelingsPerWeek: async () => [],
    who5FirstAndLast: async (people) => {
      asked.push(people);
      return scores;
    },
  });
  const group = await service.create('Grupo WHO-5');
  for (let i = 0; i < count; i++) await service.join((await registerUser(t)).user.id, group.code);
  return { service, group, asked };
}

const viewer = { userId: '00000000-0000-4000-8000-000000000000', role: 'ADMIN' };

describe('the report: WHO-5', () => {
  it('gives the means of first and last percent scores over 10 people, in whole points', async () => {
    const scores = [...Array(9).fill({ first: 40, last: 60 }), { first: 45, last: 64 }];
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
