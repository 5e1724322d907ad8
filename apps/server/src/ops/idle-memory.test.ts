import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { idleCollector, releaseMemoryWhenIdle } from './idle-memory.js';

describe('idleCollector', () => {
  it('collects once in the first quiet window after a busy stretch, never during load', () => {
    const shouldCollect = idleCollector();
    // Start and seeding were busy: the first quiet window collects, the next ones do not.
    expect([0.001, 0.002, 0].map(shouldCollect)).toEqual([true, false, false]);
    // Load: no collection while it lasts, one when it stops.
    expect([0.4, 0.9, 0.3, 0.005, 0.004].map(shouldCollect)).toEqual([false, false, false, true, false]);
  });
});

describe('releaseMemoryWhenIdle', () => {
  it('does nothing when node runs without --expose-gc', () => {
    const stop = releaseMemoryWhenIdle({ windowMs: 1, gc: undefined });
    expect(stop).toBeTypeOf('function');
    stop();
  });

  it('gives back the young generation a burst grew, in a real node process', async () => {
    // A child node with the flags `npm start` uses: a burst of short-lived objects grows the young
    // generation, then the server goes quiet and the idle collection shrinks the heap again.
    const module = fileURLToPath(new URL('./idle-memory.ts', import.meta.url));
    const script = `
      const { releaseMemoryWhenIdle } = await import(${JSON.stringify(module)});
      const heapMb = () => Math.round(process.memoryUsage().heapTotal / 1e6);
      let keep = 0;
      for (let i = 0; i < 3e6; i++) keep += { i, text: 'entrada ' + i }.text.length;
      const afterBurst = heapMb();
      const stop = releaseMemoryWhenIdle({ windowMs: 200 });
      await new Promise((resolve) => setTimeout(resolve, 700));
      stop();
      console.log(JSON.stringify({ afterBurst, afterQuiet: heapMb(), keep: keep > 0 }));
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', '--max-semi-space-size=16', '--input-type=module', '-e', script]);
    const { afterBurst, afterQuiet } = JSON.parse(stdout) as { afterBurst: number; afterQuiet: number };
    expect(afterBurst - afterQuiet).toBeGreaterThanOrEqual(10);
  });
});
