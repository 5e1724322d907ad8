import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@/testing/fetch';
import { renderAtPath } from '@/testing/render';
import { getAccessToken } from '@/lib/session-storage';
import { RegisterForm } from './register-form';

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nombre'), 'Ana');
  await user.type(screen.getByLabelText('Apellido'), 'Ruiz');
  await user.type(screen.getByLabelText('Correo'), 'ana@example.com');
  await user.type(screen.getByLabelText('Contraseña'), 'camino-seguro');
  await user.click(screen.getByRole('button', { name: 'Registrarme' }));
}

describe('RegisterForm', () => {
  it('shows the first message of the server answer', async () => {
    mockFetch({
      'POST /api/auth/register': [
        {
          status: 409,
          body: { statusCode: 409, error: 'Conflict', message: ['Ya existe una cuenta con este correo.', 'Otro motivo.'] },
        },
      ],
    });
    const onSuccess = vi.fn();
    renderAtPath(<RegisterForm onSuccess={onSuccess} />);
    await fillAndSubmit();
    expect(await screen.findByText('Ya existe una cuenta con este correo.')).toBeInTheDocument();
    expect(screen.queryByText('Otro motivo.')).not.toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('falls back to the spec message when the answer has no message list', async () => {
    const { fetchMock } = mockFetch({});
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 400 }));
    renderAtPath(<RegisterForm onSuccess={vi.fn()} />);
    await fillAndSubmit();
    expect(await screen.findByText('No completaste todos los campos correctamente.')).toBeInTheDocument();
  });

  it('shows "Ocurrió un error inesperado." when the request never reaches the server', async () => {
    const { fetchMock } = mockFetch({});
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderAtPath(<RegisterForm onSuccess={vi.fn()} />);
    await fillAndSubmit();
    expect(await screen.findByText('Ocurrió un error inesperado.')).toBeInTheDocument();
  });

  it('on success says "Registro exitoso." without storing the returned tokens', async () => {
    const user = { id: '7f1c8a4e-8d0b-4a53-9a3e-3c2b1f0e9d8c', email: 'ana@example.com', firstName: 'Ana', lastName: 'Ruiz', role: 'USER' };
    const { calls } = mockFetch({ 'POST /api/auth/register': [{ status: 201, body: { access_token: 'a', refresh_token: 'r', user } }] });
    const onSuccess = vi.fn();
    renderAtPath(<RegisterForm onSuccess={onSuccess} />);
    await fillAndSubmit();
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    // With a first guess of the country, for the crisis lines (lib/countries.test.ts).
    expect(calls[0]?.body).toMatchObject({ email: 'ana@example.com', country: expect.stringMatching(/^[A-Z]{2}$/) });
    expect(await screen.findByText('Registro exitoso.')).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
  });

  it('shows the Spanish field errors under empty required fields', async () => {
    const { calls } = mockFetch({});
    renderAtPath(<RegisterForm onSuccess={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Registrarme' }));
    expect(await screen.findByText('El nombre es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('El apellido es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('El correo es obligatorio.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
