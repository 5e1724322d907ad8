/**
 * Gives memory back when the server goes quiet (decision 019).
 *
 * Under load V8 grows its young generation (up to `--max-semi-space-size`) and keeps it: a server
 * that served a burst an hour ago still holds it. Once a busy stretch is followed by a quiet one,
 * one full collection that reduces the footprint ("last-resort": it also shrinks the young
 * generation) brings the process back to its size at rest. It runs once per busy-then-quiet
 * change, never during load, and only when node runs with `--expose-gc` (as `npm start` does).
 */
import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/** A window whose event loop was busier than this (1 %) counts as load. */
const BUSY_UTILIZATION = 0.01;

interface IdleMemoryOptions {
  /** Length of a window; a collection follows the first quiet window after a busy one. */
  windowMs?: number;
  /** `globalThis.gc`, present when node runs with `--expose-gc`. */
  gc?: NodeJS.GCFunction;
  /** How busy the event loop was since the previous reading (tests give their own). */
  utilization?: () => number;
}

/** Event-loop utilization since the previous call. */
function utilizationSinceLastCall(): () => number {
  let previous: EventLoopUtilization = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, previous);
    previous = now;
    return utilization;
  };
}

/** One step per window: true when this window should collect. Exported for its test. */
export function idleCollector(): (utilization: number) => boolean {
  // Start and seeding count as a busy stretch: the first quiet window after them collects.
  let busySinceLastCollection = true;
  return (utilization) => {
    if (utilization > BUSY_UTILIZATION) {
      busySinceLastCollection = true;
      return false;
    }
    const collect = busySinceLastCollection;
    busySinceLastCollection = false;
    return collect;
  };
}

/** Starts watching; returns the function that stops it. A no-op without `--expose-gc`. */
export function releaseMemoryWhenIdle({ windowMs = 10_000, gc = globalThis.gc, utilization = utilizationSinceLastCall() }: IdleMemoryOptions = {}): () => void {
  if (typeof gc !== 'function') return () => {};
  const shouldCollect = idleCollector();
  const timer = setInterval(() => {
    if (!shouldCollect(utilization())) return;
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    // The collection's own time (~100 ms) is not load: the next window starts after it.
    utilization();
  }, windowMs);
  timer.unref();
  return () => clearInterval(timer);
}
