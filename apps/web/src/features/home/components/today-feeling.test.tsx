import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { storeTokens } from '@/lib/session-storage';
import { mockFetch } from '@/testing/fetch';
import { TestProviders } from '@/testing/render';
import { accessToken } from '@/testing/tokens';
import { TodayFeeling } from './today-feeling';

const today = new Date(2026, 10, 27, 12, 0);
const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
const monthUrl = `/api/diary/month?${new URLSearchParams({ year: '2026', month: '11', tz }).toString()}`;
const stored = {
  id: '7d1f4a3c-1b2e-4c5d-8e9f-0a1b2c3d4e5f',
  feeling: 'BAD',
  description: '',
  advice: 'Respira **hondo** y descansa.',
  aiResponse: 'Respira **hondo** y descansa.',
  adviceSource: 'builtin',
  audioUrl: '',
  tags: [],
  finerFeeling: null,
  createdAt: new Date(2026, 10, 27, 12, 0).toISOString(),
};

const Wrapper = ({ children }: { children: ReactNode }) => (
  <TestProviders>
    <MemoryRouter>{children}</MemoryRouter>
  </TestProviders>
);

beforeEach(() => {
  storeTokens({ access_token: accessToken(), refresh_token: 'refresh-1' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('TodayFeeling: a feeling in one tap', () => {
  it('stores a mood-only entry with its key, then shows the feeling, the advice and "Añadir lo que pasó"', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockFetch({
      [`GET ${monthUrl}`]: [{ body: [] }, { body: [stored] }],
      'POST /api/diary/entry': [{ status: 201, body: stored }],
    });
    render(<TodayFeeling today={today} />, { wrapper: Wrapper });
    const group = await screen.findByRole('group', { name: '¿Cómo te sientes hoy?' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Excelente', 'Bien', 'Neutral', 'Mal', 'Terrible']);
    await user.click(within(group).getByRole('button', { name: 'Mal' }));

    expect(await screen.findByRole('heading', { name: 'Hoy te sientes: Mal' })).toBeInTheDocument();
    expect(await screen.findByText('hondo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Añadir lo que pasó' })).toHaveAttribute('href', '/records/daily-reason?feeling=BAD');
    const [sent] = callsTo('POST', '/api/diary/entry');
    expect(sent?.body).toEqual({ feeling: 'BAD', description: '', audioUrl: '' });
    expect(sent?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says a failed save in place and retries with the same key', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { callsTo } = mockFetch({
      [`GET ${monthUrl}`]: [{ body: [] }, { body: [stored] }],
      'POST /api/diary/entry': [
        {
          status: 503,
          body: {
            statusCode: 503,
            error: 'Service Unavailable',
            message: ['Tu entrada no se ha guardado porque el servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.'],
          },
        },
        { status: 201, body: stored },
      ],
    });
    render(<TodayFeeling today={today} />, { wrapper: Wrapper });
    await user.click(within(await screen.findByRole('group', { name: '¿Cómo te sientes hoy?' })).getByRole('button', { name: 'Mal' }));
    const alert = await screen.findByRole('alert');
    // Said once: the server's reason already starts with it.
    expect(alert.textContent?.match(/Tu entrada no se ha guardado/g)).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Volver a intentar' }));
    expect(await screen.findByRole('heading', { name: 'Hoy te sientes: Mal' })).toBeInTheDocument();
    const [first, second] = callsTo('POST', '/api/diary/entry');
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
  });

  it("offers the finer words of today's feeling as chips: one tap names it, the entry changes in place (decision 042)", async () => {
    const user = userEvent.setup();
    const { callsTo } = mockFetch({
      [`GET ${monthUrl}`]: [{ body: [stored] }, { body: [{ ...stored, finerFeeling: 'agotado' }] }],
      [`PATCH /api/diary/${stored.id}`]: [{ body: { ...stored, finerFeeling: 'agotado' } }],
    });
    render(<TodayFeeling today={today} />, { wrapper: Wrapper });
    const words = await screen.findByRole('group', { name: '¿Qué palabra lo describe mejor? (opcional)' });
    await user.click(within(words).getByRole('button', { name: 'agotado/a' }));
    expect(within(words).getByRole('button', { name: 'agotado/a' })).toHaveAttribute('aria-pressed', 'true');
    await vi.waitFor(() => expect(callsTo('PATCH', `/api/diary/${stored.id}`)).toHaveLength(1));
    expect(callsTo('PATCH', `/api/diary/${stored.id}`)[0]!.body).toEqual({ finerFeeling: 'agotado' });
  });

  it('offline, the word goes with the feeling waiting on this device', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mockFetch({ [`GET ${monthUrl}`]: [{ body: [] }] });
    render(<TodayFeeling today={today} />, { wrapper: Wrapper });
    await user.click(within(await screen.findByRole('group', { name: '¿Cómo te sientes hoy?' })).getByRole('button', { name: 'Mal' }));
    expect(await screen.findByText('Pendiente de envío.')).toBeInTheDocument();
    await user.click(within(await screen.findByRole('group', { name: /describe mejor/ })).getByRole('button', { name: 'triste' }));
    const [queued] = JSON.parse(localStorage.getItem('sendero.diaryOutbox') ?? '[]') as object[];
    expect(queued).toMatchObject({ feeling: 'BAD', finerFeeling: 'triste' });
  });
});
