import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AudioPlayer, findCurrentSubtitleIndex, formatClock } from './audio-player';

const subtitles = [
  { text: 'Respira hondo.', start: 0.2, end: 4 },
  { text: 'Suelta el aire despacio.', start: 4, end: 9.5 },
  { text: 'Nota tus hombros.', start: 12, end: 15 },
];

function mockMedia() {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async () => undefined);
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  return { play, pause };
}

function renderPlayer() {
  const view = render(<AudioPlayer src="/files/respira.mp3" title="Respira" subtitles={subtitles} duration={60} />);
  const audio = view.container.querySelector('audio') as HTMLAudioElement;
  return { ...view, audio };
}

describe('findCurrentSubtitleIndex', () => {
  it('finds the sentence with start ≤ time < end', () => {
    expect(findCurrentSubtitleIndex(subtitles, 0)).toBe(-1);
    expect(findCurrentSubtitleIndex(subtitles, 0.2)).toBe(0);
    expect(findCurrentSubtitleIndex(subtitles, 3.99)).toBe(0);
    expect(findCurrentSubtitleIndex(subtitles, 4)).toBe(1);
    expect(findCurrentSubtitleIndex(subtitles, 10)).toBe(-1);
    expect(findCurrentSubtitleIndex(subtitles, 14.9)).toBe(2);
    expect(findCurrentSubtitleIndex(subtitles, 15)).toBe(-1);
  });

  it('formats the clock as m:ss', () => {
    expect([formatClock(0), formatClock(65.7), formatClock(600), formatClock(3725)]).toEqual(['0:00', '1:05', '10:00', '1:02:05']);
  });
});

describe('AudioPlayer', () => {
  it('has no native controls, and starts with the volume at 100', () => {
    mockMedia();
    const { audio } = renderPlayer();
    expect(audio).not.toHaveAttribute('controls');
    expect(screen.getByRole('slider', { name: 'Volumen' })).toHaveValue('100');
    expect(screen.getByRole('button', { name: 'Reproducir' })).toBeInTheDocument();
  });

  it('clicking a sentence seeks to 0.3 s before its start (never below 0) and plays', async () => {
    const { play } = mockMedia();
    const { audio } = renderPlayer();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: /Suelta el aire despacio/ }));
    expect(audio.currentTime).toBeCloseTo(3.7);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
    // 0.3 s of lead-in: the sentence before is still the current one.
    expect(screen.getByRole('button', { name: /Respira hondo/ })).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('button', { name: /Respira hondo/ }));
    expect(audio.currentTime).toBe(0);
  });

  it('highlights the sentence at the position polled while playing', async () => {
    mockMedia();
    const { audio } = renderPlayer();
    vi.useFakeTimers();
    try {
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reproducir' })));
      audio.currentTime = 12.5;
      act(() => vi.advanceTimersByTime(100));
      expect(screen.getByRole('button', { name: /Nota tus hombros/ })).toHaveAttribute('aria-current', 'true');
    } finally {
      vi.useRealTimers();
    }
  });

  it('skips 10 s back and forward', async () => {
    mockMedia();
    const { audio } = renderPlayer();
    const user = userEvent.setup();
    audio.currentTime = 25;
    await user.click(screen.getByRole('button', { name: 'Avanzar 10 segundos' }));
    expect(audio.currentTime).toBe(35);
    await user.click(screen.getByRole('button', { name: 'Retroceder 10 segundos' }));
    await user.click(screen.getByRole('button', { name: 'Retroceder 10 segundos' }));
    await user.click(screen.getByRole('button', { name: 'Retroceder 10 segundos' }));
    expect(audio.currentTime).toBe(5);
    await user.click(screen.getByRole('button', { name: 'Retroceder 10 segundos' }));
    expect(audio.currentTime).toBe(0);
  });

  it('after "ended" it shows as paused, and play starts again from 0', async () => {
    const { play } = mockMedia();
    const { audio } = renderPlayer();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reproducir' }));
    expect(screen.getByRole('button', { name: 'Pausar' })).toBeInTheDocument();

    audio.currentTime = 60;
    fireEvent(audio, new Event('ended'));
    expect(screen.getByRole('button', { name: 'Reproducir' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reproducir' }));
    expect(audio.currentTime).toBe(0);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('sets the volume from the slider', () => {
    mockMedia();
    const { audio } = renderPlayer();
    fireEvent.change(screen.getByRole('slider', { name: 'Volumen' }), { target: { value: '40' } });
    expect(audio.volume).toBeCloseTo(0.4);
  });
});
