import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GroupReport } from '@sendero/shared';
import { mockFetch } from '@/testing/fetch';
import { renderAtPath } from '@/testing/render';
import { GroupReportScreen } from './group-report-screen';

const groupId = '11111111-1111-4111-8111-111111111111';
const routeId = '22222222-2222-4222-8222-222222222222';
const hidden = { GREAT: null, GOOD: null, NEUTRAL: null, BAD: null, TERRIBLE: null };
const report: GroupReport = {
  members: 25,
  routes: [{ routeId, title: 'Respirar', started: 15, completed: null }],
  feelings: [
    { week: '2026-11-02', counts: hidden },
    { week: '2026-11-09', counts: { ...hidden, GOOD: 12 } },
  ],
  who5: { people: 12, meanFirst: 44, meanLast: 58 },
};

describe('the group report', () => {
  it('shows the figures, «menos de 10» where one is hidden, the charts with tables, and nothing else', async () => {
    const user = userEvent.setup();
    mockFetch({
      [`GET /api/groups/${groupId}/report`]: [{ body: report }],
      'GET /api/groups/facilitated': [{ body: [{ id: groupId, name: 'Bienestar 2026', code: 'ABCD2345', routes: [{ id: routeId, title: 'Respirar' }] }] }],
    });
    renderAtPath(<GroupReportScreen groupId={groupId} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Bienestar 2026' })).toBeInTheDocument();
    expect(screen.getByTestId('report-members')).toHaveTextContent('25');
    const routes = screen.getByRole('table', { name: 'Personas que empezaron y completaron cada ruta' });
    expect(within(routes).getByRole('row', { name: /Respirar/ })).toHaveTextContent('Respirar15menos de 10');

    await user.click(screen.getByText('Ver los sentimientos en una tabla'));
    const weeks = screen.getByRole('table', { name: 'Personas que anotaron cada sentimiento, por semana' });
    const rows = within(weeks).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/^2 nov(menos de 10){5}$/);
    expect(rows[2]).toHaveTextContent(/^9 novmenos de 1012(menos de 10){3}$/);

    expect(screen.getByText('Media del primer cuestionario').nextElementSibling).toHaveTextContent('44 %');
    expect(screen.getByText('Media del último cuestionario').nextElementSibling).toHaveTextContent('58 %');
    // The charts are drawings; the tables and figures are what is read aloud.
    for (const svg of document.querySelectorAll('svg')) expect(svg).toHaveAttribute('aria-hidden', 'true');
  });

  it('says why when the report is refused', async () => {
    mockFetch({
      [`GET /api/groups/${groupId}/report`]: [
        { status: 403, body: { statusCode: 403, error: 'Forbidden', message: ['Solo quienes facilitan este grupo pueden ver su informe.'] } },
      ],
      'GET /api/groups/facilitated': [{ body: [] }],
    });
    renderAtPath(<GroupReportScreen groupId={groupId} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Solo quienes facilitan este grupo pueden ver su informe.');
  });
});
