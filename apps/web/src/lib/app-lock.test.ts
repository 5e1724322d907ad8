import { act, renderHook } from '@testing-library/react';
import { accessToken } from '@/testing/tokens';

function signIn(userId = 'user-1') {
  localStorage.setItem('accessToken', accessToken(900, userId));
  localStorage.setItem('refreshToken', 'refresh');
}

function goTo(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  Object.defineProperty(document, 'hidden', { value: state === 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

// The store is the module's state: each test starts from a fresh app.
async function openApp() {
  vi.resetModules();
  const lock = await import('./app-lock');
  const { result } = renderHook(() => lock.useAppLocked());
  return { lock, result };
}

describe('the app lock', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    goTo('visible');
  });

  it('opens locked when the signed-in person set a PIN, and unlocked for anyone else', async () => {
    signIn('user-1');
    localStorage.setItem('sendero-lock:user-2', '5');
    expect((await openApp()).result.current).toBe(false);
    localStorage.setItem('sendero-lock:user-1', '5');
    expect((await openApp()).result.current).toBe(true);
  });

  it('locks again only after the chosen minutes in the background', async () => {
    signIn();
    localStorage.setItem('sendero-lock:user-1', '1');
    const { lock, result } = await openApp();
    act(() => lock.setAppLocked(false));

    act(() => goTo('hidden'));
    vi.advanceTimersByTime(59_000);
    act(() => goTo('visible'));
    expect(result.current).toBe(false);

    act(() => goTo('hidden'));
    vi.advanceTimersByTime(60_000);
    act(() => goTo('visible'));
    expect(result.current).toBe(true);
  });

  it('follows a change of the minutes made while the app is open', async () => {
    signIn();
    localStorage.setItem('sendero-lock:user-1', '15');
    const { lock, result } = await openApp();
    act(() => lock.setAppLocked(false));
    act(() => goTo('hidden'));
    vi.advanceTimersByTime(5 * 60_000);
    act(() => goTo('visible'));
    expect(result.current).toBe(false);
    localStorage.setItem('sendero-lock:user-1', '5');
    act(() => goTo('hidden'));
    vi.advanceTimersByTime(5 * 60_000);
    act(() => goTo('visible'));
    expect(result.current).toBe(true);
  });

  it('never locks without a PIN', async () => {
    signIn();
    const { result } = await openApp();
    act(() => goTo('hidden'));
    vi.advanceTimersByTime(60 * 60_000);
    act(() => goTo('visible'));
    expect(result.current).toBe(false);
  });
});
