import type { Insights } from '@sendero/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { currentTimeZone } from '@/lib/format';
import { setSpanish } from '@/lib/i18n';
import { mockFetch } from '@/testing/fetch';
import { TestProviders } from '@/testing/render';
import { ProfileInsights } from './profile-insights';

// jsdom has no canvas: the chart library is replaced; its text alternative is what is checked.
vi.mock('uplot', () => ({
  default: class {
    destroy() {}
    setSize() {}
  },
}));

const counts = { GREAT: 0, GOOD: 0, NEUTRAL: 0, BAD: 0, TERRIBLE: 0 };
const period = (start: string, meanScore: number | null, records = 0) => ({ start, meanScore, records, counts });
const day = (index: number) => new Date(Date.UTC(2025, 3, 3 + index)).toISOString().slice(0, 10);

function insights(overrides: Partial<Insights> = {}): Insights {
  return {
    timeZone: 'UTC',
    today: '2026-04-02',
    weeks: [period('2026-03-23', 3, 3), period('2026-03-30', 3.3, 3)],
    months: [period('2026-03-01', 3.5, 4), period('2026-04-01', null)],
    yearInPixels: Array.from({ length: 365 }, (_, index) => ({ date: day(index), feeling: index >= 362 ? 'GOOD' : index === 361 ? 'BAD' : null })),
    streak: { days: 4, daysWritten: 4, lastDay: '2026-04-01' },
    weekdays: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, days: weekday === 6 ? 3 : 2, meanScore: weekday === 6 ? 4.5 : 3 })),
    patterns: [{ tag: 'Ejercicio', direction: 'better', daysWith: 6, daysWithout: 10, sentence: 'Los días con «Ejercicio» sueles sentirte mejor.' }],
    finerFeelings: [
      {
        feeling: 'BAD',
        words: [
          { finerFeeling: 'agotado', count: 2 },
          { finerFeeling: 'triste', count: 1 },
        ],
      },
    ],
    finerFeelingCounts: [
      { feeling: 'GOOD', finerFeeling: 'en_calma', count: 3 },
      { feeling: 'BAD', finerFeeling: 'agotado', count: 2 },
      { feeling: 'BAD', finerFeeling: 'triste', count: 1 },
    ],
    ...overrides,
  };
}
const route = () => `GET /api/profile/insights?tz=${encodeURIComponent(currentTimeZone())}`;

describe('Profile insights', () => {
  it('shows the streak, the chart with its table, the year in pixels in words, weekdays and patterns', async () => {
    const user = userEvent.setup();
    mockFetch({ [route()]: [{ body: insights() }] });
    render(<ProfileInsights />, { wrapper: TestProviders });

    expect(await screen.findByText('Llevas 4 días escribiendo')).toBeInTheDocument();
    const overTime = screen.getByRole('region', { name: 'Cómo te has sentido con el tiempo' });
    const table = within(overTime).getByRole('table', { name: /por semana/ });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Semana delMediaRegistros', '23 mar33', '30 mar3,33']);
    await user.click(within(overTime).getByRole('button', { name: 'Meses' }));
    expect(within(overTime).getByRole('table', { name: /por mes/ })).toHaveTextContent('abril de 2026Sin registros0');

    expect(screen.getByText('En los últimos 365 días escribiste 4 días: Bien, 3 días; Mal, 1 día.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sábado: media 4,5 de 5 (3 días)' })).toBeInTheDocument();
    expect(screen.getByText('Los sábados sueles sentirte mejor.')).toBeInTheDocument();
    expect(screen.getByText('Los días con «Ejercicio» sueles sentirte mejor.')).toBeInTheDocument();
    expect(screen.getByText('Son coincidencias en tus registros, no causas ni diagnósticos.')).toBeInTheDocument();
    const words = screen.getByRole('region', { name: 'Con más detalle' });
    // Every word ever chosen, under its feeling, its count said in words for screen readers…
    expect(within(words).getByText('Bien').nextElementSibling).toHaveTextContent('en calma 3: 3 registros');
    expect(within(words).getByText('Mal').nextElementSibling).toHaveTextContent('agotado/a 2: 2 registrostriste 1: 1 registro');
    // …and the most chosen of these weeks.
    expect(within(words).getByRole('list', { name: 'Las que más, en las últimas 12 semanas' })).toHaveTextContent('Mal: agotado/a (2 veces), triste (1 vez)');
  });

  it('speaks voseo and says "promedio" in Argentina and Uruguay (decision 045)', async () => {
    setSpanish('es-AR');
    try {
      mockFetch({ [route()]: [{ body: insights() }] });
      render(<ProfileInsights />, { wrapper: TestProviders });
      expect(await screen.findByText('Llevás 4 días escribiendo')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Cómo te sentiste con el tiempo' })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Sábado: promedio 4,5 de 5 (3 días)' })).toBeInTheDocument();
      expect(screen.getByText('Los sábados solés sentirte mejor.')).toBeInTheDocument();
    } finally {
      setSpanish('es-ES');
    }
  });

  it('with no entries, or a streak that ended, says what will be there, never what was lost', async () => {
    mockFetch({
      [route()]: [
        {
          body: insights({
            weeks: [period('2026-03-30', null)],
            months: [period('2026-04-01', null)],
            yearInPixels: [{ date: '2026-04-02', feeling: null }],
            streak: { days: 0, daysWritten: 0, lastDay: '2026-01-01' },
            weekdays: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, days: 0, meanScore: null })),
            patterns: [],
            finerFeelings: [],
            finerFeelingCounts: [],
          }),
        },
      ],
    });
    render(<ProfileInsights />, { wrapper: TestProviders });
    expect(await screen.findByText('Aquí verás los días que llevas escribiendo en tu diario, a tu ritmo.')).toBeInTheDocument();
    expect(screen.getByText('Tu año en píxeles aún está en blanco: cada día que escribas tendrá su color.')).toBeInTheDocument();
    expect(screen.getByText('Cuando elijas una palabra para cómo te sientes, aquí verás cuántas veces la has elegido.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/perdi|rompist|racha rota|no escribiste/i);
  });
});
