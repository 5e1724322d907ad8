import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@/testing/fetch';
import { ids, makeContent, makeRoute } from '@/testing/learning';
import { renderAtPath } from '@/testing/render';
import { AdminRouteDetail } from './admin-route-detail';

const route = makeRoute({ order: 2, type: 'CUSTOM' });
const progressItem = {
  id: '77777777-7777-4777-8777-777777777777',
  userId: '66666666-6666-4666-8666-666666666666',
  routeId: route.id,
  status: 'IN_PROGRESS',
  progress: 66,
  lastVisitedAt: '2026-01-05T10:00:00.000Z',
  email: 'ana@example.com',
  user: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com' },
};

describe('AdminRouteDetail (docs/product.md#screens)', () => {
  it('says "No se encontró la ruta" for an unknown route', async () => {
    mockFetch({ 'GET /api/routes': [{ body: [] }] });
    renderAtPath(<AdminRouteDetail routeId={route.id} onDeleted={vi.fn()} />);
    expect(await screen.findByText('No se encontró la ruta')).toBeInTheDocument();
  });

  it('shows the route, its contents with reorder, and everyone’s progress', async () => {
    mockFetch({
      'GET /api/routes': [{ body: [route] }],
      [`GET /api/contents?routeId=${ids.route}`]: [
        { body: [makeContent({ id: ids.content(2), title: 'Segundo', order: 2, type: 'AUDIO', duration: 90 }), makeContent({ title: 'Primero' })] },
      ],
      [`GET /api/user-progress?routeId=${ids.route}`]: [{ body: [progressItem] }],
    });
    renderAtPath(<AdminRouteDetail routeId={route.id} onDeleted={vi.fn()} />);

    expect(await screen.findByRole('heading', { level: 1, name: route.title })).toBeInTheDocument();
    expect(screen.getByText('Orden 2')).toBeInTheDocument();
    expect(screen.getByText('Personalizada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar Ruta' })).toHaveAttribute('href', `/admin/routes/${route.id}/edit`);

    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Primero');
    expect(items[1]).toHaveTextContent('Segundo');
    expect(screen.getByText('1 min 30 seg')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reordenar' })).toHaveAttribute('href', `/admin/routes/${route.id}/contents/reorder`);
    expect(screen.getByRole('link', { name: 'Añadir contenido' })).toHaveAttribute('href', `/admin/content/create?routeId=${route.id}`);

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Progreso de los usuarios' }));
    const table = await screen.findByRole('table', { name: 'Progreso de los usuarios en esta ruta' });
    expect(within(table).getByText('Ana Ruiz')).toBeInTheDocument();
    expect(within(table).getByText('En progreso')).toBeInTheDocument();
    expect(within(table).getByText('66 %')).toBeInTheDocument();
    expect(within(table).getAllByText(/5 de enero de 2026/).length).toBeGreaterThan(0);
  });

  it('asks before deleting the route, then says "Ruta eliminada correctamente"', async () => {
    const { callsTo } = mockFetch({
      'GET /api/routes': [{ body: [route] }, { body: [] }],
      [`GET /api/contents?routeId=${ids.route}`]: [{ body: [] }],
      [`DELETE /api/routes/${route.id}`]: [{ status: 204 }],
    });
    const onDeleted = vi.fn();
    renderAtPath(<AdminRouteDetail routeId={route.id} onDeleted={onDeleted} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Ruta' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar esta ruta?' });
    expect(callsTo('DELETE', `/api/routes/${route.id}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Ruta eliminada correctamente')).toBeInTheDocument();
    expect(onDeleted).toHaveBeenCalled();
  });
});
