import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { diaryMessages } from '@sendero/shared';
import { vi } from 'vitest';
import { paths } from '@/config/paths';
import { storeTokens } from '@/lib/session-storage';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { TestProviders } from '@/testing/render';
import { accessToken } from '@/testing/tokens';
import { setHelpSheetOpen, useHelpSheetOpen } from '@/lib/help-sheet';
import { profile } from '@/testing/learning';
import { DIARY_DRAFT_KEY, updateDraft, useDiaryDraft } from '../draft';
import { DailyEmotionScreen, DailyFinishScreen, DailyIntroScreen, DailyReasonScreen, DailyTipsScreen, descriptionLimit } from './diary-screens';

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
      { path: paths.dailyFinish.path, element: <DailyFinishScreen /> },
      { path: paths.dailyIntro.path, element: <DailyIntroScreen /> },
      { path: paths.dailyEmotion.path, element: <DailyEmotionScreen /> },
      { path: paths.home.path, element: <p>Hogar</p> },
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
  // Most tests start after the feeling step, where the person chose one (nothing is preselected).
  updateDraft({ feeling: 'GREAT' });
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
    // Outside the advice, plainly: it is automatic, written by AI, not a person.
    expect(screen.getByText('Respuesta automática generada por IA. No es una persona ni sustituye a un profesional.')).toBeInTheDocument();
    expect(screen.queryByText('Cargando respuesta...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
    expect(JSON.parse(sessionStorage.getItem(DIARY_DRAFT_KEY) ?? '{}')).toMatchObject({
      aiResponse: entry.aiResponse,
      adviceSource: 'model',
    });
  });

  it('says the entry was not saved when the request fails, near the buttons, and never goes on to the finish', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { release } = deferredFetch();
    const { router } = renderFlow(paths.dailyReason.getHref());

    await user.type(screen.getByLabelText('¿Qué pasó?'), 'Nada salió bien.');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Cargando respuesta...')).toBeInTheDocument();

    release(jsonResponse(500, { statusCode: 500, message: ['Error'], error: 'Internal Server Error' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tu entrada no se ha guardado.');
    expect(alert).toHaveTextContent('Lo que escribiste sigue en este dispositivo: no se ha perdido nada.');
    expect(within(alert).getByRole('button', { name: 'Volver a intentar' })).toBeEnabled();
    expect(screen.getByText('No hay respuesta aún.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();

    // The finish screen, reached by its address, sends the person back: no "¡Bien hecho!", the draft kept.
    await router.navigate(paths.dailyFinish.getHref());
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dailyTips.getHref()));
    expect(screen.queryByText('¡Bien hecho!')).not.toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(DIARY_DRAFT_KEY) ?? '{}')).toMatchObject({ description: 'Nada salió bien.' });
  });

  it('offers to fix the text when the server refuses it as it is (400), and keeps it', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetchMock, release } = deferredFetch();
    const { router } = renderFlow(paths.dailyReason.getHref());
    await user.type(screen.getByLabelText('¿Qué pasó?'), 'Un texto que el servidor no acepta.');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    release(jsonResponse(400, { statusCode: 400, error: 'Bad Request', message: [diaryMessages.descriptionTooLong] }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(diaryMessages.descriptionTooLong);
    expect(within(alert).queryByRole('button', { name: 'Volver a intentar' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Corregir el texto' }));
    expect(router.state.location.pathname).toBe(paths.dailyReason.getHref());
    expect(screen.getByLabelText('¿Qué pasó?')).toHaveValue('Un texto que el servidor no acepta.');
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/diary/entry')).toHaveLength(1);
  });

  it('keeps the text when the entry was not saved (503), says so, and sends it again on request', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetchMock, release } = deferredFetch();
    const { router } = renderFlow(paths.dailyReason.getHref());

    await user.type(screen.getByLabelText('¿Qué pasó?'), 'Un examen difícil.');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    release(jsonResponse(503, { statusCode: 503, error: 'Service Unavailable', message: [diaryMessages.entryNotSaved] }));

    expect(await screen.findByRole('alert')).toHaveTextContent(diaryMessages.entryNotSaved);
    expect(screen.getByText('No hay respuesta aún.')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(DIARY_DRAFT_KEY) ?? '{}')).toMatchObject({
      description: 'Un examen difícil.',
      saveError: diaryMessages.entryNotSaved,
    });

    await user.click(screen.getByRole('button', { name: 'Volver a intentar' }));
    expect(await screen.findByText('Cargando respuesta...')).toBeInTheDocument();
    release(jsonResponse(201, entry));
    expect(await screen.findByText('hondo')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/diary/entry')).toHaveLength(2);

    // Going back shows the text where it was written.
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(router.state.location.pathname).toBe(paths.dailyReason.getHref());
    expect(screen.getByLabelText('¿Qué pasó?')).toHaveValue('Un examen difícil.');
  });

  it('keeps the entry on this device when no answer comes at all, with its key, and says advice will come', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit): Promise<Response> => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    renderFlow(paths.dailyReason.getHref());
    await user.type(screen.getByLabelText('¿Qué pasó?'), 'Sin conexión.');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Pendiente de envío. Tu entrada está en este dispositivo. La enviaremos en cuanto se pueda, sin que tengas que hacer nada, y te daremos un consejo.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
    const [queued] = JSON.parse(localStorage.getItem('sendero.diaryOutbox') ?? '[]') as { key: string; description: string }[];
    expect(queued).toMatchObject({ description: 'Sin conexión.', feeling: 'GREAT' });
    // The request that got no answer carried the same key: if it did arrive, sending again stores nothing new.
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/diary/entry') ?? [];
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toBe(queued!.key);
  });

  it('keeps the entry without trying when the device is offline', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { fetchMock } = deferredFetch();
    renderFlow(paths.dailyReason.getHref());
    await user.type(screen.getByLabelText('¿Qué pasó?'), 'En el avión.');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Pendiente de envío.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/diary/entry')).toBe(false);
    expect(localStorage.getItem('sendero.diaryOutbox')).toContain('En el avión.');
  });

  it('sends the feeling alone when nothing is written', async () => {
    const user = userEvent.setup();
    updateDraft({ feeling: 'BAD' });
    const { fetchMock, release } = deferredFetch();
    renderFlow(paths.dailyReason.getHref());
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/diary/entry') ?? [];
    expect(JSON.parse(init?.body as string)).toEqual({ feeling: 'BAD', description: '', audioUrl: '' });
    release(jsonResponse(201, { ...entry, description: '' }));
    expect(await screen.findByText('hondo')).toBeInTheDocument();
    expect(screen.queryByText('Tu entrada:')).not.toBeInTheDocument();
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

  it('opens the Ayuda sheet from the crisis reply, which is labelled as a message from Sendero', async () => {
    deferredFetch();
    function SheetState() {
      return <p>{useHelpSheetOpen() ? 'Ayuda abierta' : 'Ayuda cerrada'}</p>;
    }
    setHelpSheetOpen(false);
    updateDraft({ description: 'No puedo más.', aiResponse: 'Llama al [024](tel:024).', adviceSource: 'crisis' });
    renderFlow(paths.dailyTips.getHref());
    render(<SheetState />);
    expect(screen.getByText('Mensaje automático de Sendero. Al otro lado de estas líneas sí hay personas, preparadas para escucharte.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Abrir Ayuda' }));
    expect(screen.getByText('Ayuda abierta')).toBeInTheDocument();
  });

  it("labels the built-in writer's advice as automatic and written without AI", () => {
    deferredFetch();
    updateDraft({ description: 'Un día normal.', aiResponse: 'Sal a caminar.', adviceSource: 'builtin' });
    renderFlow(paths.dailyTips.getHref());
    expect(screen.getByText('Sugerencia automática de Sendero, escrita sin IA. No es una persona ni sustituye a un profesional.')).toBeInTheDocument();
  });
});

describe('the 5000-character limit where the person writes', () => {
  it('counts near the limit, like the server (trimmed)', () => {
    expect(descriptionLimit('x'.repeat(4499))).toEqual({ length: 4499, over: 0, showCount: false });
    expect(descriptionLimit('x'.repeat(4500))).toEqual({ length: 4500, over: 0, showCount: true });
    expect(descriptionLimit(`${'x'.repeat(5000)}   `)).toEqual({ length: 5000, over: 0, showCount: true });
    expect(descriptionLimit('x'.repeat(5001))).toEqual({ length: 5001, over: 1, showCount: true });
  });

  it('shows a live count, disables Siguiente past 5000 with a Spanish message, sends nothing and keeps the text', async () => {
    const user = userEvent.setup();
    const { fetchMock } = deferredFetch();
    renderFlow(paths.dailyReason.getHref());
    const field = screen.getByLabelText('¿Qué pasó?');
    fireEvent.change(field, { target: { value: 'x'.repeat(4990) } });
    expect(screen.getByText('4990 de 5000 caracteres')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled();

    fireEvent.change(field, { target: { value: 'x'.repeat(5001) } });
    expect(screen.getByText('5001 de 5000 caracteres')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Tu texto puede tener como máximo 5000 caracteres. Acórtalo un poco para poder guardarlo. Sobra 1 carácter.',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    const next = screen.getByRole('button', { name: 'Siguiente' });
    expect(next).toBeDisabled();
    await user.click(next);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/diary/entry')).toBe(false);
    expect(JSON.parse(sessionStorage.getItem(DIARY_DRAFT_KEY) ?? '{}').description).toHaveLength(5001);

    await user.type(field, '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
  });
});

describe('the feeling step', () => {
  it('chooses nothing for the person on a first entry: Siguiente waits, and says why', async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    deferredFetch();
    const { router } = renderFlow(paths.dailyEmotion.getHref());
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0);
    const next = screen.getByRole('button', { name: 'Siguiente' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription('Elige cómo te sientes para seguir.');
    await user.click(screen.getByText('Mal'));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(router.state.location.pathname).toBe(paths.dailyReason.getHref());
    expect(JSON.parse(sessionStorage.getItem(DIARY_DRAFT_KEY) ?? '{}').feeling).toBe('BAD');
  });

  it('asks about the day chosen and dates the entry on it, at the time it is written', async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    const { fetchMock } = deferredFetch();
    const now = new Date();
    const threeDaysAgo = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 3);
    const key = `${threeDaysAgo.getFullYear()}-${String(threeDaysAgo.getMonth() + 1).padStart(2, '0')}-${String(threeDaysAgo.getDate()).padStart(2, '0')}`;
    renderFlow(paths.dailyEmotion.getHref(key));
    expect(await screen.findByRole('heading', { level: 1, name: /^¿Cómo te sentiste el .+\?$/ })).toBeInTheDocument();
    await user.click(screen.getByText('Neutral'));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/diary/entry') ?? [];
    const body = JSON.parse(init?.body as string) as { createdAt: string; tz: string };
    const sentDay = new Date(body.createdAt);
    expect([sentDay.getFullYear(), sentDay.getMonth(), sentDay.getDate()]).toEqual([
      threeDaysAgo.getFullYear(),
      threeDaysAgo.getMonth(),
      threeDaysAgo.getDate(),
    ]);
    expect(body.tz).toEqual(expect.any(String));
  });
});

describe('the one-time notice about the model', () => {
  it('asks before the first entry when a model is configured, and saves the choice on the profile', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockFetch({
      'GET /api/auth/profile': [{ body: { ...profile, aiAvailable: true, aiAdvice: null } }],
      'PATCH /api/auth/profile': [{ body: { ...profile, aiAvailable: true, aiAdvice: false } }],
    });
    const { router } = renderFlow(paths.dailyIntro.getHref());
    const notice = await screen.findByRole('region', { name: 'Antes de empezar: ¿quién escribe tus consejos?' });
    expect(screen.getByRole('button', { name: 'Comenzar' })).toBeDisabled();
    await user.click(within(notice).getByRole('button', { name: 'Usar el asistente de Sendero' }));
    expect(callsTo('PATCH', '/api/auth/profile')[0]?.body).toEqual({ aiAdvice: false });
    await waitFor(() => expect(screen.queryByRole('region', { name: /Antes de empezar/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Comenzar' }));
    expect(router.state.location.pathname).toBe(paths.dailyEmotion.getHref());
  });

  it('does not ask again once the person has chosen', async () => {
    mockFetch({ 'GET /api/auth/profile': [{ body: { ...profile, aiAvailable: true, aiAdvice: true } }] });
    renderFlow(paths.dailyIntro.getHref());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Comenzar' })).toBeEnabled());
    expect(screen.queryByRole('region', { name: /Antes de empezar/ })).not.toBeInTheDocument();
  });
});
