import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSpanish } from '@/lib/i18n';
import { storeTokens } from '@/lib/session-storage';
import { accessToken } from '@/testing/tokens';
import { readLockMinutes, readPinRecord } from '../pin';
import { PinLockSection } from './pin-lock-section';

// The offline copy opens and seals with the PIN (decision 062): its IndexedDB is a Map here.
vi.mock('idb-keyval', () => import('@/testing/memory-idb'));

describe('"Bloqueo con PIN" in Ajustes', () => {
  beforeEach(() => {
    localStorage.clear();
    storeTokens({ access_token: accessToken(600, 'user-1'), refresh_token: 'r1' });
  });

  it('asks for the PIN twice, says when they differ or are not 4 to 6 digits, and saves the minutes chosen', async () => {
    const user = userEvent.setup();
    render(<PinLockSection />);
    const section = screen.getByRole('region', { name: 'Bloqueo con PIN' });
    await user.click(screen.getByRole('button', { name: 'Crear un PIN' }));

    await user.type(screen.getByLabelText('PIN nuevo (de 4 a 6 cifras)'), '12');
    await user.click(screen.getByRole('button', { name: 'Guardar PIN' }));
    expect(screen.getByRole('alert')).toHaveTextContent('El PIN tiene de 4 a 6 cifras.');

    await user.type(screen.getByLabelText('PIN nuevo (de 4 a 6 cifras)'), '34');
    await user.type(screen.getByLabelText('Repite el PIN'), '1235');
    await user.click(screen.getByRole('button', { name: 'Guardar PIN' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Los dos PIN no coinciden. Escríbelo otra vez.');
    expect(readPinRecord('user-1')).toBeNull();

    await user.clear(screen.getByLabelText('Repite el PIN'));
    // Letters never get in: a PIN is digits.
    await user.type(screen.getByLabelText('Repite el PIN'), '12a34');
    await user.selectOptions(screen.getByLabelText('Pedir el PIN tras'), '15 minutos');
    await user.click(screen.getByRole('button', { name: 'Guardar PIN' }));
    await waitFor(() => expect(section).toHaveTextContent('PIN guardado. Sendero te lo pedirá la próxima vez que lo abras.'));
    expect(readPinRecord('user-1')).not.toBeNull();
    expect(readLockMinutes('user-1')).toBe(15);
    expect(screen.getByLabelText('Pedir el PIN tras')).toHaveValue('15');
  });

  it('turns the lock off for this account on this device', async () => {
    const user = userEvent.setup();
    localStorage.setItem('sendero-pin:user-1', JSON.stringify({ salt: 'AA==', hash: 'AA==', iterations: 1, failedAttempts: 0 }));
    localStorage.setItem('sendero-lock:user-1', '5');
    render(<PinLockSection />);
    await user.click(screen.getByRole('button', { name: 'Quitar el PIN' }));
    expect(screen.getByRole('status')).toHaveTextContent('PIN quitado. Sendero ya no lo pedirá en este dispositivo.');
    expect(localStorage.getItem('sendero-lock:user-1')).toBeNull();
    expect(screen.getByRole('button', { name: 'Crear un PIN' })).toBeInTheDocument();
  });
  it('speaks voseo in Argentina and Uruguay (decision 045)', async () => {
    setSpanish('es-AR');
    try {
      const user = userEvent.setup();
      render(<PinLockSection />);
      expect(screen.getByText(/^Si compartís este dispositivo/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Crear un PIN' }));
      await user.type(screen.getByLabelText('PIN nuevo (de 4 a 6 cifras)'), '1234');
      await user.type(screen.getByLabelText('Repetí el PIN'), '1235');
      await user.click(screen.getByRole('button', { name: 'Guardar PIN' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Los dos PIN no coinciden. Escribilo otra vez.');
      expect(screen.getByLabelText('Pedir el PIN después de')).toBeInTheDocument();
    } finally {
      setSpanish('es-ES');
    }
  });
});
