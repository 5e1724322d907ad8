/**
 * Runs `task` once the page has loaded and the main thread is idle: work the first screen does not
 * show (the toaster, the offline copy) then never delays it. Lighthouse counts every request and
 * every script that starts before the largest paint as part of it. Returns a cancel function.
 */
export function whenIdleAfterLoad(task: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const schedule = () => {
    if ('requestIdleCallback' in window) {
      // The timeout bounds the wait on a page that keeps the main thread busy.
      const handle = window.requestIdleCallback(task, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(task, 200);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
    return () => cancelIdle?.();
  }
  window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle?.();
  };
}
