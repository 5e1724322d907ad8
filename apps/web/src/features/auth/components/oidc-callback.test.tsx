import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@/testing/fetch';
import { renderAtPath } from '@/testing/render';
import { accessToken } from '@/testing/tokens';
import { getAccessToken, getRefreshToken } from '@/lib/session-storage';
import { OidcCallback } from './oidc-callback';

const profile = { id: 'u1', email: 'irene@uni.es', firstName: 'Irene', lastName: 'Sáez', role: 'USER', points: 0 };

function arriveWith(fragment: string) {
  window.history.replaceState(null, '', `/login/oidc${fragment}`);
}

describe('OidcCallback', () => {
  it('exchanges the one-time code once, stores the session, and wipes the code from the address', async () => {
    const token = accessToken(600);
    arriveWith('#code=codigo-de-un-uso');
    const { callsTo } = mockFetch({
      'POST /api/auth/oidc/exchange': [{ body: { access_token: token, refresh_token: 'refresh-1' } }],
      'GET /api/auth/profile': [{ body: profile }],
    });
    const onSuccess = vi.fn();
    renderAtPath(<OidcCallback onSuccess={onSuccess} />, { path: '/login/oidc' });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(profile));
    expect(callsTo('POST', '/api/auth/oidc/exchange').map((call) => call.body)).toEqual([{ code: 'codigo-de-un-uso' }]);
    expect([getAccessToken(), getRefreshToken()]).toEqual([token, 'refresh-1']);
    expect(window.location.hash).toBe('');
  });

  it('says in Spanish when the code was used or expired, with a way back to the login', async () => {
    arriveWith('#code=caducado');
    const message = 'Este acceso ya se usó o ha caducado. Vuelve a entrar con tu institución.';
    mockFetch({ 'POST /api/auth/oidc/exchange': [{ status: 400, body: { statusCode: 400, error: 'Bad Request', message: [message] } }] });
    renderAtPath(<OidcCallback onSuccess={vi.fn()} />, { path: '/login/oidc' });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toBeInTheDocument();
  });

  it("asks for the existing account's password before joining, and shows the server's sentence when it is wrong", async () => {
    const token = accessToken(600);
    arriveWith('#link=union-pendiente');
    const wrong = 'La contraseña no es correcta. Es la que usabas para entrar en Sendero con tu correo.';
    const { callsTo } = mockFetch({
      'POST /api/auth/oidc/link': [
        { status: 400, body: { statusCode: 400, error: 'Bad Request', message: [wrong] } },
        { body: { access_token: token, refresh_token: 'refresh-2' } },
      ],
      'GET /api/auth/profile': [{ body: profile }],
    });
    const onSuccess = vi.fn();
    renderAtPath(<OidcCallback onSuccess={onSuccess} />, { path: '/login/oidc' });
    expect(await screen.findByRole('heading', { name: 'Une tus cuentas' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Contraseña de tu cuenta de Sendero'), 'mala');
    await user.click(screen.getByRole('button', { name: 'Unir y entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(wrong);
    await user.clear(screen.getByLabelText('Contraseña de tu cuenta de Sendero'));
    await user.type(screen.getByLabelText('Contraseña de tu cuenta de Sendero'), 'la-buena');
    await user.click(screen.getByRole('button', { name: 'Unir y entrar' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(profile));
    expect(callsTo('POST', '/api/auth/oidc/link').map((call) => call.body)).toEqual([
      { code: 'union-pendiente', password: 'mala' },
      { code: 'union-pendiente', password: 'la-buena' },
    ]);
  });

  it('an address without a code says so', async () => {
    arriveWith('');
    mockFetch({});
    renderAtPath(<OidcCallback onSuccess={vi.fn()} />, { path: '/login/oidc' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace de acceso no es válido.');
  });
});
