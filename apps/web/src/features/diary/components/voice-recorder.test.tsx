import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestProviders } from '@/testing/render';
import VoiceRecorder from './voice-recorder';

describe('VoiceRecorder', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says plainly when this browser cannot record', async () => {
    vi.stubGlobal('MediaRecorder', undefined);
    render(<VoiceRecorder />, { wrapper: TestProviders });
    await userEvent.click(screen.getByRole('button', { name: 'Grabar nota de voz' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Este navegador no permite grabar audio aquí.');
  });

  it('asks for the microphone only on the tap, and says what to do when it is refused', async () => {
    const getUserMedia = vi.fn().mockRejectedValue(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    vi.stubGlobal('MediaRecorder', class {});
    render(<VoiceRecorder />, { wrapper: TestProviders });
    expect(getUserMedia).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Grabar nota de voz' }));
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sendero no tiene permiso para usar el micrófono.');
    expect(screen.getByRole('button', { name: 'Grabar nota de voz' })).toBeEnabled();
  });
});
