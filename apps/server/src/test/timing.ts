/**
 * The fastest of a few runs, in ms: the machine is shared (other suites run beside this one), and
 * the fastest run is the one that measures the code rather than the neighbours.
 */
export function fastestOf(runs: number, work: () => unknown): number {
  let fastest = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    fastest = Math.min(fastest, performance.now() - start);
  }
  return fastest;
}
