import { authoringMessages } from '@sendero/shared';
import { describe, expect, it } from 'vitest';
import { createAdmin, createRoute, registerUser } from '../../test/factories.js';
import { madeBeforeAll, useTestApp } from '../../test/test-app.js';
import { demoMedia, multipartForm } from '../../test/uploads.js';

// "Cuestionario de bienestar" (issue 26, decision 034): the WHO-5 check as a content an admin places
// in a route. It carries no file and no quiz; the person's answers go to POST /api/wellbeing/who5.

const t = useTestApp();
const admin = madeBeforeAll(() => createAdmin(t));

const create = (fields: Record<string, string>, file?: Parameters<typeof multipartForm>[1]) =>
  t.app.inject({ method: 'POST', url: '/api/contents', headers: admin.auth, payload: multipartForm(fields, file) as never });

describe('a WELLBEING_CHECK content', () => {
  it('is placed in a route by an admin, with optional notes, and a person sees it in the route', async () => {
    const { route } = await createRoute(t, { contentPoints: [5] });
    const created = await create({
      routeId: route.id,
      title: '¿Cómo has estado?',
      type: 'WELLBEING_CHECK',
      content: 'Antes de seguir, mira cómo estás.',
      points: '10',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ type: 'WELLBEING_CHECK', quizData: null, file: null, points: 10 });

    const person = await registerUser(t);
    const listed = (await t.app.inject({ method: 'GET', url: `/api/contents?routeId=${route.id}`, headers: person.auth })).json();
    expect(listed.map((content: { type: string }) => content.type)).toEqual(['READING', 'WELLBEING_CHECK']);
  });

  it('refuses a file, as reading and quiz contents do', async () => {
    const { route } = await createRoute(t, { contentPoints: [] });
    const withFile = await create(
      { routeId: route.id, title: 'x', type: 'WELLBEING_CHECK' },
      { field: 'file', name: 'a.mp3', bytes: demoMedia('escaneo-corporal.mp3') },
    );
    expect(withFile.statusCode).toBe(400);
    expect(withFile.json().message).toEqual([authoringMessages.fileNotAllowed]);
  });
});
