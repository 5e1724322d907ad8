import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@/testing/fetch';
import { renderAtPath } from '@/testing/render';
import { accessToken } from '@/testing/tokens';
import { getAccessToken, getRefreshToken, storeTokens } from '@/lib/session-storage';
import { ChangePasswordForm } from './change-password-form';

const profile = { id: 'u1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Ruiz', role: 'USER', points: 0 };

describe('ChangePasswordForm', () => {
  beforeEach(() => storeTokens({ access_token: accessToken(600), refresh_token: 'refresh-1' }));

  it('shows "Las contraseñas no coinciden." and makes no call when the new passwords differ', async () => {
    const { callsTo } = mockFetch({ 'GET /api/auth/profile': [{ body: profile }] });
    const onSuccess = vi.fn();
    renderAtPath(<ChangePasswordForm onSuccess={onSuccess} />);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Contraseña actual'), 'vieja-clave');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'nueva-clave-1');
    await user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'nueva-clave-2');
    await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));

    const error = await screen.findByText('Las contraseñas no coinciden.');
    expect(screen.getByLabelText('Confirmar nueva contraseña')).toHaveAttribute('aria-describedby', error.id);
    expect(callsTo('POST', '/api/auth/reset-password')).toHaveLength(0);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('stores the new token pair and reports success', async () => {
    const fresh = accessToken(900, 'user-1');
    const { callsTo } = mockFetch({
      'GET /api/auth/profile': [{ body: profile }],
      'POST /api/auth/reset-password': [{ body: { message: 'ok', access_token: fresh, refresh_token: 'refresh-2' } }],
    });
    const onSuccess = vi.fn();
    renderAtPath(<ChangePasswordForm onSuccess={onSuccess} />);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Contraseña actual'), 'vieja-clave');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'nueva-clave');
    await user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'nueva-clave');
    await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(callsTo('POST', '/api/auth/reset-password')[0]?.body).toEqual({ currentPassword: 'vieja-clave', newPassword: 'nueva-clave' });
    expect([getAccessToken(), getRefreshToken()]).toEqual([fresh, 'refresh-2']);
    expect(await screen.findByText('Contraseña actualizada con éxito.')).toBeInTheDocument();
  });

  it('on failure shows "Error al cambiar contraseña." with the server message', async () => {
    mockFetch({
      'GET /api/auth/profile': [{ body: profile }],
      'POST /api/auth/reset-password': [{ status: 400, body: { statusCode: 400, error: 'Bad Request', message: ['La contraseña actual no es correcta.'] } }],
    });
    renderAtPath(<ChangePasswordForm onSuccess={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Contraseña actual'), 'otra');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'nueva-clave');
    await user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'nueva-clave');
    await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));

    expect(await screen.findByText('Error al cambiar contraseña.')).toBeInTheDocument();
    expect(screen.getByText('La contraseña actual no es correcta.')).toBeInTheDocument();
  });
});
