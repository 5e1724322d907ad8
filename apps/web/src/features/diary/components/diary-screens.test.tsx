import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { paths } from '@/config/paths';
import { storeTokens } from '@/lib/session-storage';
import { jsonResponse } from '@/testing/fetch';
import { TestProviders } from '@/testing/render';
import { accessToken } from '@/testing/tokens';
import { DIARY_DRAFT_KEY, updateDraft, useDiaryDraft } from '../draft';
import { DailyReasonScreen, DailyTipsScreen } from './diary-screens';

const entry = {
  id: '7d1f4a3c-1b2e-4c5d-8e9f-0a1b2c3d4e5f',
  feeling: 'BAD',
  description: 'Un examen difícil.',
  advice: 'Respira **hondo** y descansa.',
  aiResponse: 'Respira **hondo** y descansa.',
  adviceSource: 'model',
  audioUrl: '',
  createdAt: '2026-01-05T10:00:00.000Z',
};

function renderFlow(initial: string) {
  const router = createMemoryRouter(
    [
      { path: paths.dailyReason.path, element: <DailyReasonScreen /> },
      { path: paths.dailyTips.path, element: <DailyTipsScreen /> },
      { path: paths.dailyFinish.path, element: <p>Fin</p> },
    ],
    { initialEntries: [initial] },
  );
  return { router, ...render(<RouterProvider router={router} />, { wrapper: TestProviders }) };
}

/** A fetch whose answer the test releases when it wants. */
function deferredFetch() {
  let release: (response: Response) => void = () => undefined;
  const fetchMock = vi.fn(
    (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        release = resolve;
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, release: (response: Response) => release(response) };
}

beforeEach(() => {
  sessionStorage.clear();
  storeTokens({ access_token: accessToken(), refresh_token: 'refresh-1' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('diary draft', () => {
  it('survives a remount through sessionStorage', () => {
    function Probe() {
      const { draft } = useDiaryDraft();
      return (
        <p>
          {draft.feeling} · {draft.description}
        </p>
      );
    }
    const first = render(<Probe />);
    updateDraft({ feeling: 'NEUTRAL', description: 'Un día tranquilo.' });
    first.unmount();
    expect(JSON.parse(sessionStorage.getItem(DIARY_DRAFT_KEY) ?? '{}')).toMatchObject({
      feeling: 'NEUTRAL',
      description: 'Un día tranquilo.',
      audioUrl: '',
    });
    render(<Probe />);
    expect(screen.getByText('NEUTRAL · Un día tranquilo.')).toBeInTheDocument();
  });
});

describe('diary tips', () => {
  it("shows 'Cargando respuesta...' with both buttons disabled, then the reply", async () => {
    const user = userEvent.setup();
    updateDraft({ feeling: 'BAD' });
    const { fetchMock, release } = deferredFetch();
    const { router } = renderFlow(paths.dailyReason.getHref());

    await user.type(screen.getByLabelText('¿Qué pasó?'), 'Un examen difícil.');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(router.state.location.pathname).toBe(paths.dailyTips.getHref());
    expect(await screen.findByText('Cargando respuesta...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    expect(screen.getByText('Un examen difícil.')).toBeInTheDocument();
    expect(screen.getByText('Mal')).toBeInTheDocument();

    const sent = fetchMock.mock.calls.filter(([url]) => url === '/api/diary/entry');
    expect(sent).toHaveLength(1);
    const init = sent[0]![1]!;
    expect(JSON.parse(init.body as string)).toEqual({ feeling: 'BAD', description: 'Un examen difícil.', audioUrl: '' });

    release(jsonResponse(201, entry));
    expect(await screen.findByText('hondo')).toBeInTheDocument();
    expect(screen.queryByText('Cargando respuesta...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
    expect(JSON.parse(sessionStorage.getItem(DIARY_DRAFT_KEY) ?? '{}')).toMatchObject({
      aiResponse: entry.aiResponse,
      adviceSource: 'model',
    });
  });

  it("shows 'No hay respuesta aún.' when the request fails", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { release } = deferredFetch();
    renderFlow(paths.dailyReason.getHref());

    await user.type(screen.getByLabelText('¿Qué pasó?'), 'Nada salió bien.');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Cargando respuesta...')).toBeInTheDocument();

    release(jsonResponse(500, { statusCode: 500, message: ['Error'], error: 'Internal Server Error' }));
    expect(await screen.findByText('No hay respuesta aún.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
  });

  it('asks for a description instead of sending an empty one', async () => {
    const user = userEvent.setup();
    const { fetchMock } = deferredFetch();
    renderFlow(paths.dailyReason.getHref());
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Cuéntanos qué pasó.');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/diary/entry')).toBe(false);
  });

  it('shows the saved reply after a reload without sending again, and a crisis reply as an alert', async () => {
    const { fetchMock } = deferredFetch();
    updateDraft({ description: 'No puedo más.', aiResponse: 'Llama al [024](tel:024).', adviceSource: 'crisis' });
    renderFlow(paths.dailyTips.getHref());
    const alert = screen.getByRole('alert');
    expect(await screen.findByRole('link', { name: '024' })).toHaveAttribute('href', 'tel:024');
    expect(alert).toContainElement(screen.getByRole('link', { name: '024' }));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/diary/entry')).toBe(false);
  });
});
