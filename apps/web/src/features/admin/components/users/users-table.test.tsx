import { screen, within } from '@testing-library/react';
import { mockFetch } from '@/testing/fetch';
import { renderAtPath } from '@/testing/render';
import { UsersTable } from './users-table';

const ana = { id: '66666666-6666-4666-8666-666666666666', email: 'ana@example.com', firstName: 'Ana', lastName: 'Ruiz', role: 'USER', points: 12 };

describe('UsersTable (docs/product.md#screens)', () => {
  it('lists everyone with name, email, role and points', async () => {
    mockFetch({ 'GET /api/auth/users': [{ body: [ana] }] });
    renderAtPath(<UsersTable />);
    const table = await screen.findByRole('table', { name: 'Usuarios registrados' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nombre', 'Correo', 'Rol', 'Puntos']);
    const row = within(table).getByRole('row', { name: /Ana Ruiz/ });
    expect(within(row).getByRole('link', { name: 'Ana Ruiz' })).toHaveAttribute('href', `/admin/users/${ana.id}`);
    expect(within(row).getByText('Usuario')).toBeInTheDocument();
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent('12');
  });

  it('says so when there is no one yet, and when the list cannot load', async () => {
    mockFetch({ 'GET /api/auth/users': [{ body: [] }] });
    const { unmount } = renderAtPath(<UsersTable />);
    expect(await screen.findByText('Todavía no hay usuarios registrados.')).toBeInTheDocument();
    unmount();
    mockFetch({ 'GET /api/auth/users': [{ status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: ['x'] } }] });
    renderAtPath(<UsersTable />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar los usuarios. Inténtalo de nuevo en un momento.');
  });
});
