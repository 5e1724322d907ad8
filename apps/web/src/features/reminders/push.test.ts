import { mockFetch } from '@/testing/fetch';
import { pushSupport, PushPermissionError, subscribeThisDevice } from './push';

/** A browser with a service worker and the Push API, as the PWA branch will give. */
function fakePushBrowser(permission: NotificationPermission) {
  const subscribe = vi.fn(async (options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => ({
    options,
    toJSON: () => ({ endpoint: 'https://push.example.com/send/abc', expirationTime: null, keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } }),
  }));
  const registration = { pushManager: { getSubscription: vi.fn(async () => null), subscribe } };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(async () => permission) });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { subscribe };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
});

describe('Web Push in the browser', () => {
  it('is unavailable without a service worker', async () => {
    expect(await pushSupport()).toBe('unsupported');
  });

  it('subscribes with the server key and sends the subscription to the server', async () => {
    const { subscribe } = fakePushBrowser('granted');
    // The VAPID public key of web-push's documentation example: 65 bytes once decoded.
    const publicKey = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
    const { callsTo } = mockFetch({
      'GET /api/reminders/push-key': [{ body: { publicKey } }],
      'PUT /api/reminders/push-subscriptions': [{ status: 204 }],
    });
    expect(await pushSupport()).toBe('ready');
    await subscribeThisDevice();
    expect(subscribe).toHaveBeenCalledTimes(1);
    const options = subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    expect(options.applicationServerKey[0]).toBe(4);
    expect(callsTo('PUT', '/api/reminders/push-subscriptions')[0]!.body).toMatchObject({ endpoint: 'https://push.example.com/send/abc' });
  });

  it('stops when the person does not allow notifications', async () => {
    const { subscribe } = fakePushBrowser('denied');
    mockFetch({});
    await expect(subscribeThisDevice()).rejects.toBeInstanceOf(PushPermissionError);
    expect(subscribe).not.toHaveBeenCalled();
  });
});
