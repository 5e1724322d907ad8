import { screen, within } from '@testing-library/react';
import { mockFetch } from '@/testing/fetch';
import { makeRoute } from '@/testing/learning';
import { renderAtPath } from '@/testing/render';
import { RoutesScreen } from './routes-screen';

describe('Rutas', () => {
  it("shows the routes of the person's group first, under the group's name, in the group's order", async () => {
    const first = makeRoute({ id: '11111111-1111-4111-8111-111111111111', title: 'Respirar', order: 1 });
    const second = makeRoute({ id: '22222222-2222-4222-8222-222222222222', title: 'Dormir mejor', order: 2 });
    mockFetch({
      'GET /api/routes': [{ body: [first, second] }],
      'GET /api/groups': [{ body: [{ id: '33333333-3333-4333-8333-333333333333', name: 'Bienestar 2026', routeIds: [second.id, first.id] }] }],
    });
    renderAtPath(<RoutesScreen />);

    const group = await screen.findByRole('region', { name: 'Bienestar 2026' });
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Bienestar 2026');
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('Dormir mejor'), expect.stringContaining('Respirar')]);
    expect(screen.getByRole('region', { name: 'Rutas Fundamento' })).toBeInTheDocument();
  });
});
