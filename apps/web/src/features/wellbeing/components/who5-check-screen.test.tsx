import { WHO5_ITEMS, who5Messages } from '@sendero/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@/testing/fetch';
import { renderAtPath } from '@/testing/render';
import { WHO5_DRAFT_KEY } from '../draft';
import { Who5CheckScreen } from './who5-check-screen';

const check = (answers: number[]) => {
  const rawScore = answers.reduce((a, b) => a + b, 0);
  return { id: '7b0d1c3e-4a7c-4b8e-9f60-2d1b2c3d4e5f', answers, rawScore, percentScore: rawScore * 4, createdAt: '2026-11-27T10:00:00.000Z' };
};
const group = (index: number) => screen.getByRole('group', { name: new RegExp(WHO5_ITEMS[index]!.replace(/[/]/g, '.')) });

beforeEach(() => sessionStorage.clear());

describe('the WHO-5 check', () => {
  it('asks the five official questions with the six answers each, nothing chosen, and names what is missing', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({});
    renderAtPath(<Who5CheckScreen />, { path: '/wellbeing/check' });
    expect(screen.getByText('Durante las últimas dos semanas…')).toBeInTheDocument();
    for (let index = 0; index < 5; index++) {
      const radios = within(group(index)).getAllByRole('radio');
      expect(radios.map((radio) => radio.closest('label')!.textContent)).toEqual([
        'Todo el tiempo',
        'La mayor parte del tiempo',
        'Más de la mitad del tiempo',
        'Menos de la mitad del tiempo',
        'De vez en cuando',
        'Nunca',
      ]);
      expect(radios.some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    }
    await user.click(within(group(0)).getByRole('radio', { name: 'Nunca' }));
    await user.click(within(group(2)).getByRole('radio', { name: 'Todo el tiempo' }));
    await user.click(screen.getByRole('button', { name: 'Ver mi resultado' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Te falta responder las preguntas 2, 4 y 5.');
    expect(within(group(1)).getByRole('radio', { name: 'Todo el tiempo' })).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('shows the score only after the server stores it; a refusal keeps every answer', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockFetch({
      'POST /api/wellbeing/who5': [
        { status: 400, body: { statusCode: 400, error: 'Bad Request', message: [who5Messages.answersInvalid] } },
        { status: 201, body: check([3, 2, 4, 1, 3]) },
      ],
    });
    renderAtPath(<Who5CheckScreen />, { path: '/wellbeing/check' });
    const labels = [
      'Más de la mitad del tiempo',
      'Menos de la mitad del tiempo',
      'La mayor parte del tiempo',
      'De vez en cuando',
      'Más de la mitad del tiempo',
    ];
    for (const [index, label] of labels.entries()) await user.click(within(group(index)).getByRole('radio', { name: label }));
    await user.click(screen.getByRole('button', { name: 'Ver mi resultado' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(who5Messages.answersInvalid);
    expect(screen.queryByText(/Tu resultado/)).not.toBeInTheDocument();
    expect(within(group(3)).getByRole('radio', { name: 'De vez en cuando' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Ver mi resultado' }));
    expect(await screen.findByRole('heading', { name: 'Tu resultado: 52 de 100' })).toBeInTheDocument();
    expect(screen.getByText(/Está por encima de 50/)).toBeInTheDocument();
    expect(callsTo('POST', '/api/wellbeing/who5')[1]!.body).toEqual({ answers: [3, 2, 4, 1, 3] });
    expect(sessionStorage.getItem(WHO5_DRAFT_KEY)).toBeNull();
  });

  it('keeps the answers through a reload of the tab', async () => {
    const user = userEvent.setup();
    mockFetch({});
    const first = renderAtPath(<Who5CheckScreen />, { path: '/wellbeing/check' });
    await user.click(within(group(4)).getByRole('radio', { name: 'Nunca' }));
    first.unmount();
    renderAtPath(<Who5CheckScreen />, { path: '/wellbeing/check' });
    expect(within(group(4)).getByRole('radio', { name: 'Nunca' })).toBeChecked();
    expect(
      within(group(0))
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
  });

  it('with a very low score, says it is worth talking about now and shows the crisis lines it is given', async () => {
    const user = userEvent.setup();
    mockFetch({ 'POST /api/wellbeing/who5': [{ status: 201, body: check([1, 1, 1, 1, 1]) }] });
    renderAtPath(<Who5CheckScreen crisisLines={<p>Línea 024</p>} />, { path: '/wellbeing/check' });
    for (let index = 0; index < 5; index++) await user.click(within(group(index)).getByRole('radio', { name: 'De vez en cuando' }));
    await user.click(screen.getByRole('button', { name: 'Ver mi resultado' }));
    expect(await screen.findByRole('heading', { name: 'Tu resultado: 20 de 100' })).toBeInTheDocument();
    expect(screen.getByText(/Es una puntuación muy baja/)).toHaveTextContent('No es un diagnóstico.');
    expect(screen.getByText('Línea 024')).toBeInTheDocument();
  });
});
