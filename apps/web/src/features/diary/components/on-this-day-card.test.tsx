import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeTokens } from '@/lib/session-storage';
import { currentTimeZone, toDayKey } from '@/lib/format';
import { mockFetch } from '@/testing/fetch';
import { TestProviders } from '@/testing/render';
import { profile } from '@/testing/learning';
import { accessToken } from '@/testing/tokens';
import OnThisDayCard, { excerpt } from './on-this-day-card';

const text =
  'Primer paseo por la playa con mi hermana. Hacía frío, pero nos reímos muchísimo y volvimos a casa cantando canciones de cuando éramos pequeñas, una detrás de otra.';
const entry = {
  id: '7d1f4a3c-1b2e-4c5d-8e9f-0a1b2c3d4e5f',
  feeling: 'GOOD',
  description: text,
  advice: null,
  adviceSource: 'builtin',
  audioUrl: '',
  tags: [],
  createdAt: '2025-11-27T11:00:00.000Z',
};
const url = () => `/api/diary/on-this-day?${new URLSearchParams({ day: toDayKey(new Date()), tz: currentTimeZone() }).toString()}`;

beforeEach(() => {
  storeTokens({ access_token: accessToken(), refresh_token: 'refresh-1' });
});

describe('excerpt', () => {
  it('keeps a short text whole and cuts a long one at a word, with an ellipsis', () => {
    expect(excerpt('  Un día   tranquilo. ')).toBe('Un día tranquilo.');
    const cut = excerpt(text);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(141);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).not.toMatch(/[\s,]…$/);
  });
});

describe('OnThisDayCard', () => {
  it('shows the feeling and the first words of the year-old entry, and opens it whole', async () => {
    mockFetch({ [`GET ${url()}`]: [{ body: { entry } }], 'GET /api/auth/profile': [{ body: profile }] });
    render(<OnThisDayCard />, { wrapper: TestProviders });
    const card = await screen.findByRole('region', { name: 'Hace un año escribiste…' });
    expect(card).toHaveTextContent('Te sentías: Bien');
    expect(card).toHaveTextContent(excerpt(text));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leer la entrada' }));
    expect(screen.getByRole('button', { name: 'Cerrar la entrada' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('article')).toHaveTextContent(text);
  });

  it('shows nothing when there is no entry from a year ago', async () => {
    const { callsTo } = mockFetch({ [`GET ${url()}`]: [{ body: { entry: null } }], 'GET /api/auth/profile': [{ body: profile }] });
    render(<OnThisDayCard />, { wrapper: TestProviders });
    await vi.waitFor(() => expect(callsTo('GET', url())).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Hace un año escribiste…' })).not.toBeInTheDocument();
  });
});
