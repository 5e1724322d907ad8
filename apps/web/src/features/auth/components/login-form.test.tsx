import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSpanish } from '@/lib/i18n';
import { mockFetch } from '@/testing/fetch';
import { renderAtPath } from '@/testing/render';
import { accessToken } from '@/testing/tokens';
import { getAccessToken, getRefreshToken } from '@/lib/session-storage';
import { LoginForm } from './login-form';

const passwordOnly = { body: { passwordLogin: true, oidc: null } };

async function submit(email = 'ana@example.com', password = 'camino-seguro') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Correo'), email);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

describe('LoginForm', () => {
  it('speaks voseo when the Spanish of Argentina and Uruguay is set (decision 045)', async () => {
    setSpanish('es-AR');
    try {
      mockFetch({ 'GET /api/auth/options': [passwordOnly] });
      renderAtPath(<LoginForm onSuccess={vi.fn()} />, { path: '/login' });
      expect(await screen.findByText('Nos alegra verte de nuevo. Iniciá sesión para continuar tu camino.')).toBeInTheDocument();
      expect(screen.getByText(/¿Todavía no tenés cuenta\?/)).toBeInTheDocument();
    } finally {
      setSpanish('es-ES');
    }
  });

  it('stores both tokens, loads the profile and hands it on', async () => {
    const token = accessToken(600);
    const profile = { id: 'u1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Ruiz', role: 'ADMIN', points: 0 };
    mockFetch({
      'GET /api/auth/options': [passwordOnly],
      'POST /api/auth/login': [{ body: { access_token: token, refresh_token: 'refresh-1' } }],
      'GET /api/auth/profile': [{ body: profile }],
    });
    const onSuccess = vi.fn();
    renderAtPath(<LoginForm onSuccess={onSuccess} />, { path: '/login' });
    await submit();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(profile));
    expect([getAccessToken(), getRefreshToken()]).toEqual([token, 'refresh-1']);
  });

  it('says "Credenciales incorrectas." when the login fails', async () => {
    mockFetch({
      'GET /api/auth/options': [passwordOnly],
      'POST /api/auth/login': [{ status: 401, body: { statusCode: 401, error: 'Unauthorized', message: ['Otra cosa.'] } }],
    });
    renderAtPath(<LoginForm onSuccess={vi.fn()} />, { path: '/login' });
    await submit();
    expect(await screen.findByText('Credenciales incorrectas.')).toBeInTheDocument();
  });

  it('shows the server sentence when there were too many attempts', async () => {
    const message = 'Demasiados intentos. Vuelve a intentarlo en 5 minutos.';
    mockFetch({
      'GET /api/auth/options': [passwordOnly],
      'POST /api/auth/login': [{ status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: [message] } }],
    });
    renderAtPath(<LoginForm onSuccess={vi.fn()} />, { path: '/login' });
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows "Entrar con <OIDC_NAME>" above the password form when both are on', async () => {
    mockFetch({ 'GET /api/auth/options': [{ body: { passwordLogin: true, oidc: { name: 'Universidad de Prueba' } } }] });
    renderAtPath(<LoginForm onSuccess={vi.fn()} />, { path: '/login' });
    const button = await screen.findByRole('link', { name: 'Entrar con Universidad de Prueba' });
    expect(button).toHaveAttribute('href', '/api/auth/oidc/start');
    expect(screen.getByLabelText('Correo')).toBeInTheDocument();
    expect(button.compareDocumentPosition(screen.getByLabelText('Correo')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crear una cuenta' })).toBeInTheDocument();
  });

  it('with PASSWORD_LOGIN=false shows only the institution button, without register or forgot links', async () => {
    mockFetch({ 'GET /api/auth/options': [{ body: { passwordLogin: false, oidc: { name: 'Universidad de Prueba' } } }] });
    renderAtPath(<LoginForm onSuccess={vi.fn()} />, { path: '/login' });
    expect(await screen.findByRole('link', { name: 'Entrar con Universidad de Prueba' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Correo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Crear una cuenta' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '¿Olvidaste tu contraseña?' })).not.toBeInTheDocument();
  });

  it('explains a sign-in the institution sent back refused, in Spanish', async () => {
    mockFetch({ 'GET /api/auth/options': [{ body: { passwordLogin: true, oidc: { name: 'Universidad de Prueba' } } }] });
    renderAtPath(<LoginForm onSuccess={vi.fn()} />, { path: '/login', url: '/login?oidc_error=email_unverified' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tu institución no confirma que tu correo esté verificado');
  });
});
