import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { mockFetch } from '@/testing/fetch';
import { TestProviders } from '@/testing/render';
import { DayStrip, DayStripWithRecords, getDayStrip } from './day-strip';

// Days are links to the diary flow: they need a router.
const WithRouter = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;
const WithProviders = ({ children }: { children: ReactNode }) => (
  <TestProviders>
    <WithRouter>{children}</WithRouter>
  </TestProviders>
);

describe('DayStrip', () => {
  it('shows two days before and after today, across a month boundary', () => {
    const days = getDayStrip(new Date(2026, 2, 1)).map((day) => day.getDate());
    expect(days).toEqual([27, 28, 1, 2, 3]);
  });

  it('names the days Dom to Sab and marks today', () => {
    // Wednesday 4 March 2026.
    render(<DayStrip today={new Date(2026, 2, 4)} />, { wrapper: WithRouter });
    const items = screen.getAllByRole('listitem');
    const visible = (item: HTMLElement) => [...item.querySelectorAll('[aria-hidden]')].map((el) => el.textContent).join(' ');
    expect(items.map(visible)).toEqual(['Lun 2', 'Mar 3', 'Mié 4', 'Jue 5', 'Vie 6']);
    expect(items[2]).toHaveTextContent('Hoy, miércoles, 4 de marzo');
    expect(items[2]).toHaveAttribute('aria-current', 'date');
  });

  it('opens the diary for today and past days, and not for days to come', () => {
    render(<DayStrip today={new Date(2026, 2, 4)} />, { wrapper: WithRouter });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/records/daily-emotion?day=2026-03-02',
      '/records/daily-emotion?day=2026-03-03',
      '/records/daily-emotion?day=2026-03-04',
    ]);
    expect(links[0]).toHaveAccessibleName('lunes, 2 de marzo. Escribir una entrada para este día');
  });
});

describe('DayStripWithRecords', () => {
  it('asks for each month the strip spans and dots the local days that have records', async () => {
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const monthUrl = (month: number) => `/api/diary/month?${new URLSearchParams({ year: '2026', month: String(month), tz }).toString()}`;
    const record = (createdAt: Date) => ({
      id: crypto.randomUUID(),
      feeling: 'GOOD',
      description: 'Un buen día',
      advice: null,
      adviceSource: 'none',
      audioUrl: '',
      createdAt: createdAt.toISOString(),
    });
    const { callsTo } = mockFetch({
      [`GET ${monthUrl(2)}`]: [{ body: [record(new Date(2026, 1, 28, 23, 30))] }],
      [`GET ${monthUrl(3)}`]: [{ body: [record(new Date(2026, 2, 2, 0, 15)), record(new Date(2026, 2, 2, 9, 0))] }],
    });
    // Sunday 1 March 2026: the strip runs from 27 February to 3 March.
    render(<DayStripWithRecords today={new Date(2026, 2, 1)} />, { wrapper: WithProviders });

    const items = screen.getAllByRole('listitem');
    await waitFor(() => expect(items[1]).toHaveTextContent('con registros'));
    expect(items[3]).toHaveTextContent('con registros');
    expect(items[0]).not.toHaveTextContent('con registros');
    expect(items[2]).not.toHaveTextContent('con registros');
    expect(items[4]).not.toHaveTextContent('con registros');
    expect(screen.getAllByTestId('record-dot')).toHaveLength(2);
    expect(callsTo('GET', monthUrl(2))).toHaveLength(1);
    expect(callsTo('GET', monthUrl(3))).toHaveLength(1);
  });
});
