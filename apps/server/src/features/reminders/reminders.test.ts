import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo, Socket } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PUSH_DEVICES, reminderMessages, type ReminderSettings } from '@sendero/shared';
import { openPostgres } from '../../db/client.js';
import { pushSubscriptions, reminderDeliveries, reminders } from './reminders.tables.js';
import { EMAIL_QUEUE } from './reminder-jobs.js';
import { createTestDatabase } from '../../test/database.js';
import { unzipText } from '../../test/zip.js';
import { registerUser } from '../../test/factories.js';
import { CapturingMailer, createTestApp, type TestApp } from '../../test/test-app.js';
import { createPushSender, PUSH_TIMEOUT_MS } from './push.js';
import { DEFAULT_PUSH_SERVICE_HOSTS, loadConfig } from '../../config.js';
import { dueDate, wallClock } from './schedule.js';

type Person = Awaited<ReturnType<typeof registerUser>>;

/** A local push service (web-push-testing's model and routes) on loopback, on a free port. */
async function startPushService() {
  const require = createRequire(import.meta.url);
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => { notifyUrl: string } };
  const Server = require('web-push-testing/src/server.js') as new (
    model: unknown,
    port: number,
  ) => {
    _app: http.RequestListener;
    setRequestHandlers(): void;
  };
  const model = new PushApiModel();
  const service = new Server(model, 0);
  service.setRequestHandlers();
  const server = http.createServer(service._app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  model.notifyUrl = `${base}/notify/`;
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, json: (await response.json().catch(() => null)) as { data: Record<string, unknown> } | null };
  };
  return {
    async subscribe(applicationServerKey: string) {
      const { json } = await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey });
      return json!.data as { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string };
    },
    async messages(clientHash: string): Promise<string[]> {
      const { json } = await post('/get-notifications', { clientHash });
      return (json!.data as { messages: string[] }).messages;
    },
    async expire(clientHash: string) {
      await post(`/expire-subscription/${clientHash}`, {});
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const vapidKeys = webPush.generateVAPIDKeys();
// The local push service listens on loopback over plain http: the allow-list names it, as PUSH_SERVICE_HOSTS would.
const push = createPushSender({ keys: vapidKeys, subject: 'mailto:no-reply@sendero.test', allowedHosts: ['127.0.0.1'], allowHttpEndpoints: true });

let t: TestApp;
let mailer: CapturingMailer;
let pushService: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  mailer = new CapturingMailer();
  t = await createTestApp({ mailer, push, jobs: true });
  pushService = await startPushService();
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

const save = (person: Person, body: unknown) => t.app.inject({ method: 'PUT', url: '/api/reminders', headers: person.auth, payload: body as object });
const mailsTo = (person: Person) => mailer.sent.filter((message) => message.to === person.email);
/** One scheduler run at the instant `iso`; then the clock is back to now, so access tokens stay valid. */
async function tickAt(iso: string) {
  t.clock.set(new Date(iso));
  try {
    return await t.app.reminderJobs.tick();
  } finally {
    t.clock.set(new Date());
  }
}

describe('reminder settings', () => {
  it('answers the defaults before the first save, then what was saved, never cached', async () => {
    const person = await registerUser(t);
    const before = await t.app.inject({ method: 'GET', url: '/api/reminders', headers: person.auth });
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.json()).toEqual({ enabled: false, time: '20:00', timeZone: 'Europe/Madrid', channels: ['email'], updatedAt: null });

    const saved = await save(person, { enabled: true, time: '07:45', timeZone: 'America/Santiago', channels: ['email', 'push'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<ReminderSettings>()).toMatchObject({ enabled: true, time: '07:45', timeZone: 'America/Santiago', channels: ['email', 'push'] });
    const after = await t.app.inject({ method: 'GET', url: '/api/reminders', headers: person.auth });
    expect(after.json<ReminderSettings>().updatedAt).not.toBeNull();
    expect(after.json<ReminderSettings>().time).toBe('07:45');

    // Each person sees only their own.
    const other = await registerUser(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/reminders', headers: other.auth })).json<ReminderSettings>().updatedAt).toBeNull();
  });

  it('refuses bad input with Spanish sentences, never a 500', async () => {
    const person = await registerUser(t);
    const valid = { enabled: true, time: '20:00', timeZone: 'Europe/Madrid', channels: ['email'] };
    const cases: [object, string][] = [
      [{ ...valid, time: '24:00' }, reminderMessages.timeInvalid],
      [{ ...valid, time: '7:5' }, reminderMessages.timeInvalid],
      [{ ...valid, timeZone: 'Marte/Base' }, reminderMessages.timeZoneInvalid],
      [{ ...valid, timeZone: '+01:00' }, reminderMessages.timeZoneInvalid],
      [{ ...valid, channels: [] }, reminderMessages.channelsInvalid],
      [{ ...valid, channels: ['sms'] }, reminderMessages.channelsInvalid],
      [{ ...valid, channels: ['email', 'email'] }, reminderMessages.channelsInvalid],
      [{ ...valid, enabled: 'sí' }, reminderMessages.enabledInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await save(person, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/reminders' })).statusCode).toBe(401);
  });
});

describe('the scheduler', () => {
  it('sends one warm Spanish email at the local time, once a day, with a one-click stop', async () => {
    const person = await registerUser(t, { firstName: 'Marta' });
    await save(person, { enabled: true, time: '20:00', timeZone: 'Europe/Madrid', channels: ['email'] });
    await tickAt('2027-06-10T17:59:00Z'); // 19:59 in Madrid (CEST)
    expect(mailsTo(person)).toHaveLength(0);
    await tickAt('2027-06-10T18:00:00Z');
    await tickAt('2027-06-10T18:00:30Z');
    await tickAt('2027-06-10T21:00:00Z');
    expect(mailsTo(person)).toHaveLength(1);
    const [mail] = mailsTo(person);
    expect(mail!.subject).toBe('Un momento para ti');
    expect(mail!.text).toContain('Hola, Marta:');
    expect(mail!.text).toContain('http://sendero.test/records/daily-intro');
    expect(mail!.text).not.toMatch(/racha|olvidaste|no has escrito|perdiste/i);
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/sendero\.test\/api\/reminders\/unsubscribe\/[A-Za-z0-9_-]{43}>$/);
    // The next day, again once.
    await tickAt('2027-06-11T18:01:00Z');
    expect(mailsTo(person)).toHaveLength(2);
  });

  it('starts tomorrow when the chosen time has already passed today as the person saves', async () => {
    // Signed in and saving at 20:30 in Madrid.
    t.clock.set(new Date('2027-06-20T18:30:00Z'));
    const person = await registerUser(t);
    const saved = await save(person, { enabled: true, time: '20:00', timeZone: 'Europe/Madrid', channels: ['email'] });
    t.clock.set(new Date());
    expect(saved.statusCode).toBe(200);
    await tickAt('2027-06-20T18:31:00Z');
    expect(mailsTo(person)).toHaveLength(0);
    await tickAt('2027-06-21T18:00:00Z');
    expect(mailsTo(person)).toHaveLength(1);
  });

  it('skips a day the person already wrote, and a reminder more than three hours late', async () => {
    const person = await registerUser(t);
    await save(person, { enabled: true, time: '09:00', timeZone: 'Europe/Madrid', channels: ['email'] });
    // An entry written at 08:30 that morning (inserted as it is stored; the diary owns its table).
    await t.db.execute(
      sql`insert into diary_records (user_id, feeling, description, created_at) values (${person.user.id}, 'GOOD', 'Hoy desayuné con calma.', '2027-06-12T06:30:00Z')`,
    );
    await tickAt('2027-06-12T07:05:00Z');
    expect(mailsTo(person)).toHaveLength(0);
    // Yesterday's entry does not count for today.
    await tickAt('2027-06-13T07:05:00Z');
    expect(mailsTo(person)).toHaveLength(1);
    // Down from 09:00 to 12:30: too late for today's; tomorrow's comes as usual.
    await tickAt('2027-06-14T10:30:00Z');
    expect(mailsTo(person)).toHaveLength(1);
    await tickAt('2027-06-15T07:00:00Z');
    expect(mailsTo(person)).toHaveLength(2);
  });

  it('is right across daylight saving in Europe/Madrid (last Sundays of March and October)', async () => {
    const person = await registerUser(t);
    await save(person, { enabled: true, time: '02:30', timeZone: 'Europe/Madrid', channels: ['email'] });
    // 28 March 2027: 02:00 jumps to 03:00, so 02:30 never happens; it fires at 03:00, once.
    await tickAt('2027-03-28T00:59:00Z');
    expect(mailsTo(person)).toHaveLength(0);
    expect(wallClock(new Date('2027-03-28T01:00:00Z'), 'Europe/Madrid')).toEqual({ date: '2027-03-28', minutes: 180 });
    await tickAt('2027-03-28T01:00:00Z');
    await tickAt('2027-03-28T01:30:00Z');
    expect(mailsTo(person)).toHaveLength(1);
    // 31 October 2027: 02:30 happens twice (CEST, then CET); it fires on the first only.
    await tickAt('2027-10-31T00:30:00Z');
    expect(mailsTo(person)).toHaveLength(2);
    await tickAt('2027-10-31T01:30:00Z');
    expect(wallClock(new Date('2027-10-31T01:30:00Z'), 'Europe/Madrid').minutes).toBe(150);
    expect(mailsTo(person)).toHaveLength(2);
    await tickAt('2027-11-01T01:30:00Z');
    expect(mailsTo(person)).toHaveLength(3);
  });

  it('is right across daylight saving in America/Santiago (early April and early September)', async () => {
    const person = await registerUser(t);
    await save(person, { enabled: true, time: '23:30', timeZone: 'America/Santiago', channels: ['email'] });
    // Saturday 3 April 2027: at midnight clocks go back to 23:00, so 23:30 happens twice: one email.
    await tickAt('2027-04-04T02:30:00Z');
    await tickAt('2027-04-04T03:30:00Z');
    expect(wallClock(new Date('2027-04-04T03:30:00Z'), 'America/Santiago')).toEqual({ date: '2027-04-03', minutes: 23 * 60 + 30 });
    expect(mailsTo(person)).toHaveLength(1);

    await save(person, { enabled: true, time: '00:30', timeZone: 'America/Santiago', channels: ['email'] });
    // Sunday 5 September 2027: 00:00 jumps to 01:00, so 00:30 never happens; it fires at 01:00.
    await tickAt('2027-09-05T03:59:00Z');
    expect(mailsTo(person)).toHaveLength(1);
    await tickAt('2027-09-05T04:00:00Z');
    await tickAt('2027-09-05T04:20:00Z');
    expect(mailsTo(person)).toHaveLength(2);
  });

  it('never sends twice when two processes on one database tick at the same moment', async () => {
    const database = await createTestDatabase();
    // A second pool on the same database when it is PostgreSQL: another process, another connection.
    const second = database.kind === 'postgres' ? openPostgres(database.jobQueue.connectionString!, 5) : database;
    const mailOne = new CapturingMailer();
    const mailTwo = new CapturingMailer();
    const one = await createTestApp({ database, mailer: mailOne, jobs: true });
    const two = await createTestApp({ database: second, mailer: mailTwo, jobs: true });
    try {
      const people = await Promise.all(Array.from({ length: 8 }, () => registerUser(one)));
      for (const person of people) {
        await one.app.inject({
          method: 'PUT',
          url: '/api/reminders',
          headers: person.auth,
          payload: { enabled: true, time: '20:00', timeZone: 'Europe/Madrid', channels: ['email'] },
        });
      }
      for (const instant of ['2027-06-10T18:00:00Z', '2027-06-10T18:00:30Z', '2027-06-10T18:01:00Z']) {
        one.clock.set(new Date(instant));
        two.clock.set(new Date(instant));
        await Promise.all([one.app.reminderJobs.tick(), two.app.reminderJobs.tick(), one.app.reminderJobs.tick()]);
      }
      const sent = [...mailOne.sent, ...mailTwo.sent].map((message) => message.to).sort();
      expect(sent).toEqual(people.map((person) => person.email).sort());
      const [row] = await one.db.select({ lastSentOn: reminders.lastSentOn }).from(reminders).where(eq(reminders.userId, people[0]!.user.id));
      expect(row!.lastSentOn).toBe('2027-06-10');
    } finally {
      await two.close();
      await one.close();
      if (second !== database) await second.close();
      await database.close();
    }
  });
});

describe('no reminder twice after a crash (decision 059)', () => {
  const deliveries = (person: Person) =>
    t.db
      .select({ localDate: reminderDeliveries.localDate, channel: reminderDeliveries.channel })
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.userId, person.user.id));

  it('a job run again after SMTP took its email sends nothing: the delivery was recorded as it went out', async () => {
    const person = await registerUser(t);
    await save(person, { enabled: true, time: '20:00', timeZone: 'Europe/Madrid', channels: ['email'] });
    await tickAt('2027-07-01T18:00:00Z');
    expect(mailsTo(person)).toHaveLength(1);
    // The process died after SMTP accepted and before the job was marked done: pg-boss hands the same job out again.
    await t.jobs!.send(EMAIL_QUEUE, { userId: person.user.id, localDate: '2027-07-01', lateAfter: '2027-07-01T21:00:00.000Z' });
    await tickAt('2027-07-01T18:03:00Z');
    expect(mailsTo(person)).toHaveLength(1);
    expect(await deliveries(person)).toEqual([{ localDate: '2027-07-01', channel: 'email' }]);
  });

  it('a due reminder whose delivery is already recorded sends nothing; records older than three days are pruned by the tick', async () => {
    const person = await registerUser(t);
    await save(person, { enabled: true, time: '21:00', timeZone: 'Europe/Madrid', channels: ['email'] });
    await t.db.insert(reminderDeliveries).values([
      { userId: person.user.id, channel: 'email', localDate: '2027-07-02', deliveredAt: new Date('2027-07-02T19:00:00Z') },
      { userId: person.user.id, channel: 'email', localDate: '2027-06-20', deliveredAt: new Date('2027-06-20T19:00:00Z') },
    ]);
    await tickAt('2027-07-02T19:00:00Z');
    expect(mailsTo(person)).toHaveLength(0);
    const [row] = await t.db.select({ lastSentOn: reminders.lastSentOn }).from(reminders).where(eq(reminders.userId, person.user.id));
    expect(row!.lastSentOn).toBe('2027-07-02');
    expect(await deliveries(person)).toEqual([{ localDate: '2027-07-02', channel: 'email' }]);
    // The next day goes out as usual.
    await tickAt('2027-07-03T19:00:00Z');
    expect(mailsTo(person)).toHaveLength(1);
  });
});

describe('reminders as jobs (decision 040)', () => {
  it(
    'two instances on one database, each ticking and working the queues, hand each due person over exactly once; hanging pushes delay no email',
    { timeout: 60_000 },
    async () => {
      // Takes every request and never answers.
      const sockets = new Set<Socket>();
      const hanging = http.createServer(() => {});
      hanging.on('connection', (socket) => sockets.add(socket));
      await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
      const hangingBase = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
      const database = await createTestDatabase();
      const second = database.kind === 'postgres' ? openPostgres(database.jobQueue.connectionString!, 5) : database;
      const mailOne = new CapturingMailer();
      const mailTwo = new CapturingMailer();
      const one = await createTestApp({ database, mailer: mailOne, push, jobs: true });
      const two = await createTestApp({ database: second, mailer: mailTwo, push, jobs: true });
      try {
        const people = await Promise.all(Array.from({ length: 30 }, () => registerUser(one)));
        const settings = { enabled: true, time: '20:00', timeZone: 'Europe/Madrid' };
        for (const [index, person] of people.entries()) {
          // One in three also has a phone whose push service never answers.
          const withPush = index % 3 === 0;
          if (withPush) {
            const keys = (await pushService.subscribe(vapidKeys.publicKey)).keys;
            await one.app.inject({
              method: 'PUT',
              url: '/api/reminders/push-subscriptions',
              headers: person.auth,
              payload: { endpoint: `${hangingBase}/push/${index}`, keys },
            });
          }
          await one.app.inject({
            method: 'PUT',
            url: '/api/reminders',
            headers: person.auth,
            payload: { ...settings, channels: withPush ? ['email', 'push'] : ['email'] },
          });
        }
        // One already wrote that evening: skipped (inserted as it is stored; the diary owns its table).
        const wrote = people[1]!;
        await one.db.execute(
          sql`insert into diary_records (user_id, feeling, description, created_at) values (${wrote.user.id}, 'GOOD', 'Hoy ya escribí.', '2027-06-10T17:30:00Z')`,
        );
        const due = new Date('2027-06-10T18:00:00Z'); // 20:00 in Madrid
        one.clock.set(due);
        two.clock.set(due);
        const started = Date.now();
        await Promise.all([one.app.reminderJobs.start(), two.app.reminderJobs.start()]);
        const expected = people.filter((person) => person !== wrote).map((person) => person.email);
        const sent = () => [...mailOne.sent, ...mailTwo.sent].map((message) => message.to);
        while (sent().length < expected.length && Date.now() - started < 20_000) await new Promise((resolve) => setTimeout(resolve, 50));
        const allHandedOverMs = Date.now() - started;
        // Ten people's pushes hang for PUSH_TIMEOUT_MS each; every email is out well before one of them times out.
        expect(allHandedOverMs).toBeLessThan(PUSH_TIMEOUT_MS);
        // Another round of ticks, and time for any second delivery to show.
        await Promise.all([one.app.reminderJobs.tick(), two.app.reminderJobs.tick()]);
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        expect(sent().sort()).toEqual(expected.sort());
        // The work was shared (pg-boss hands each job to one worker).
        expect(mailOne.sent.length + mailTwo.sent.length).toBe(expected.length);
      } finally {
        for (const socket of sockets) socket.destroy();
        hanging.close();
        await two.close();
        await one.close();
        if (second !== database) await second.close();
        await database.close();
      }
    },
  );
});

describe('Web Push', () => {
  it('delivers the reminder to a subscribed browser and forgets a subscription that is gone', async () => {
    const person = await registerUser(t);
    const key = await t.app.inject({ method: 'GET', url: '/api/reminders/push-key', headers: person.auth });
    expect(key.json()).toEqual({ publicKey: vapidKeys.publicKey });
    const browser = await pushService.subscribe(key.json<{ publicKey: string }>().publicKey);
    const subscribed = await t.app.inject({
      method: 'PUT',
      url: '/api/reminders/push-subscriptions',
      headers: person.auth,
      payload: { endpoint: browser.endpoint, expirationTime: null, keys: browser.keys },
    });
    expect(subscribed.statusCode).toBe(204);
    await save(person, { enabled: true, time: '21:00', timeZone: 'Europe/Madrid', channels: ['push'] });
    await tickAt('2027-07-01T19:00:00Z');
    expect(mailsTo(person)).toHaveLength(0);
    const messages = await pushService.messages(browser.clientHash);
    expect(messages.map((message) => JSON.parse(message) as unknown)).toEqual([
      { title: 'Un momento para ti', body: 'Si te apetece, cuéntale a tu diario cómo te sientes hoy.', url: '/records/daily-intro' },
    ]);

    // The browser unsubscribed: the push service answers 410 and the subscription is deleted.
    await pushService.expire(browser.clientHash);
    await tickAt('2027-07-02T19:00:00Z');
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, person.user.id))).toHaveLength(0);
  });

  it('refuses a malformed subscription and never removes another person’s', async () => {
    const owner = await registerUser(t);
    const stranger = await registerUser(t);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/reminders/push-subscriptions',
      headers: owner.auth,
      payload: { endpoint: 'no es una url', keys: {} },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(reminderMessages.subscriptionInvalid);
    const browser = await pushService.subscribe(vapidKeys.publicKey);
    await t.app.inject({
      method: 'PUT',
      url: '/api/reminders/push-subscriptions',
      headers: owner.auth,
      payload: { endpoint: browser.endpoint, keys: browser.keys },
    });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/reminders/push-subscriptions',
      headers: stranger.auth,
      payload: { endpoint: browser.endpoint },
    });
    expect(removed.statusCode).toBe(204);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, owner.user.id))).toHaveLength(1);
    await t.app.inject({ method: 'DELETE', url: '/api/reminders/push-subscriptions', headers: owner.auth, payload: { endpoint: browser.endpoint } });
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, owner.user.id))).toHaveLength(0);
  });

  it('posts only to the push services of the allow-list, over https (no SSRF)', async () => {
    const production = createPushSender({ keys: vapidKeys, subject: 'mailto:a@b.c', allowedHosts: DEFAULT_PUSH_SERVICE_HOSTS });
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx1',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ]) {
      expect(production.acceptsEndpoint(endpoint), endpoint).toBe(true);
    }
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'http://127.0.0.1:9000/notify/abc',
      'https://127.0.0.1/notify/abc',
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.5/push',
      'https://[::1]/push',
      'https://intranet.local/push',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://evilpush.apple.com/x',
      'https://push.apple.com/x',
      'https://user:secret@fcm.googleapis.com/fcm/send/abc',
    ]) {
      expect(production.acceptsEndpoint(endpoint), endpoint).toBe(false);
    }
    // PUSH_SERVICE_HOSTS replaces the list; unset, the browsers' services.
    expect(loadConfig({}).pushServiceHosts).toEqual(DEFAULT_PUSH_SERVICE_HOSTS);
    expect(loadConfig({ PUSH_SERVICE_HOSTS: 'push.example.org, *.Push.Example.net' }).pushServiceHosts).toEqual(['push.example.org', '*.push.example.net']);
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: 'https://push.example.org/' })).toThrow(/PUSH_SERVICE_HOSTS/);

    // Through the API: an https address of the server's own network is refused in Spanish.
    const person = await registerUser(t);
    const browser = await pushService.subscribe(vapidKeys.publicKey);
    for (const endpoint of ['https://169.254.169.254/latest/meta-data/', 'https://intranet.example/push', 'https://localhost/push']) {
      const refused = await t.app.inject({
        method: 'PUT',
        url: '/api/reminders/push-subscriptions',
        headers: person.auth,
        payload: { endpoint, keys: browser.keys },
      });
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json().message).toEqual([reminderMessages.pushServiceNotAllowed]);
    }
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, person.user.id))).toHaveLength(0);
  });

  it(`keeps at most ${MAX_PUSH_DEVICES} devices per person; the same device saving again still works`, async () => {
    const person = await registerUser(t);
    const subscribe = (browser: { endpoint: string; keys: { p256dh: string; auth: string } }) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/reminders/push-subscriptions',
        headers: person.auth,
        payload: { endpoint: browser.endpoint, keys: browser.keys },
      });
    const browsers = [];
    for (let i = 0; i < MAX_PUSH_DEVICES; i++) browsers.push(await pushService.subscribe(vapidKeys.publicKey));
    for (const browser of browsers) expect((await subscribe(browser)).statusCode).toBe(204);
    const oneTooMany = await subscribe(await pushService.subscribe(vapidKeys.publicKey));
    expect(oneTooMany.statusCode).toBe(400);
    expect(oneTooMany.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: [reminderMessages.tooManyDevices] });
    expect((await subscribe(browsers[3]!)).statusCode).toBe(204);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, person.user.id))).toHaveLength(MAX_PUSH_DEVICES);
  });

  it('never lets another account take over a device by presenting its endpoint (409, nothing changed)', async () => {
    const owner = await registerUser(t);
    const intruder = await registerUser(t);
    const browser = await pushService.subscribe(vapidKeys.publicKey);
    const own = await t.app.inject({
      method: 'PUT',
      url: '/api/reminders/push-subscriptions',
      headers: owner.auth,
      payload: { endpoint: browser.endpoint, keys: browser.keys },
    });
    expect(own.statusCode).toBe(204);
    const otherKeys = (await pushService.subscribe(vapidKeys.publicKey)).keys;
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/reminders/push-subscriptions',
      headers: intruder.auth,
      payload: { endpoint: browser.endpoint, keys: otherKeys },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ statusCode: 409, error: 'Conflict', message: [reminderMessages.deviceTakenByOtherAccount] });
    const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.endpoint));
    expect(rows.map((row) => [row.userId, row.p256dh, row.auth])).toEqual([[owner.user.id, browser.keys.p256dh, browser.keys.auth]]);
  });

  it('a push service that never answers does not delay anyone else’s reminder', { timeout: 30_000 }, async () => {
    // Takes every request and never answers.
    const sockets = new Set<Socket>();
    let requests = 0;
    const hanging = http.createServer(() => void requests++);
    hanging.on('connection', (socket) => sockets.add(socket));
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const hangingBase = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
    const own = new CapturingMailer();
    const app = await createTestApp({ mailer: own, push, jobs: true });
    let tick: Promise<unknown> | undefined;
    try {
      const slow = await registerUser(app);
      const keys = (await pushService.subscribe(vapidKeys.publicKey)).keys;
      for (const device of ['a', 'b', 'c']) {
        const saved = await app.app.inject({
          method: 'PUT',
          url: '/api/reminders/push-subscriptions',
          headers: slow.auth,
          payload: { endpoint: `${hangingBase}/push/${device}`, keys },
        });
        expect(saved.statusCode).toBe(204);
      }
      const other = await registerUser(app);
      const settings = { enabled: true, time: '21:00', timeZone: 'Europe/Madrid' };
      await app.app.inject({ method: 'PUT', url: '/api/reminders', headers: slow.auth, payload: { ...settings, channels: ['push'] } });
      await app.app.inject({ method: 'PUT', url: '/api/reminders', headers: other.auth, payload: { ...settings, channels: ['email'] } });

      app.clock.set(new Date('2027-07-05T19:00:00Z'));
      const started = Date.now();
      tick = app.app.reminderJobs.tick();
      while (!own.sent.some((message) => message.to === other.email) && Date.now() - started < 8_000) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(own.sent.map((message) => message.to)).toEqual([other.email]);
      expect(Date.now() - started).toBeLessThan(2_000);
      // The three were tried at once, and the run ends when they time out, not three times later.
      await tick;
      expect(requests).toBe(3);
      expect(Date.now() - started).toBeLessThan(PUSH_TIMEOUT_MS + 2_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      hanging.close();
      await tick;
      await app.close();
    }
  });
});

describe('the stop link', () => {
  it('stops the emails without signing in, by the page or by the mail client (RFC 8058), as often as it is used', async () => {
    const person = await registerUser(t);
    await save(person, { enabled: true, time: '08:00', timeZone: 'Europe/Madrid', channels: ['email'] });
    await tickAt('2027-08-02T06:00:00Z');
    const link = /<([^>]+)>/.exec(mailsTo(person)[0]!.headers!['List-Unsubscribe']!)![1]!;
    const url = new URL(link).pathname;
    const first = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(reminderMessages.unsubscribed);
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(200);
    const settings = (await t.app.inject({ method: 'GET', url: '/api/reminders', headers: person.auth })).json<ReminderSettings>();
    expect(settings.enabled).toBe(false);
    await tickAt('2027-08-03T06:00:00Z');
    expect(mailsTo(person)).toHaveLength(1);
    // The page link in the body carries the same token.
    expect(mailsTo(person)[0]!.text).toContain(`http://sendero.test/reminders/stop/${url.split('/').pop()}`);
  });

  it('keeps push when the person had both, and refuses a forged token', async () => {
    const person = await registerUser(t);
    await save(person, { enabled: true, time: '08:00', timeZone: 'Europe/Madrid', channels: ['email', 'push'] });
    await tickAt('2027-08-04T06:00:00Z');
    const link = /<([^>]+)>/.exec(mailsTo(person)[0]!.headers!['List-Unsubscribe']!)![1]!;
    await t.app.inject({ method: 'POST', url: new URL(link).pathname });
    expect((await t.app.inject({ method: 'GET', url: '/api/reminders', headers: person.auth })).json<ReminderSettings>()).toMatchObject({
      enabled: true,
      channels: ['push'],
    });

    const token = link.split('/').pop()!;
    const forged = `${token.slice(0, 30)}${token[30] === 'A' ? 'B' : 'A'}${token.slice(31)}`;
    const refused = await t.app.inject({ method: 'POST', url: `/api/reminders/unsubscribe/${forged}` });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toEqual([reminderMessages.unsubscribeInvalid]);
    expect((await t.app.inject({ method: 'POST', url: '/api/reminders/unsubscribe/corto' })).statusCode).toBe(404);
  });
});

describe('due-ness', () => {
  it('reads the wall clock of the zone', () => {
    const reminder = { time: '20:00', timeZone: 'America/Santiago', lastSentOn: null };
    expect(dueDate(reminder, new Date('2027-06-11T00:00:00Z'))).toBe('2027-06-10'); // 20:00 in Santiago (-04)
    expect(dueDate({ ...reminder, lastSentOn: '2027-06-10' }, new Date('2027-06-11T00:00:00Z'))).toBeNull();
    expect(dueDate(reminder, new Date('2027-06-10T23:59:00Z'))).toBeNull();
  });

  it('sends a late one just after midnight for the day before, and that day’s own later', () => {
    const reminder = { time: '23:30', timeZone: 'Europe/Madrid', lastSentOn: '2027-06-09' };
    // 00:15 on 11 June in Madrid: yesterday's 23:30 is 45 minutes late.
    expect(dueDate(reminder, new Date('2027-06-10T22:15:00Z'))).toBe('2027-06-10');
    expect(dueDate({ ...reminder, lastSentOn: '2027-06-10' }, new Date('2027-06-10T22:15:00Z'))).toBeNull();
    expect(dueDate({ ...reminder, lastSentOn: '2027-06-10' }, new Date('2027-06-11T21:30:00Z'))).toBe('2027-06-11');
    // Across a month and a year.
    expect(dueDate({ time: '23:00', timeZone: 'UTC', lastSentOn: null }, new Date('2028-01-01T00:30:00Z'))).toBe('2027-12-31');
    // Never the stale one of the morning before.
    expect(dueDate({ time: '23:00', timeZone: 'UTC', lastSentOn: null }, new Date('2028-01-01T02:01:00Z'))).toBeNull();
  });

  it('goes into the export without any device key', async () => {
    const person = await registerUser(t);
    await save(person, { enabled: true, time: '08:00', timeZone: 'Europe/Madrid', channels: ['email', 'push'] });
    const browser = await pushService.subscribe(vapidKeys.publicKey);
    await t.app.inject({
      method: 'PUT',
      url: '/api/reminders/push-subscriptions',
      headers: person.auth,
      payload: { endpoint: browser.endpoint, keys: browser.keys },
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: person.auth });
    const json = await unzipText(response.rawPayload, 'sendero-export.json');
    const document = JSON.parse(json) as { reminders: unknown[] };
    expect(document.reminders).toEqual([
      { enabled: true, time: '08:00', timeZone: 'Europe/Madrid', channels: ['email', 'push'], updatedAt: expect.any(String) },
    ]);
    expect(json).not.toContain(browser.keys.auth);
    expect(json).not.toContain(browser.endpoint);
  });

  it('leaves the reminder rows to the account: erasure removes them', async () => {
    const person = await registerUser(t);
    await save(person, { enabled: true, time: '08:00', timeZone: 'Europe/Madrid', channels: ['email'] });
    const erased = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: person.auth, payload: { password: person.password } });
    expect(erased.statusCode).toBe(204);
    expect(await t.db.select().from(reminders).where(eq(reminders.userId, person.user.id))).toHaveLength(0);
  });
});
