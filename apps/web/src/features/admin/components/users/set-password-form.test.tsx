import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@/testing/fetch';
import { renderAtPath } from '@/testing/render';
import { SetPasswordForm } from './set-password-form';

const userId = '66666666-6666-4666-8666-666666666666';

describe('SetPasswordForm (docs/product.md#learning)', () => {
  it('with an empty password shows the message and makes no call', async () => {
    const { calls } = mockFetch({});
    renderAtPath(<SetPasswordForm userId={userId} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    const error = await screen.findByText('Escribe la nueva contraseña.');
    expect(screen.getByLabelText(/^Nueva contraseña/)).toHaveAttribute('aria-describedby', error.id);
    expect(calls).toHaveLength(0);
  });

  it('sets the password, says "Contraseña cambiada correctamente" and clears the field', async () => {
    const { callsTo } = mockFetch({ 'POST /api/auth/admin/reset-password': [{ body: { message: 'ok' } }] });
    renderAtPath(<SetPasswordForm userId={userId} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nueva contraseña/), 'Bosque-Sereno-42');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Contraseña cambiada correctamente')).toBeInTheDocument();
    expect(callsTo('POST', '/api/auth/admin/reset-password')[0]?.body).toEqual({ userId, newPassword: 'Bosque-Sereno-42' });
    await waitFor(() => expect(screen.getByLabelText(/^Nueva contraseña/)).toHaveValue(''));
  });

  it('shows the server reason under the field, not in a toast', async () => {
    const reason = 'Esa contraseña es demasiado común. Elige otra.';
    mockFetch({ 'POST /api/auth/admin/reset-password': [{ status: 400, body: { statusCode: 400, error: 'Bad Request', message: [reason] } }] });
    renderAtPath(<SetPasswordForm userId={userId} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nueva contraseña/), 'password');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    const error = await screen.findByText(reason);
    expect(screen.getByLabelText(/^Nueva contraseña/)).toHaveAttribute('aria-describedby', error.id);
    // Only under the field: no toast repeats it.
    expect(screen.getAllByText(reason)).toHaveLength(1);
  });
});
