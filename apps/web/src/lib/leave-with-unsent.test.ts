import { DIARY_OUTBOX_KEY } from './diary-outbox-key';
import { mayLeaveWithUnsent } from './leave-with-unsent';

describe('signing out with diary entries still on the device', () => {
  beforeEach(() => localStorage.clear());

  it('nothing waiting: leaves without sending or asking', async () => {
    const send = vi.fn(async () => undefined);
    const ask = vi.fn(() => false);
    expect(await mayLeaveWithUnsent(send, ask)).toBe(true);
    expect(send).not.toHaveBeenCalled();
    expect(ask).not.toHaveBeenCalled();
  });

  it('entries waiting that go out now: sent first, then leaves without asking', async () => {
    localStorage.setItem(DIARY_OUTBOX_KEY, '[{"clientKey":"k"}]');
    const ask = vi.fn(() => false);
    const leaves = await mayLeaveWithUnsent(async () => localStorage.removeItem(DIARY_OUTBOX_KEY), ask);
    expect(leaves).toBe(true);
    expect(ask).not.toHaveBeenCalled();
  });

  it('entries that cannot go: the person is asked, and staying keeps them', async () => {
    localStorage.setItem(DIARY_OUTBOX_KEY, '[{"clientKey":"k"}]');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await mayLeaveWithUnsent(failing, () => false)).toBe(false);
    expect(localStorage.getItem(DIARY_OUTBOX_KEY)).not.toBeNull();
    expect(await mayLeaveWithUnsent(failing, () => true)).toBe(true);
  });
});
