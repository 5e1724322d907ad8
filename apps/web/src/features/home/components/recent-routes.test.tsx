import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { makeRoute } from '@/testing/learning';
import { TestProviders } from '@/testing/render';
import { mockFetch } from '@/testing/fetch';
import { HomeScreen } from './home-screen';
import { pickRecentRoutes } from './recent-routes';

const route = (id: string, progressStatus: 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED', lastInteraction: string | null) =>
  makeRoute({ id, title: `Ruta ${id}`, progressStatus, lastInteraction });

const routes = [
  route('a', 'IN_PROGRESS', '2026-03-01T10:00:00.000Z'),
  route('b', 'NOT_STARTED', '2026-03-09T10:00:00.000Z'),
  route('c', 'COMPLETED', '2026-03-05T10:00:00.000Z'),
  route('d', 'IN_PROGRESS', null),
  route('e', 'IN_PROGRESS', '2026-03-07T10:00:00.000Z'),
];

describe("Home 'Tus Rutas'", () => {
  it('picks the 2 routes opened most recently among those IN_PROGRESS or COMPLETED', () => {
    expect(pickRecentRoutes(routes).map((r) => r.id)).toEqual(['e', 'c']);
    expect(pickRecentRoutes([routes[1]!, routes[3]!]).map((r) => r.id)).toEqual(['d']);
    expect(pickRecentRoutes([routes[1]!])).toEqual([]);
  });

  it('draws those routes with the card it is given, else says none has been started', () => {
    mockFetch({});
    const { rerender } = render(
      <MemoryRouter>
        <HomeScreen routes={routes} renderRouteCard={(r) => <a href={`/route/${r.id}`}>{r.title}</a>} />
      </MemoryRouter>,
      { wrapper: TestProviders },
    );
    const section = screen.getByRole('region', { name: 'Tus Rutas' });
    expect([...section.querySelectorAll('li a')].map((link) => link.textContent)).toEqual(['Ruta e', 'Ruta c']);
    expect(screen.getByRole('link', { name: /Ver más rutas/ })).toHaveAttribute('href', '/route');

    rerender(
      <MemoryRouter>
        <HomeScreen routes={[routes[1]!]} renderRouteCard={() => null} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Aún no has iniciado ninguna ruta')).toBeInTheDocument();
  });
});
