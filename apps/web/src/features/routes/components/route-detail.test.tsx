import type { Content, Route } from '@sendero/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { getRoutesQueryOptions, useRoutes } from '@/api/routes';
import { SessionProvider } from '@/api/session';
import { storeTokens } from '@/lib/session-storage';
import { mockFetch, type MockRoute } from '@/testing/fetch';
import { ids, makeContent, makeRoute, profile } from '@/testing/learning';
import { createTestQueryClient } from '@/testing/render';
import { accessToken } from '@/testing/tokens';
import { RouteDetail } from './route-detail';

const contents: Content[] = [
  makeContent({ id: ids.content(1), title: 'Qué es una emoción', duration: 90, completed: true }),
  makeContent({ id: ids.content(2), title: 'Respira', type: 'AUDIO', duration: 300, points: 10 }),
];

function Screen({ routeId }: { routeId: string }) {
  const routes = useRoutes();
  return (
    <RouteDetail
      routeId={routeId}
      route={routes.data?.find((route) => route.id === routeId)}
      isLoading={routes.isPending}
      contents={contents}
      contentsLoading={false}
    />
  );
}

function setup(routes: Route[], answers: Record<string, MockRoute[]> = {}, routeId = ids.route) {
  storeTokens({ access_token: accessToken(600), refresh_token: 'r1' });
  const fetch = mockFetch({ 'GET /api/auth/profile': [{ body: profile }], ...answers });
  const queryClient = createTestQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } });
  queryClient.setQueryData(getRoutesQueryOptions().queryKey, routes);
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <MemoryRouter>
            <Screen routeId={routeId} />
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...fetch, queryClient };
}

describe('RouteDetail', () => {
  it('shows the intro of a route not started, and "Comenzar" starts it and shows the progress', async () => {
    const notStarted = makeRoute({ progressStatus: 'NOT_STARTED', userRouteProgressId: null });
    const started = makeRoute({ lastInteraction: '2026-03-01T10:00:00.000Z' });
    const { callsTo } = setup([notStarted], {
      'POST /api/user-progress': [
        { status: 201, body: { id: ids.progress, routeId: ids.route, status: 'IN_PROGRESS', progress: 0, lastVisitedAt: started.lastInteraction } },
      ],
      'GET /api/routes': [{ body: [started] }],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Conociendo tus emociones' })).toBeInTheDocument();
    expect(await screen.findByText('10 puntos')).toBeInTheDocument();
    expect(screen.getByText('Aprende a reconocer lo que sientes.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contenido de la ruta' })).toBeInTheDocument();
    expect(screen.getByText('Audio · 5 min')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Comenzar' }));
    const bar = await screen.findByRole('progressbar', { name: 'Progreso' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(callsTo('POST', '/api/user-progress')[0]?.body).toEqual({ routeId: ids.route, status: 'IN_PROGRESS' });
    await waitFor(() => expect(callsTo('GET', '/api/routes')).toHaveLength(1));
    // Starting set the visit time: no second call for this visit.
    expect(callsTo('PATCH', `/api/user-progress/${ids.progress}`)).toHaveLength(0);
  });

  it('records the visit of a started route once and takes lastInteraction from the answer', async () => {
    const route = makeRoute({ progress: 50, lastInteraction: '2026-03-01T10:00:00.000Z' });
    const visitedAt = '2026-03-10T09:30:00.000Z';
    const { callsTo, queryClient } = setup([route], {
      [`PATCH /api/user-progress/${ids.progress}`]: [
        { body: { id: ids.progress, routeId: ids.route, status: 'IN_PROGRESS', progress: 50, lastVisitedAt: visitedAt } },
      ],
    });
    expect(screen.getByRole('progressbar', { name: 'Progreso' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('50 %')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryData(getRoutesQueryOptions().queryKey)?.[0]?.lastInteraction).toBe(visitedAt));
    const calls = callsTo('PATCH', `/api/user-progress/${ids.progress}`);
    expect(calls).toHaveLength(1);
    expect(Object.keys(calls[0]?.body as object)).toEqual(['lastVisitedAt']);

    const links = screen.getAllByRole('link', { name: /Qué es una emoción|Respira/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/route/${ids.route}/content/${ids.content(1)}`,
      `/route/${ids.route}/content/${ids.content(2)}`,
    ]);
    expect(links[0]).toHaveTextContent('Lectura · 1 min 30 seg · +5 puntos');
    expect(links[0]).toHaveTextContent('Completado');
    expect(links[1]).not.toHaveTextContent('Completado');
  });

  it("shows 'Completo' for a completed route", () => {
    setup([makeRoute({ progress: 100, progressStatus: 'COMPLETED' })], {
      [`PATCH /api/user-progress/${ids.progress}`]: [
        { body: { id: ids.progress, routeId: ids.route, status: 'COMPLETED', progress: 100, lastVisitedAt: new Date().toISOString() } },
      ],
    });
    expect(screen.getByRole('progressbar', { name: 'Progreso' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Completo')).toBeInTheDocument();
  });

  it('says so for an unknown route, with a way back to the routes', () => {
    setup([makeRoute()], {}, '99999999-9999-4999-8999-999999999999');
    expect(screen.getByText('No encontramos esta ruta.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver las rutas' })).toHaveAttribute('href', '/route');
  });
});
