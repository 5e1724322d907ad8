import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { useHelpSheetOpen } from '@/lib/help-sheet';
import { setSpanish } from '@/lib/i18n';
import { readPinRecord, setPin } from '../pin';
import { LockScreen } from './lock-screen';

// The offline copy opens and seals with the PIN (decision 062): its IndexedDB is a Map here.
vi.mock('idb-keyval', () => import('@/testing/memory-idb'));

function HelpState() {
  return <p>{useHelpSheetOpen() ? 'Ayuda abierta' : 'Ayuda cerrada'}</p>;
}

function renderLock() {
  const onUnlocked = vi.fn();
  const onSignOut = vi.fn();
  render(
    <>
      <LockScreen userId="user-1" onUnlocked={onUnlocked} onSignOut={onSignOut} />
      <HelpState />
      <Toaster />
    </>,
  );
  return { onUnlocked, onSignOut };
}

describe('LockScreen', () => {
  beforeEach(async () => {
    localStorage.clear();
    await setPin('user-1', '4821', 5, 1_000);
  });

  it('asks for the PIN in a labelled numeric field that has the focus', () => {
    renderLock();
    const field = screen.getByLabelText('PIN');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByRole('heading', { level: 1, name: 'Sendero está bloqueado' })).toBeInTheDocument();
  });

  it('speaks voseo in Argentina and Uruguay (decision 045)', async () => {
    setSpanish('es-AR');
    try {
      const user = userEvent.setup();
      renderLock();
      expect(screen.getByText('Escribí tu PIN para abrir tu diario en este dispositivo.')).toBeInTheDocument();
      await user.type(screen.getByLabelText('PIN'), '12{Enter}');
      expect(screen.getByRole('alert')).toHaveTextContent('Escribí tu PIN: de 4 a 6 cifras.');
    } finally {
      setSpanish('es-ES');
    }
  });

  it('unlocks with the right PIN', async () => {
    const user = userEvent.setup();
    const { onUnlocked, onSignOut } = renderLock();
    await user.type(screen.getByLabelText('PIN'), '4821{Enter}');
    await waitFor(() => expect(onUnlocked).toHaveBeenCalled());
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('announces a wrong PIN with the tries left, and signs out after the fifth, saying so', async () => {
    const user = userEvent.setup();
    const { onUnlocked, onSignOut } = renderLock();
    await user.type(screen.getByLabelText('PIN'), '1111{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('PIN incorrecto. Te quedan 4 intentos: después se cerrará tu sesión.'));
    expect(screen.getByLabelText('PIN')).toHaveAttribute('aria-invalid', 'true');
    for (let attempt = 2; attempt <= 4; attempt += 1) {
      await user.type(screen.getByLabelText('PIN'), '1111{Enter}');
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`Te ${attempt === 4 ? 'queda 1 intento' : `quedan ${5 - attempt} intentos`}`));
    }
    expect(screen.getByRole('alert')).toHaveTextContent('Te queda 1 intento');
    await user.type(screen.getByLabelText('PIN'), '1111{Enter}');
    await waitFor(() => expect(onSignOut).toHaveBeenCalled());
    expect(await screen.findByText('Has escrito mal el PIN cinco veces, así que hemos cerrado tu sesión. Entra con tu contraseña.')).toBeInTheDocument();
    expect(onUnlocked).not.toHaveBeenCalled();
    // The PIN stays the person's; the count starts again for when they are back with the password.
    expect(readPinRecord('user-1')?.failedAttempts).toBe(0);
  }, 20_000);

  it('says a PIN is 4 to 6 digits without counting it as a try', async () => {
    const user = userEvent.setup();
    renderLock();
    await user.type(screen.getByLabelText('PIN'), '12{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Escribe tu PIN: de 4 a 6 cifras.'));
    expect(readPinRecord('user-1')?.failedAttempts).toBe(0);
  });

  it('signs out and forgets the PIN when the person forgot it, after saying what that means', async () => {
    const user = userEvent.setup();
    const { onSignOut } = renderLock();
    await user.click(screen.getByRole('button', { name: '¿Olvidaste tu PIN?' }));
    expect(screen.getByText(/cierra sesión y vuelve a entrar con tu contraseña/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(onSignOut).toHaveBeenCalled());
    expect(readPinRecord('user-1')).toBeNull();
  });

  it('opens "Ayuda" without the PIN', async () => {
    const user = userEvent.setup();
    renderLock();
    await user.click(screen.getByRole('button', { name: 'Ayuda' }));
    expect(screen.getByText('Ayuda abierta')).toBeInTheDocument();
  });
});
