import type { Content } from '@sendero/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { Toaster } from 'sonner';
import { getContentsQueryOptions, useContents } from '@/api/contents';
import { getRoutesQueryOptions } from '@/api/routes';
import { SessionProvider } from '@/api/session';
import { storeTokens } from '@/lib/session-storage';
import { mockFetch, type MockRoute } from '@/testing/fetch';
import { ids, interactionAnswer, makeContent, profile } from '@/testing/learning';
import { createTestQueryClient } from '@/testing/render';
import { accessToken } from '@/testing/tokens';
import { ContentScreen } from './content-screen';

const contentsUrl = `GET /api/contents?routeId=${ids.route}`;
const interactionUrl = `/api/user-progress/interaction/${ids.interaction}`;

function Screen({ ensureRouteProgress }: { ensureRouteProgress: () => Promise<string> }) {
  const { routeId = '', contentId = '' } = useParams();
  const contents = useContents(routeId);
  return (
    <ContentScreen routeId={routeId} contentId={contentId} contents={contents.data} isLoading={contents.isPending} ensureRouteProgress={ensureRouteProgress} />
  );
}

/**
 * Renders the screen in StrictMode. The contents are already cached, as after coming from the
 * route's list, so the visit effect runs on mount, where StrictMode runs it twice.
 */
function setup(contents: Content[], extra: Record<string, MockRoute[]> = {}, contentId = ids.content(1)) {
  storeTokens({ access_token: accessToken(600), refresh_token: 'r1' });
  const fetch = mockFetch({
    'GET /api/auth/profile': [{ body: profile }],
    ...extra,
  });
  const ensureRouteProgress = vi.fn(async () => ids.progress);
  const router = createMemoryRouter(
    [
      { path: '/route/:routeId/content/:contentId', element: <Screen ensureRouteProgress={ensureRouteProgress} /> },
      { path: '*', element: <p>Otra página</p> },
    ],
    { initialEntries: [`/route/${ids.route}/content/${contentId}`] },
  );
  const queryClient = createTestQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } });
  queryClient.setQueryData(getContentsQueryOptions(ids.route).queryKey, contents);
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...fetch, ensureRouteProgress, queryClient, router };
}

describe('ContentScreen', () => {
  it('creates the interaction when there is none, exactly once per visit under StrictMode (docs/product.md#learning)', async () => {
    const { callsTo, ensureRouteProgress } = setup([makeContent()], {
      'POST /api/user-progress/interaction': [{ status: 201, body: interactionAnswer() }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: '¿Qué es una emoción?' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo('POST', '/api/user-progress/interaction')).toHaveLength(1));
    expect(callsTo('POST', '/api/user-progress/interaction')[0]?.body).toEqual({
      contentId: ids.content(1),
      userRouteProgressId: ids.progress,
    });
    expect(ensureRouteProgress).toHaveBeenCalledTimes(1);
    // Nothing more arrives later (the StrictMode re-run and the cache update do not count again).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo('POST', '/api/user-progress/interaction')).toHaveLength(1);
    expect(callsTo('PATCH', interactionUrl)).toHaveLength(0);
  });

  it('updates the existing interaction with the time and visitCount + 1, exactly once', async () => {
    const before = Date.now();
    const { callsTo } = setup([makeContent({ contentInteractionId: ids.interaction, visitCount: 3 })], {
      [`PATCH ${interactionUrl}`]: [{ body: interactionAnswer({ visitCount: 4 }) }],
    });
    await waitFor(() => expect(callsTo('PATCH', interactionUrl)).toHaveLength(1));
    const body = callsTo('PATCH', interactionUrl)[0]?.body as { lastVisitedAt: string; visitCount: number };
    expect(Object.keys(body).sort()).toEqual(['lastVisitedAt', 'visitCount']);
    expect(body.visitCount).toBe(4);
    expect(Date.parse(body.lastVisitedAt)).toBeGreaterThanOrEqual(before - 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo('PATCH', interactionUrl)).toHaveLength(1);
    expect(callsTo('POST', '/api/user-progress/interaction')).toHaveLength(0);
  });

  it('shows the header, type, duration, points and the three buttons that do nothing', async () => {
    setup([makeContent({ duration: 125 })], {
      'POST /api/user-progress/interaction': [{ status: 201, body: interactionAnswer() }],
    });
    await screen.findByRole('heading', { level: 1, name: '¿Qué es una emoción?' });
    expect(screen.getByRole('link', { name: 'Volver a la ruta' })).toHaveAttribute('href', `/route/${ids.route}`);
    expect(await screen.findByText('10 puntos')).toBeInTheDocument();
    expect(screen.getByText('Lectura')).toBeInTheDocument();
    expect(screen.getByText('2 min 5 seg')).toBeInTheDocument();
    expect(screen.getByText('+5 puntos')).toBeInTheDocument();
    for (const name of ['Favorito', 'Comentar', 'Compartir']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('completing adds the points at once, shows the toast and turns the button into "Seguir aprendiendo"', async () => {
    const completed = makeContent({ contentInteractionId: ids.interaction, completed: true, completedAt: new Date().toISOString(), visitCount: 1 });
    const { callsTo, queryClient } = setup([makeContent()], {
      // The list reloads after the completion.
      [contentsUrl]: [{ body: [completed] }],
      'POST /api/user-progress/interaction': [{ status: 201, body: interactionAnswer() }],
      [`PATCH ${interactionUrl}`]: [
        {
          body: {
            ...interactionAnswer({ completed: true, completedAt: new Date().toISOString() }),
            routeProgressStatus: 'COMPLETED',
            routeProgress: 100,
            pointsAwarded: 5,
            points: 15,
          },
        },
      ],
    });
    await screen.findByText('10 puntos');
    const routes = getRoutesQueryOptions();
    queryClient.setQueryData(routes.queryKey, []);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Marcar como completado' }));

    await waitFor(() => expect(callsTo('PATCH', interactionUrl)).toHaveLength(1));
    const body = callsTo('PATCH', interactionUrl)[0]?.body as { completed: boolean; completedAt: string };
    expect(body.completed).toBe(true);
    expect(Number.isNaN(Date.parse(body.completedAt))).toBe(false);
    expect(await screen.findByText('Contenido completado')).toBeInTheDocument();
    expect(screen.getByText('+5 puntos', { selector: '[data-description]' })).toBeInTheDocument();
    // The route's progress and status changed too: the routes list loads again when next shown.
    expect(queryClient.getQueryState(routes.queryKey)?.isInvalidated).toBe(true);
    const header = screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement;
    expect(within(header).getByText('15 puntos')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Seguir aprendiendo' })).toHaveAttribute('href', '/route');
    expect(screen.getByText('Completado')).toBeInTheDocument();
    expect(callsTo('GET', contentsUrl.slice(4))).toHaveLength(1);
  });

  it('saves quiz answers as the JSON string of {responses}, once, after the person types', async () => {
    const quiz = makeContent({
      type: 'QUIZ',
      title: 'Repaso',
      content: null,
      contentInteractionId: ids.interaction,
      visitCount: 1,
      quizData: JSON.stringify({ questions: [{ id: 'open01', type: 'open', question: '¿Qué sentiste hoy?', options: [] }] }),
    });
    const saved = JSON.stringify({ responses: [{ questionId: 'open01', answer: 'Bien' }] });
    const { callsTo } = setup([quiz], {
      [`PATCH ${interactionUrl}`]: [{ body: interactionAnswer({ visitCount: 2 }) }, { body: interactionAnswer({ quizResponses: saved }) }],
    });
    await waitFor(() => expect(callsTo('PATCH', interactionUrl)).toHaveLength(1));
    await userEvent.type(screen.getByLabelText('¿Qué sentiste hoy?'), 'Bien');

    expect(await screen.findByText('Guardado')).toBeInTheDocument();
    const saves = callsTo('PATCH', interactionUrl).slice(1);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toEqual({ quizResponses: saved });
  });
});
