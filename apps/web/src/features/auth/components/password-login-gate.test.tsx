import { render, screen } from '@testing-library/react';
import { mockFetch } from '@/testing/fetch';
import { renderAtPath } from '@/testing/render';
import { PasswordLoginGate } from './password-login-gate';
import { WelcomeScreen } from './welcome-screen';

const institutionOnly = { body: { passwordLogin: false, oidc: { name: 'Universidad de Prueba' } } };
const passwordOnly = { body: { passwordLogin: true, oidc: null } };

describe('PasswordLoginGate', () => {
  it('shows the form when the server takes passwords', async () => {
    mockFetch({ 'GET /api/auth/options': [passwordOnly] });
    renderAtPath(
      <PasswordLoginGate title="Crear una cuenta">
        <p>formulario</p>
      </PasswordLoginGate>,
      { path: '/register' },
    );
    expect(await screen.findByText('formulario')).toBeInTheDocument();
  });

  it('sends people to their institution instead of a form the server would refuse', async () => {
    mockFetch({ 'GET /api/auth/options': [institutionOnly] });
    renderAtPath(
      <PasswordLoginGate title="Crear una cuenta">
        <p>formulario</p>
      </PasswordLoginGate>,
      { path: '/register' },
    );
    expect(await screen.findByRole('link', { name: 'Entrar con Universidad de Prueba' })).toHaveAttribute('href', '/api/auth/oidc/start');
    expect(screen.queryByText('formulario')).not.toBeInTheDocument();
    expect(screen.getByText(/no hace falta crear una cuenta/)).toBeInTheDocument();
  });
});

describe('WelcomeScreen', () => {
  it('offers registration and recovery when the server takes passwords', async () => {
    mockFetch({ 'GET /api/auth/options': [passwordOnly] });
    render(<WelcomeScreen onNavigate={vi.fn()} />);
    expect(await screen.findByRole('link', { name: 'Registrarme' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toBeInTheDocument();
  });

  it('offers only "Iniciar Sesión" when people enter through their institution', async () => {
    mockFetch({ 'GET /api/auth/options': [institutionOnly] });
    render(<WelcomeScreen onNavigate={vi.fn()} />);
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Registrarme' })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: '¿Olvidaste tu contraseña?' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  });
});
