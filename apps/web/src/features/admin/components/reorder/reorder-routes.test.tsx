import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@/testing/fetch';
import { makeRoute } from '@/testing/learning';
import { renderAtPath } from '@/testing/render';
import { ReorderRoutes } from './reorder-routes';

const routeId = (n: number) => `55555555-5555-4555-8555-${String(n).padStart(12, '0')}`;
const routes = [1, 2, 3].map((n) => makeRoute({ id: routeId(n), title: `Ruta ${n}`, order: n }));

/** jsdom lays nothing out: give each list item a 50 px tall box, one under the other. */
function layOutListItems() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const item = this.closest('li');
    const index = item?.parentElement ? [...item.parentElement.children].indexOf(item) : 0;
    const top = index * 60;
    return { x: 0, y: top, top, left: 0, width: 320, height: 50, right: 320, bottom: top + 50, toJSON: () => ({}) } as DOMRect;
  });
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('ReorderRoutes (docs/product.md#learning)', () => {
  it('moves a route with the keyboard and saves positions 1..n, then reloads the list', async () => {
    layOutListItems();
    const { callsTo } = mockFetch({
      'GET /api/routes': [{ body: routes }, { body: [routes[1], routes[0], routes[2]] }],
      'PATCH /api/routes/reorder': [{ body: { ok: true } }],
    });
    const onClose = vi.fn();
    renderAtPath(<ReorderRoutes onClose={onClose} />);
    const user = userEvent.setup();

    const handle = await screen.findByRole('button', { name: 'Mover Ruta 1' });
    // Screen readers hear Spanish, not dnd-kit's "sortable".
    expect(handle).toHaveAttribute('aria-roledescription', 'elemento que se puede mover');
    handle.focus();
    await user.keyboard('[Space]');
    await tick();
    await user.keyboard('[ArrowDown]');
    await tick();
    await user.keyboard('[Space]');
    await tick();

    const list = screen.getByRole('list', { name: 'Rutas en su orden' });
    await waitFor(() => expect(list).toHaveTextContent(/Ruta 2.*Ruta 1.*Ruta 3/));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo('PATCH', '/api/routes/reorder')[0]?.body).toEqual({
      routes: [
        { routeId: routeId(2), newOrder: 1 },
        { routeId: routeId(1), newOrder: 2 },
        { routeId: routeId(3), newOrder: 3 },
      ],
    });
    expect(callsTo('GET', '/api/routes')).toHaveLength(2);
    expect(await screen.findByText('Orden guardado correctamente')).toBeInTheDocument();
  });

  it('"Cancelar" sends nothing', async () => {
    const { callsTo } = mockFetch({ 'GET /api/routes': [{ body: routes }] });
    const onClose = vi.fn();
    renderAtPath(<ReorderRoutes onClose={onClose} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalled();
    expect(callsTo('PATCH', '/api/routes/reorder')).toHaveLength(0);
  });
});
