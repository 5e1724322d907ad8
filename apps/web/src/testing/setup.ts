import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';

// Pages load on first visit (src/app/router.tsx): on a shared 2-core machine running other suites,
// importing one can take more than testing-library's default second.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no Web Locks: a minimal exclusive lock, enough for the API client's refresh.
if (!('locks' in navigator) || !navigator.locks) {
  const queues = new Map<string, Promise<unknown>>();
  const locks = {
    request<T>(name: string, callback: () => Promise<T> | T): Promise<T> {
      const previous = queues.get(name) ?? Promise.resolve();
      const run = previous.then(
        () => callback(),
        () => callback(),
      );
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
}

// jsdom does not scroll; React Router's ScrollRestoration asks it to.
Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true, configurable: true });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no object URLs; file previews only need a string.
if (typeof URL.createObjectURL !== 'function') {
  Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:preview', writable: true, configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, writable: true, configurable: true });
}

// jsdom has no ResizeObserver; the feelings chart (uPlot, loaded with import()) makes one when its
// code arrives, which on a busy machine can be after its test has passed: an unhandled rejection.
if (typeof globalThis.ResizeObserver !== 'function') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
