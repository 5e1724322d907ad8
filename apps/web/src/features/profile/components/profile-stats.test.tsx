import { render, screen, within } from '@testing-library/react';
import { mockFetch } from '@/testing/fetch';
import { TestProviders } from '@/testing/render';
import { ProfileStats } from './profile-stats';

describe("Profile 'Estadísticas'", () => {
  it('shows the activity counts and a bar per feeling from GET /profile/metrics', async () => {
    mockFetch({
      'GET /api/profile/metrics': [
        {
          body: {
            totalRecords: 3,
            videosWatched: 4,
            routesInProgress: 1,
            guidedExercises: 2,
            feelingsStats: [
              { feeling: 'GOOD', count: 2, percentage: 67 },
              { feeling: 'BAD', count: 1, percentage: 33 },
            ],
          },
        },
      ],
    });
    render(<ProfileStats />, { wrapper: TestProviders });

    const bar = await screen.findByRole('img', { name: 'Bien: 2 registros, 67 %' });
    expect(bar.firstElementChild).toHaveStyle({ width: '67%' });
    expect(screen.getByRole('img', { name: 'Mal: 1 registro, 33 %' })).toBeInTheDocument();

    const activity = screen.getByRole('region', { name: 'Actividad' });
    const value = (label: string) => within(activity).getByText(label).nextElementSibling?.textContent;
    expect(value('Registros')).toBe('3');
    expect(value('Videos vistos')).toBe('4');
    expect(value('Rutas en progreso')).toBe('1');
    expect(value('Ejercicios guiados')).toBe('2');
  });

  it('stays calm when the metrics cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ 'GET /api/profile/metrics': [{ status: 500 }] });
    render(<ProfileStats />, { wrapper: TestProviders });
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.getByText(/Aún no hay registros/)).toBeInTheDocument();
    error.mockRestore();
  });
});
