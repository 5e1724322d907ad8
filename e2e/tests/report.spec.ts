import { execFileSync, spawnSync } from 'node:child_process';
import { expectAccessible } from '../axe.js';
import { expect, registerUser, storeSession, test, type RegisteredUser } from '../fixtures.js';
import { BROWSER_TIME_ZONE } from '../support/browser-clock.js';

// "Informe para mi profesional" (decision 038): the PDF is downloaded in Chromium and read back
// with Debian's pdftotext (poppler-utils, installed by .ci/run).
const pdftotextMissing = spawnSync('pdftotext', ['-v']).error !== undefined;

const bearer = (user: RegisteredUser) => ({ authorization: `Bearer ${user.tokens.access_token}` });
const DAY_MS = 86_400_000;
const isoIn = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: BROWSER_TIME_ZONE }).format(at);
const longDate = (iso: string) => new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

test('a person downloads «Informe para mi profesional» for a period, with their entries only when they tick it', async ({
  page,
  request,
  shot,
  press,
}, testInfo) => {
  test.skip(pdftotextMissing, 'pdftotext is not installed (apt-get install -y poppler-utils): the PDF cannot be read back');
  const user = await registerUser(request, { firstName: 'Inés', lastName: 'Peña' });
  const entry = await request.post('/api/diary/entry', {
    headers: bearer(user),
    data: { feeling: 'GOOD', description: 'Caminé junto al río con mi perro y me sentí en calma.', audioUrl: '', tags: ['ejercicio'] },
  });
  expect(entry.status(), await entry.text()).toBe(201);
  const who5 = await request.post('/api/wellbeing/who5', { headers: bearer(user), data: { answers: [3, 4, 3, 2, 3] } });
  expect(who5.status(), await who5.text()).toBe(201);
  const routes = (await (await request.get('/api/routes', { headers: bearer(user) })).json()) as { id: string; title: string }[];
  const route = routes[0]!;
  expect((await request.post('/api/user-progress', { headers: bearer(user), data: { routeId: route.id } })).status()).toBe(201);
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });

  await page.goto('/profile');
  const section = page.getByRole('heading', { name: 'Informe para mi profesional' });
  await section.scrollIntoViewIfNeeded();
  const entries = page.getByRole('checkbox', { name: 'Incluir mis entradas' });
  await expect(entries).not.toBeChecked();
  const today = isoIn(new Date());
  await expect(page.getByLabel('Hasta')).toHaveValue(today);

  // A period the wrong way round is explained before anything is asked of the server.
  await page.getByLabel('Desde').fill(today);
  await page.getByLabel('Hasta').fill(isoIn(new Date(Date.now() - 3 * DAY_MS)));
  await press(page.getByRole('button', { name: 'Descargar el informe (PDF)' }));
  await expect(page.getByRole('alert')).toHaveText('La fecha de inicio no puede ser posterior a la fecha de fin.');
  await expectAccessible(page, 'professional-summary-error');
  await shot('report-period-error');
  await page.locator('#informe').screenshot({ path: testInfo.outputPath('report-period-error-card.png'), animations: 'disabled' });

  const from = isoIn(new Date(Date.now() - 6 * DAY_MS));
  await page.getByLabel('Desde').fill(from);
  await page.getByLabel('Hasta').fill(today);
  const read = async (name: string) => {
    const downloading = page.waitForEvent('download');
    await press(page.getByRole('button', { name: 'Descargar el informe (PDF)' }));
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`informe-sendero-${today}.pdf`);
    const file = testInfo.outputPath(name);
    await download.saveAs(file);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  };

  const withoutEntries = await read('informe.pdf');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(withoutEntries).toContain(`Periodo: del ${longDate(from)} al ${longDate(today)} (7 días).`);
  expect(withoutEntries).toContain('Inés Peña');
  expect(withoutEntries).toContain(`${longDate(today)} 15 60 %`);
  expect(withoutEntries).toContain(route.title);
  expect(withoutEntries).toContain('Ejercicio');
  expect(withoutEntries).not.toContain('Caminé junto al río');

  await press(entries);
  await expect(entries).toBeChecked();
  await expectAccessible(page, 'professional-summary');
  await shot('report-section');
  // The card alone, to look at without scrolling a whole profile.
  await page.locator('#informe').screenshot({ path: testInfo.outputPath('report-section-card.png'), animations: 'disabled' });
  const withEntries = await read('informe-con-entradas.pdf');
  expect(withEntries).toContain('Mis entradas');
  expect(withEntries).toContain('Caminé junto al río con mi perro y me sentí en calma.');
});
