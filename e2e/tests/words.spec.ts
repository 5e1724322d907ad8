import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, registerUser, storeSession, test, type TokenPair } from '../fixtures.js';

// Every word a person reads or hears on the main screens, including what libraries draw (a toast's
// close button, a sortable list's announcements, a player's controls): the visible text and the
// aria-label, title, placeholder, aria-roledescription, aria-valuetext and alt of what is not
// hidden. Each goes through hunspell es_ES, as apps/web/src/spelling.test.ts does for the source's
// string literals; a word it does not know fails, unless spelling-allow-list.txt names it.

const here = path.dirname(fileURLToPath(import.meta.url));
const allowList = path.resolve(here, '../../apps/web/src/spelling-allow-list.txt');
const hasHunspell = fs.existsSync('/usr/share/hunspell/es_ES.dic') && fs.existsSync('/usr/bin/hunspell');

/** What the screen shows and says, as strings. */
function readScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const spoken = ['aria-label', 'title', 'placeholder', 'aria-roledescription', 'aria-valuetext', 'alt'];
    // Long lists of places (time zones, countries) are names the browser's CLDR data spells in
    // Spanish, not words: their options are left out, the select's label is not.
    const placeLists = [...document.querySelectorAll('select')].filter((select) => select.options.length > 50);
    const hidden = placeLists.map((select) => [select, select.style.display] as const);
    for (const [select] of hidden) select.style.display = 'none';
    const texts = [document.title, document.body.innerText];
    for (const [select, display] of hidden) select.style.display = display;
    for (const element of document.querySelectorAll(spoken.map((name) => `[${name}]`).join(','))) {
      if (element.closest('[aria-hidden="true"], [hidden]') || (element instanceof HTMLElement && !element.checkVisibility({ visibilityProperty: true }))) {
        // An input hidden to the eye may still be read (sr-only radios): keep what has a label.
        if (!(element instanceof HTMLInputElement)) continue;
      }
      for (const name of spoken) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** Words as the spelling test splits them: no identifiers, addresses, numbers, acronyms or camelCase. */
function wordsOf(text: string): string[] {
  const prose = text
    .split(/\s+/)
    .filter((token) => !/[_/@\d]|\.\w/.test(token))
    .join(' ');
  return (prose.match(/[\p{L}][\p{L}'’]*/gu) ?? [])
    .map((word) => word.replace(/['’]+$/, ''))
    .filter((word) => word.length > 1 && !/^[A-ZÁÉÍÓÚÑ]+$/.test(word) && !/\p{Ll}\p{Lu}/u.test(word));
}

class WordBook {
  private readonly whereFirst = new Map<string, string>();
  async read(page: Page, screen: string) {
    for (const text of await readScreen(page)) {
      for (const word of wordsOf(text)) {
        if (this.whereFirst.has(word)) continue;
        const at = text.indexOf(word);
        this.whereFirst.set(word, `${screen}: «${text.slice(Math.max(0, at - 30), at + word.length + 30).replace(/\s+/g, ' ')}»`);
      }
    }
  }
  /**
   * Words that are data, not the app's: the names of registered people, and the titles other tests
   * give the routes they create (with random suffixes), shown in lists beside the demo's.
   */
  private readonly names = new Set<string>();
  dataIn(texts: string[]) {
    for (const text of texts) for (const word of wordsOf(text)) this.names.add(word);
  }
  /** Words hunspell es_ES does not know and the allow-list does not name, each with the first screen it was on. */
  unknown(): string[] {
    const allowed = new Set(
      fs
        .readFileSync(allowList, 'utf8')
        .split('\n')
        .map((line) => line.replace(/#.*/, '').trim())
        .filter(Boolean),
    );
    const unknown = execFileSync('hunspell', ['-d', 'es_ES', '-l'], { input: [...this.whereFirst.keys()].join('\n'), encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    return [...new Set(unknown)].filter((word) => !allowed.has(word) && !this.names.has(word)).map((word) => `${word}  (${this.whereFirst.get(word)})`);
  }
}

async function visit(page: Page, book: WordBook, pathname: string) {
  await page.goto(pathname);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main').first()).toBeVisible();
  await book.read(page, pathname);
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Titles and descriptions of every route but the demo one walked: other tests' data in the lists. */
async function otherRoutes(request: APIRequestContext, token: string, demoRouteId: string): Promise<string[]> {
  const routes = (await (await request.get('/api/routes', { headers: bearer(token) })).json()) as { id: string; title: string; description: string }[];
  return routes.filter((route) => route.id !== demoRouteId).flatMap((route) => [route.title, route.description]);
}
/** The demo's first route, by its title: other tests create and reorder routes of their own. */
async function firstDemo(request: APIRequestContext, token: string) {
  const routes = (await (await request.get('/api/routes', { headers: bearer(token) })).json()) as { id: string; title: string }[];
  const routeId = (routes.find((route) => route.title === 'Conoce tus emociones') ?? routes[0]!).id;
  const answer = (await (await request.get(`/api/contents?routeId=${routeId}`, { headers: bearer(token) })).json()) as
    { id: string; type: string }[] | { data: { id: string; type: string }[] };
  return { routeId, contents: Array.isArray(answer) ? answer : answer.data };
}

test.skip(!hasHunspell, 'needs hunspell and hunspell-es');

test('every word a person reads on the main screens is Spanish, the libraries’ too', async ({ page, request, press }) => {
  test.setTimeout(120_000);
  const user = await registerUser(request, { firstName: 'Lucía', lastName: 'García' });
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });
  const book = new WordBook();
  const demo = await firstDemo(request, user.tokens.access_token);
  for (const pathname of [
    '/',
    '/calendar',
    '/records',
    '/route',
    `/route/${demo.routeId}`,
    ...demo.contents.map((content) => `/route/${demo.routeId}/content/${content.id}`),
    '/profile',
    '/safety-plan',
    '/wellbeing',
    '/wellbeing/check',
    '/seguridad',
    '/privacidad',
    '/compartir',
    '/mis-grupos',
    '/records/daily-intro',
    '/records/daily-emotion',
  ])
    await visit(page, book, pathname);
  // The help sheet, over any screen.
  await press(page.getByRole('button', { name: 'Ayuda' }).first());
  await expect(page.getByRole('dialog')).toBeVisible();
  await book.read(page, 'Ayuda');
  book.dataIn(await otherRoutes(request, user.tokens.access_token, demo.routeId));
  expect(book.unknown(), 'Words hunspell es_ES does not know on the screens of a person').toEqual([]);
});

test('every word an admin reads on the back-office is Spanish, a toast’s close button too', async ({ page, request, app, press }) => {
  test.setTimeout(120_000);
  const login = await request.post('/api/auth/login', { data: { email: app.admin.email, password: app.admin.password } });
  expect(login.status()).toBe(200);
  const tokens = (await login.json()) as TokenPair;
  await storeSession(page, { accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
  const book = new WordBook();
  const demo = await firstDemo(request, tokens.access_token);
  // The users' list and a route's progress show the names of whoever the other tests registered.
  const names = async () =>
    (await (await request.get('/api/auth/users', { headers: bearer(tokens.access_token) })).json()) as { firstName: string; lastName: string }[];
  book.dataIn((await names()).map((person) => `${person.firstName} ${person.lastName}`));
  const audio = demo.contents.find((content) => content.type === 'AUDIO') ?? demo.contents[0]!;
  for (const pathname of [
    '/admin',
    '/admin/routes',
    '/admin/routes/create',
    '/admin/routes/reorder',
    `/admin/routes/${demo.routeId}`,
    `/admin/routes/${demo.routeId}/contents/reorder`,
    '/admin/content',
    '/admin/content/create',
    `/admin/content/${audio.id}`,
    '/admin/users',
    '/admin/groups',
    '/admin/diary-prompts',
  ])
    await visit(page, book, pathname);
  // A toast, with sonner's close button.
  await page.getByRole('textbox').first().fill('¿Qué te ha hecho sonreír hoy?');
  await press(page.getByRole('button', { name: /Añadir/ }).first());
  await expect(page.getByText('Pregunta añadida.')).toBeVisible();
  await book.read(page, 'toast');
  book.dataIn((await names()).map((person) => `${person.firstName} ${person.lastName}`));
  expect(book.unknown(), 'Words hunspell es_ES does not know on the back-office').toEqual([]);
});
