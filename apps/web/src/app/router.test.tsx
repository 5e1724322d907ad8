import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { storeTokens } from '@/lib/session-storage';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { TestProviders } from '@/testing/render';
import { accessToken } from '@/testing/tokens';
import { pages } from './router';

const profile = (role: 'ADMIN' | 'USER') => ({
  id: 'u1',
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Ruiz',
  role,
  points: 0,
});

function renderAt(path: string) {
  const router = createMemoryRouter(pages, { initialEntries: [path] });
  render(<RouterProvider router={router} />, { wrapper: TestProviders });
  return router;
}

describe('routing and guards', () => {
  it('sends unknown paths to the welcome screen', async () => {
    mockFetch({});
    const router = renderAt('/no-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Toma el control de tu salud mental y emocional' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome');
  });

  it('sends signed-out visitors of signed-in screens to the welcome screen', async () => {
    mockFetch({});
    const router = renderAt('/profile');
    await screen.findByRole('link', { name: 'Iniciar Sesión' });
    expect(router.state.location.pathname).toBe('/welcome');
  });

  it('shows the home screen with the four tabs to a signed-in person', async () => {
    storeTokens({ access_token: accessToken(600), refresh_token: 'r1' });
    mockFetch({ 'GET /api/auth/profile': [{ body: profile('USER') }], 'GET /api/routes': [{ body: [] }] });
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Ana' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(nav).toHaveTextContent('HogarRutasCalendarioPerfil');
    expect(screen.getByRole('link', { name: 'Hogar' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Aún no has iniciado ninguna ruta')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registrar Día' })).toHaveAttribute('href', '/records/daily-intro');
  });

  it('shows "Cargando..." in the admin area until the user is known, then lets an ADMIN in', async () => {
    storeTokens({ access_token: accessToken(600), refresh_token: 'r1' });
    const { fetchMock } = mockFetch({});
    let answerProfile: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answerProfile = resolve)));
    renderAt('/admin');
    expect(await screen.findByText('Cargando...', {}, { timeout: 5000 })).toBeInTheDocument();
    answerProfile(jsonResponse(200, profile('ADMIN')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Usuarios/ }).length).toBeGreaterThan(0);
  });

  it('keeps a USER out of the admin area', async () => {
    storeTokens({ access_token: accessToken(600), refresh_token: 'r1' });
    mockFetch({ 'GET /api/auth/profile': [{ body: profile('USER') }], 'GET /api/routes': [{ body: [] }] });
    const router = renderAt('/admin/users');
    await screen.findByRole('heading', { level: 1, name: 'Hola, Ana' });
    expect(router.state.location.pathname).toBe('/');
  });
});
