import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { paths } from '@/config/paths';
import { storeTokens } from '@/lib/session-storage';
import { TestProviders } from '@/testing/render';
import { accessToken } from '@/testing/tokens';
import { DailyEmotionScreen, DailyReasonScreen, DailyTipsScreen } from './diary-screens';

// The finer word (decision 042) on the feeling step: one tap after the feeling, sent with the
// entry, and kept with it when the entry waits on this device.

function renderFlow() {
  const router = createMemoryRouter(
    [
      { path: paths.dailyEmotion.path, element: <DailyEmotionScreen /> },
      { path: paths.dailyReason.path, element: <DailyReasonScreen /> },
      { path: paths.dailyTips.path, element: <DailyTipsScreen /> },
    ],
    { initialEntries: [paths.dailyEmotion.getHref()] },
  );
  return render(<RouterProvider router={router} />, { wrapper: TestProviders });
}

/** A fetch that never answers, to read what was sent. */
function pendingFetch() {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  storeTokens({ access_token: accessToken(), refresh_token: 'refresh-1' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the finer word on the feeling step', () => {
  it('offers the words of the chosen feeling only, one tap each, and a word goes with its feeling', async () => {
    const user = userEvent.setup();
    const fetchMock = pendingFetch();
    renderFlow();
    expect(screen.queryByRole('group', { name: /describe mejor/ })).not.toBeInTheDocument();
    await user.click(screen.getByText('Mal'));
    expect(screen.getByRole('group', { name: '¿Qué palabra lo describe mejor? (opcional)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'feliz' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'agotado/a' }));
    expect(screen.getByRole('button', { name: 'agotado/a' })).toHaveAttribute('aria-pressed', 'true');
    // Another feeling shows its own words, none chosen; a slip of the finger back finds the word again.
    await user.click(screen.getByText('Bien'));
    expect(screen.queryByRole('button', { name: 'agotado/a' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'en calma' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByText('Mal'));
    expect(screen.getByRole('button', { name: 'agotado/a' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(/Hoy te sientes:/)).toHaveTextContent('Hoy te sientes: Mal · agotado/a');
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/diary/entry') ?? [];
    expect(JSON.parse(init?.body as string)).toEqual({ feeling: 'BAD', finerFeeling: 'agotado', description: '', audioUrl: '' });
  });

  it('a second tap on the chosen word leaves none', async () => {
    const user = userEvent.setup();
    const fetchMock = pendingFetch();
    renderFlow();
    await user.click(screen.getByText('Excelente'));
    await user.click(screen.getByRole('button', { name: 'feliz' }));
    await user.click(screen.getByRole('button', { name: 'feliz' }));
    expect(screen.getByRole('button', { name: 'feliz' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/diary/entry') ?? [];
    expect(JSON.parse(init?.body as string)).not.toHaveProperty('finerFeeling');
  });

  it('an entry kept on this device while offline keeps its word, to be sent with it', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    pendingFetch();
    renderFlow();
    await user.click(screen.getByText('Terrible'));
    await user.click(screen.getByRole('button', { name: 'con miedo' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Pendiente de envío.')).toBeInTheDocument();
    const [queued] = JSON.parse(localStorage.getItem('sendero.diaryOutbox') ?? '[]') as object[];
    expect(queued).toMatchObject({ feeling: 'TERRIBLE', finerFeeling: 'con_miedo' });
  });
});
