import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeTokens } from '@/lib/session-storage';
import { mockFetch } from '@/testing/fetch';
import { TestProviders } from '@/testing/render';
import { profile } from '@/testing/learning';
import { accessToken } from '@/testing/tokens';
import { BlankPagePrompt } from './blank-page-prompt';

const promptUrl = (turn: number) => `/api/diary/prompt?feeling=BAD&day=2026-11-27&turn=${turn}`;
const answer = (text: string, turn: number, of = 24) => ({ body: { prompt: { id: `0000000${turn}-0000-4000-8000-000000000000`, text }, turn, of } });

beforeEach(() => {
  storeTokens({ access_token: accessToken(), refresh_token: 'refresh-1' });
});

describe('BlankPagePrompt', () => {
  it('shows the day\'s prompt for the feeling, and the next turn\'s with one tap on "Otra pregunta"', async () => {
    const { callsTo } = mockFetch({
      [`GET ${promptUrl(0)}`]: [answer('¿Qué te preocupa y qué está en tu mano?', 0)],
      [`GET ${promptUrl(1)}`]: [answer('¿Qué te ha ayudado otras veces en días como este?', 1)],
      'GET /api/auth/profile': [{ body: profile }],
    });
    render(<BlankPagePrompt feeling="BAD" day="2026-11-27" />, { wrapper: TestProviders });
    expect(await screen.findByText('¿Qué te preocupa y qué está en tu mano?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Otra pregunta' }));
    expect(await screen.findByText('¿Qué te ha ayudado otras veces en días como este?')).toBeInTheDocument();
    expect(callsTo('GET', promptUrl(1))).toHaveLength(1);
  });

  it('offers no other when there is only one, and shows nothing when none is left or the server does not answer', async () => {
    mockFetch({ [`GET ${promptUrl(0)}`]: [answer('¿Cómo te has tratado hoy?', 0, 1)], 'GET /api/auth/profile': [{ body: profile }] });
    const { unmount } = render(<BlankPagePrompt feeling="BAD" day="2026-11-27" />, { wrapper: TestProviders });
    expect(await screen.findByText('¿Cómo te has tratado hoy?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Otra pregunta' })).not.toBeInTheDocument();
    unmount();

    const { callsTo } = mockFetch({ [`GET ${promptUrl(0)}`]: [{ body: { prompt: null, turn: 0, of: 0 } }], 'GET /api/auth/profile': [{ body: profile }] });
    const { unmount: unmountEmpty } = render(<BlankPagePrompt feeling="BAD" day="2026-11-27" />, { wrapper: TestProviders });
    await vi.waitFor(() => expect(callsTo('GET', promptUrl(0))).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('diary-prompt')).not.toBeInTheDocument();
    unmountEmpty();

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      [`GET ${promptUrl(0)}`]: [{ status: 503, body: { statusCode: 503, message: ['No disponible.'] } }],
      'GET /api/auth/profile': [{ body: profile }],
    });
    render(<BlankPagePrompt feeling="BAD" day="2026-11-27" />, { wrapper: TestProviders });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('diary-prompt')).not.toBeInTheDocument();
  });

  it('asks nothing before a feeling is chosen', () => {
    const { calls } = mockFetch({ 'GET /api/auth/profile': [{ body: profile }] });
    render(<BlankPagePrompt feeling={null} day="2026-11-27" />, { wrapper: TestProviders });
    expect(screen.queryByTestId('diary-prompt')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url.startsWith('/api/diary/prompt'))).toEqual([]);
  });
});
