import { expectAccessible } from '../axe.js';
import { expect, registerUser, storeSession, test, type RegisteredUser } from '../fixtures.js';

// Issue 23, "never lose an entry", with a real outage: the app server this worker runs is stopped
// (SIGTERM) while the entry is written, so the save gets no answer at all, not a faked 503. Its port
// and DATA_DIR are kept and it starts again on them. No reloads: the person stays on the screen.

const bearer = (user: RegisteredUser) => ({ authorization: `Bearer ${user.tokens.access_token}` });
/** How often the app tries its outbox again while entries wait (apps/web/src/app/provider.tsx). */
const OUTBOX_RETRY_MS = 60_000;

test('with the server stopped, the entry waits on the device, said on the tips step; started again, it is stored once', async ({
  app,
  page,
  request,
  press,
  shot,
}) => {
  test.setTimeout(OUTBOX_RETRY_MS * 2 + 60_000);
  const user = await registerUser(request, { firstName: 'Elena' });
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });
  await page.goto('/records/daily-emotion');
  await press(page.getByText('Mal', { exact: true }));
  await press(page.getByRole('button', { name: 'Siguiente' }));
  const text = 'Se cayó todo en el trabajo y me quedé sin fuerzas para nada.';
  await page.getByRole('textbox', { name: '¿Qué pasó?' }).fill(text);

  await app.halt();
  try {
    await press(page.getByRole('button', { name: 'Siguiente' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Consejos' })).toBeVisible();
    // Said in place, where the advice would be: not sent, kept on this device.
    const waiting = page.getByRole('status').filter({ hasText: 'Pendiente de envío.' });
    await expect(waiting).toBeVisible({ timeout: 20_000 });
    await expect(waiting).toContainText('Tu entrada está en este dispositivo.');
    await expect(waiting).toBeInViewport();
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByText('¡Bien hecho!')).toHaveCount(0);
    // The device holds it, with the key that makes sending it again safe.
    const queued = await page.evaluate(() => JSON.parse(localStorage.getItem('sendero.diaryOutbox') ?? '[]') as { description: string; key: string }[]);
    expect(queued).toEqual([expect.objectContaining({ description: text, key: expect.any(String) })]);
    await expectAccessible(page, 'diary-outage-waiting');
    await shot('diary-outage-waiting');
  } finally {
    await app.resume();
  }

  // Back: the outbox sends it on its next try; the advice appears on the same screen.
  await expect(page.getByText('Consejo del modelo de prueba', { exact: true })).toBeVisible({ timeout: OUTBOX_RETRY_MS + 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Pendiente de envío.' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('sendero.diaryOutbox'))).toBeNull();
  await shot('diary-outage-stored');

  const stored = async () => ((await (await request.get('/api/diary', { headers: bearer(user) })).json()) as { data: { description: string }[] }).data;
  expect(await stored()).toEqual([expect.objectContaining({ feeling: 'BAD', description: text })]);

  await press(page.getByRole('button', { name: 'Siguiente' }));
  await expect(page.getByRole('heading', { level: 1, name: '¡Bien hecho!' })).toBeVisible();
  await press(page.getByRole('button', { name: 'Finalizar' }));
  // Home knows today's entry at once.
  await expect(page.getByRole('heading', { name: 'Hoy te sientes: Mal' })).toBeVisible();
  // Once, however the save and the outbox crossed.
  expect((await stored()).filter((entry) => entry.description === text)).toHaveLength(1);
});
