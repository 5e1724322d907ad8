import { screen, within } from '@testing-library/react';
import { mockFetch } from '@/testing/fetch';
import { renderAtPath } from '@/testing/render';
import { Who5TrendScreen } from './who5-trend-screen';

const check = (id: string, rawScore: number, createdAt: string) => ({ id, answers: [], rawScore, percentScore: rawScore * 4, createdAt });

describe('the WHO-5 trend', () => {
  it('shows the latest score with its reading, a chart and a table that say the same, and the source', async () => {
    mockFetch({
      'GET /api/wellbeing/who5': [
        { body: [check('c', 11, '2026-11-20T10:00:00.000Z'), check('b', 15, '2026-11-06T10:00:00.000Z'), check('a', 18, '2026-10-23T10:00:00.000Z')] },
      ],
    });
    renderAtPath(<Who5TrendScreen crisisLines={<p>Línea 024</p>} />, { path: '/wellbeing' });
    expect(await screen.findByRole('heading', { name: 'Último resultado: 44 de 100' })).toBeInTheDocument();
    expect(screen.getByText(/Es una puntuación de 50 o menos/)).toHaveTextContent('No es un diagnóstico.');
    // 44 is low but not very low: no crisis lines.
    expect(screen.queryByText('Línea 024')).not.toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /Evolución de tus resultados, de 0 a 100\. 3 resultados, del 72 de 100 el primero al 44 de 100 el último\./ }),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['20 de noviembre de 2026', '44', '11'],
      ['6 de noviembre de 2026', '60', '15'],
      ['23 de octubre de 2026', '72', '18'],
    ]);
    expect(screen.getByText(/Índice de Bienestar OMS-5 \(WHO-5\), versión oficial en español/)).toBeInTheDocument();
  });

  it('shows the crisis lines when the latest score is 28 or less', async () => {
    mockFetch({ 'GET /api/wellbeing/who5': [{ body: [check('b', 7, '2026-11-20T10:00:00.000Z'), check('a', 20, '2026-11-06T10:00:00.000Z')] }] });
    renderAtPath(<Who5TrendScreen crisisLines={<p>Línea 024</p>} />, { path: '/wellbeing' });
    expect(await screen.findByRole('heading', { name: 'Último resultado: 28 de 100' })).toBeInTheDocument();
    expect(screen.getByText('Línea 024')).toBeInTheDocument();
  });

  it('invites a first check when there is none', async () => {
    mockFetch({ 'GET /api/wellbeing/who5': [{ body: [] }] });
    renderAtPath(<Who5TrendScreen />, { path: '/wellbeing' });
    expect(await screen.findByText(/Aún no has respondido el cuestionario/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Responder ahora' })).toHaveAttribute('href', '/wellbeing/check');
  });
});
