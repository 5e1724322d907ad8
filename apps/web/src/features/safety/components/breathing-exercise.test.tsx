import { act, fireEvent, render, screen } from '@testing-library/react';
import { helpText } from '../messages';
import { BreathingExercise } from './breathing-exercise';

// The texts' store stays mounted: nanostores lets go of a store a second after its last listener
// leaves, with a timer of its own that these tests, which count the exercise's timers, must not see.
helpText.listen(() => undefined);

const seconds = (count: number) => act(() => vi.advanceTimersByTime(count * 1000));
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const cue = () => screen.getByText((_, element) => element?.getAttribute('aria-live') === 'polite');

function preferReducedMotion() {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('BreathingExercise', () => {
  it('walks 4 s in, 2 s held and 6 s out, five times, and ends after one minute', () => {
    render(<BreathingExercise />);
    expect(screen.getByRole('timer')).toHaveTextContent('Tiempo restante: 1:00');

    click('Empezar');
    expect(cue()).toHaveTextContent('Inhala');
    seconds(3);
    expect(cue()).toHaveTextContent('Inhala');
    seconds(1);
    expect(cue()).toHaveTextContent('Mantén');
    seconds(2);
    expect(cue()).toHaveTextContent('Exhala');
    seconds(5);
    expect(cue()).toHaveTextContent('Exhala');
    seconds(1);
    expect(cue()).toHaveTextContent('Inhala');
    expect(screen.getByRole('timer')).toHaveTextContent('Tiempo restante: 0:48');

    seconds(47);
    expect(cue()).toHaveTextContent('Exhala');
    expect(screen.getByRole('timer')).toHaveTextContent('Tiempo restante: 0:01');
    seconds(1);
    expect(cue()).toHaveTextContent('Bien hecho. Puedes repetirlo cuando lo necesites.');
    expect(screen.getByRole('timer')).toHaveTextContent('Tiempo restante: 0:00');
    expect(screen.queryByRole('button', { name: 'Pausar' })).not.toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);

    click('Volver a empezar');
    expect(cue()).toHaveTextContent('Inhala');
    expect(screen.getByRole('timer')).toHaveTextContent('Tiempo restante: 1:00');
  });

  it('announces the phases politely, and never the countdown that changes every second', () => {
    render(<BreathingExercise />);
    click('Empezar');
    expect(cue()).toHaveAttribute('aria-live', 'polite');
    expect(cue()).not.toContainElement(screen.getByRole('timer'));
    expect(screen.getAllByText((_, element) => element?.hasAttribute('aria-live') ?? false)).toHaveLength(1);
  });

  it('pauses without ticking, goes on from the same second, and starts over on demand', () => {
    render(<BreathingExercise />);
    click('Empezar');
    seconds(5);
    click('Pausar');
    expect(cue()).toHaveTextContent('En pausa');
    expect(vi.getTimerCount()).toBe(0);
    seconds(10);
    expect(screen.getByRole('timer')).toHaveTextContent('Tiempo restante: 0:55');

    click('Seguir');
    expect(cue()).toHaveTextContent('Mantén');
    seconds(1);
    expect(cue()).toHaveTextContent('Exhala');
    expect(screen.getByRole('timer')).toHaveTextContent('Tiempo restante: 0:54');

    click('Volver a empezar');
    expect(cue()).toHaveTextContent('Inhala');
    expect(screen.getByRole('timer')).toHaveTextContent('Tiempo restante: 1:00');
    expect(screen.getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
  });

  it('grows the circle while breathing in and shrinks it while breathing out', () => {
    const { container } = render(<BreathingExercise />);
    const circle = () => container.querySelector<HTMLElement>('.transition-transform');
    expect(circle()).toHaveStyle({ transform: 'scale(0.55)' });

    click('Empezar');
    seconds(3);
    expect(circle()).toHaveStyle({ transform: 'scale(1)' });
    seconds(3);
    expect(circle()?.style.transform).not.toBe('scale(1)');
    seconds(5);
    expect(circle()).toHaveStyle({ transform: 'scale(0.55)' });
  });

  it('keeps the circle still when the person asks for reduced motion', () => {
    preferReducedMotion();
    const { container } = render(<BreathingExercise />);
    click('Empezar');
    seconds(2);

    expect(cue()).toHaveTextContent('Inhala');
    expect(container.querySelector('.transition-transform')).toBeNull();
    expect(container.querySelector('[style*="scale"]')).toBeNull();
    expect(container.querySelector('[data-breathing-ring]')).toBeInTheDocument();
    seconds(2);
    expect(cue()).toHaveTextContent('Mantén');
  });

  it('stops its timer when it leaves the screen', () => {
    const { unmount } = render(<BreathingExercise />);
    click('Empezar');
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
