import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@/testing/fetch';
import { TestProviders } from '@/testing/render';
import { RemindersSection } from './reminders-section';
import { timeZoneGroups, timeZoneLabel } from '../time-zones';

const defaults = { enabled: false, time: '20:00', timeZone: 'Europe/Madrid', channels: ['email'], updatedAt: null };

describe('Recordatorios', () => {
  it('proposes the browser zone, saves, and says plainly what was saved; a refusal shows the server sentence', async () => {
    const user = userEvent.setup();
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const { callsTo } = mockFetch({
      'GET /api/reminders': [{ body: defaults }],
      'PUT /api/reminders': [
        { status: 400, body: { statusCode: 400, error: 'Bad Request', message: ['Escribe la hora como HH:MM, entre 00:00 y 23:59.'] } },
        { body: { enabled: true, time: '08:15', timeZone: browserZone, channels: ['email'], updatedAt: '2026-11-24T08:00:00.000Z' } },
      ],
    });
    render(<RemindersSection />, { wrapper: TestProviders });

    expect(await screen.findByLabelText('Zona horaria')).toHaveValue(browserZone);
    // jsdom has no service worker: push is offered as not available here.
    expect(await screen.findByText(/Este navegador no puede mostrar avisos de Sendero todavía/)).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /Recordatorio diario/ }));
    const time = screen.getByLabelText('Hora');
    await user.clear(time);
    await user.type(time, '08:15');
    await user.click(screen.getByRole('button', { name: 'Guardar recordatorio' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Escribe la hora como HH:MM, entre 00:00 y 23:59.');

    await user.click(screen.getByRole('button', { name: 'Guardar recordatorio' }));
    expect(await screen.findByText(`Guardado. Te lo recordaremos cada día a las 08:15 (${timeZoneLabel(browserZone)}), por correo.`)).toBeInTheDocument();
    expect(callsTo('PUT', '/api/reminders')[1]!.body).toEqual({ enabled: true, time: '08:15', timeZone: browserZone, channels: ['email'] });
  });

  it('names time zones in Spanish by country and city, the Spanish-speaking world first, the rest by region', () => {
    expect(timeZoneLabel('America/Mexico_City')).toBe('México · Ciudad de México');
    expect(timeZoneLabel('Atlantic/Canary')).toBe('España · Canarias');
    expect(timeZoneLabel('America/Argentina/Cordoba')).toBe('Argentina · Córdoba');
    expect(timeZoneLabel('Asia/Tokyo')).toBe('Asia · Tokyo');
    expect(timeZoneLabel('UTC')).toBe('UTC');
    const groups = timeZoneGroups('Europe/Madrid');
    expect(groups[0]!.label).toBe('Países de habla hispana y cercanos');
    expect(groups[0]!.zones).toContainEqual({ value: 'Europe/Madrid', label: 'España · Madrid' });
    expect(groups.map((group) => group.label)).toContain('África');
    expect(groups.flatMap((group) => group.zones.map((zone) => zone.label)).some((label) => label.includes('_'))).toBe(false);
  });
});
