import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setPin } from '@/features/lock/pin';
import { setAppLocked } from '@/lib/app-lock';
import { clearTokens, storeTokens } from '@/lib/session-storage';
import { mockFetch } from '@/testing/fetch';
import { TestProviders } from '@/testing/render';
import { accessToken } from '@/testing/tokens';
import { pages } from '../router';

// The offline copy opens and seals with the PIN (decision 062): its IndexedDB is a Map here.
vi.mock('idb-keyval', () => import('@/testing/memory-idb'));

const profile = { id: 'user-1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Ruiz', role: 'USER', points: 0 };

describe('the app locked by a PIN', () => {
  beforeEach(() => localStorage.clear());

  it('draws only the lock, and five wrong PINs end at the login with the session gone', async () => {
    storeTokens({ access_token: accessToken(600, 'user-1'), refresh_token: 'r1' });
    await setPin('user-1', '4821', 5, 1_000);
    mockFetch({ 'GET /api/auth/profile': [{ body: profile }], 'GET /api/routes': [{ body: [] }], 'POST /api/auth/logout': [{ status: 204 }] });
    const router = createMemoryRouter(pages, { initialEntries: ['/'] });
    render(<RouterProvider router={router} />, { wrapper: TestProviders });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sendero está bloqueado' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Navegación principal' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await user.type(screen.getByLabelText('PIN'), '1111{Enter}');
      if (attempt < 5) await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`${5 - attempt}`));
    }
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('accessToken')).toBeNull();
  }, 20_000);

  it('lifts when the session ends in another tab, for the welcome screen', async () => {
    storeTokens({ access_token: accessToken(600, 'user-1'), refresh_token: 'r1' });
    await setPin('user-1', '4821', 5, 1_000);
    mockFetch({ 'GET /api/auth/profile': [{ body: profile }], 'GET /api/routes': [{ body: [] }] });
    setAppLocked(true);
    const router = createMemoryRouter(pages, { initialEntries: ['/profile'] });
    render(<RouterProvider router={router} />, { wrapper: TestProviders });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sendero está bloqueado' })).toBeInTheDocument();
    act(() => clearTokens());
    expect(await screen.findByRole('link', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome');
    expect(screen.queryByRole('heading', { name: 'Sendero está bloqueado' })).not.toBeInTheDocument();
  }, 20_000);
});
