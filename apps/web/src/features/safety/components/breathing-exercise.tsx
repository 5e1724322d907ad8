import { Pause, Play, RotateCcw } from 'lucide-react';
import { useEffect, useReducer, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';
import { helpText, type HelpText } from '../messages';

// A slow exhale, longer than the inhale, is what calms: 4 s in, 2 s held, 6 s out.
const PHASES = [
  { cue: 'inhale', seconds: 4 },
  { cue: 'hold', seconds: 2 },
  { cue: 'exhale', seconds: 6 },
] as const;
type Phase = (typeof PHASES)[number];

const CYCLE_SECONDS = PHASES.reduce((sum, phase) => sum + phase.seconds, 0);
const CYCLES = 5;
const BREATHING_SECONDS = CYCLE_SECONDS * CYCLES;

const SMALL = 0.55;
const LARGE = 1;

/** The phase at a whole second of the exercise, and how many seconds into it. */
function phaseAt(second: number): { phase: Phase; into: number } {
  let into = second % CYCLE_SECONDS;
  for (const phase of PHASES) {
    if (into < phase.seconds) return { phase, into };
    into -= phase.seconds;
  }
  return { phase: PHASES[0], into: 0 };
}

/** How big the circle is at a second: eased growth on the inhale, held, eased shrink on the exhale. */
function scaleAt(second: number): number {
  if (second >= BREATHING_SECONDS) return SMALL;
  const { phase, into } = phaseAt(second);
  const eased = (1 - Math.cos((Math.PI * into) / phase.seconds)) / 2;
  if (phase.cue === 'inhale') return SMALL + (LARGE - SMALL) * eased;
  if (phase.cue === 'hold') return LARGE;
  return LARGE - (LARGE - SMALL) * eased;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the person asked their system for less motion; follows the setting live. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

type Status = 'idle' | 'running' | 'paused' | 'done';
/** `run` changes on every (re)start, so the ticking restarts on a full second. */
type State = { status: Status; elapsed: number; run: number };
type Action = 'start' | 'pause' | 'resume' | 'tick';

function reducer(state: State, action: Action): State {
  switch (action) {
    case 'start':
      return { status: 'running', elapsed: 0, run: state.run + 1 };
    case 'pause':
      return state.status === 'running' ? { ...state, status: 'paused' } : state;
    case 'resume':
      return state.status === 'paused' ? { ...state, status: 'running' } : state;
    case 'tick': {
      if (state.status !== 'running') return state;
      const elapsed = state.elapsed + 1;
      return { ...state, elapsed, status: elapsed >= BREATHING_SECONDS ? 'done' : 'running' };
    }
  }
}

// One button keeps its place (and the keyboard focus) while its job changes with the state.
const primaryButtons: Record<Status, { label: 'start' | 'pause' | 'resume' | 'restart'; icon: typeof Play; action: Action }> = {
  idle: { label: 'start', icon: Play, action: 'start' },
  running: { label: 'pause', icon: Pause, action: 'pause' },
  paused: { label: 'resume', icon: Play, action: 'resume' },
  done: { label: 'restart', icon: RotateCcw, action: 'start' },
};

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function cueFor(status: Status, phase: Phase, t: HelpText): string {
  if (status === 'idle') return t.pressStart;
  if (status === 'paused') return t.paused;
  if (status === 'done') return t.breathingDone;
  return t[phase.cue];
}

/** A calm circle: it grows while breathing in and shrinks while breathing out, one second at a time. */
function BreathingCircle({ scale, label }: { scale: number; label: string }) {
  return (
    <div aria-hidden="true" className="relative grid size-52 place-items-center">
      <div className="absolute inset-0 rounded-full border-2 border-dashed border-navy-600" />
      <div
        className="absolute inset-0 rounded-full bg-gradient-to-br from-amber-300/80 to-amber-500/50 shadow-[0_0_60px_-10px] shadow-amber-400/60 transition-transform duration-1000 ease-linear"
        style={{ transform: `scale(${scale})` }}
      />
      <span className="relative text-4xl font-extrabold text-navy-950 tabular-nums">{label}</span>
    </div>
  );
}

/** Without motion: a still ring whose arc fills through each phase, one step a second. */
function BreathingRing({ fraction, label }: { fraction: number; label: string }) {
  const radius = 46;
  const circumference = 2 * Math.PI * radius;
  return (
    <div aria-hidden="true" data-breathing-ring="" className="relative grid size-52 place-items-center">
      <svg viewBox="0 0 100 100" className="absolute inset-0 size-full -rotate-90">
        <circle cx="50" cy="50" r={radius} fill="none" strokeWidth="6" className="stroke-navy-700" />
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          strokeWidth="6"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - fraction)}
          className="stroke-amber-400"
        />
      </svg>
      <span className="relative text-4xl font-extrabold text-amber-200 tabular-nums">{label}</span>
    </div>
  );
}

/**
 * One guided minute of slow breathing (5 rounds of 4 s in, 2 s held, 6 s out). Screen readers
 * hear each change of phase, not every second; with reduced motion the circle stays still.
 */
export function BreathingExercise() {
  const [state, dispatch] = useReducer(reducer, { status: 'idle', elapsed: 0, run: 0 });
  const reducedMotion = usePrefersReducedMotion();
  const t = useMessages(helpText);
  const { status, elapsed, run } = state;

  useEffect(() => {
    if (status !== 'running') return;
    const timer = window.setInterval(() => dispatch('tick'), 1000);
    return () => window.clearInterval(timer);
  }, [status, run]);

  const { phase, into } = phaseAt(elapsed);
  const active = status === 'running' || status === 'paused';
  // While running, the circle heads for where it will be at the next second; paused, it stays.
  const target = status === 'running' ? elapsed + 1 : elapsed;
  const phaseLabel = active ? String(phase.seconds - into) : '';
  const ringFraction = status === 'done' ? 1 : active ? (target - elapsed + into) / phase.seconds : 0;
  const primary = primaryButtons[status];
  const PrimaryIcon = primary.icon;

  return (
    <div className="flex flex-col items-center gap-5 rounded-3xl bg-navy-800 p-5 text-center">
      <p className="text-sm text-ink-muted">{t.followCircle}</p>

      {reducedMotion ? (
        <BreathingRing fraction={ringFraction} label={phaseLabel} />
      ) : (
        <BreathingCircle scale={active ? scaleAt(target) : SMALL} label={phaseLabel} />
      )}

      <p aria-live="polite" className={status === 'done' || status === 'idle' ? 'text-xl font-bold text-ink' : 'text-3xl font-extrabold text-amber-200'}>
        {cueFor(status, phase, t)}
      </p>

      <p role="timer" className="text-ink-muted tabular-nums">
        {t.timeLeft} {clock(BREATHING_SECONDS - elapsed)}
      </p>

      <div className="flex flex-wrap justify-center gap-3">
        <Button variant={status === 'running' ? 'secondary' : 'primary'} onClick={() => dispatch(primary.action)} className="min-w-36">
          <PrimaryIcon aria-hidden="true" />
          {t[primary.label]}
        </Button>
        {active ? (
          <Button variant="ghost" onClick={() => dispatch('start')}>
            <RotateCcw aria-hidden="true" />
            {t.restart}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
