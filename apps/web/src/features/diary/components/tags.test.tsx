import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { paths } from '@/config/paths';
import { makeRecord } from '@/testing/diary';
import { mockFetch } from '@/testing/fetch';
import { renderWithQueryClient, TestProviders } from '@/testing/render';
import { clearDraft, updateDraft } from '../draft';
import { DailyReasonScreen } from './diary-screens';
import { RecordCard } from './record-card';

afterEach(() => clearDraft());

describe('«¿Qué has hecho hoy?»', () => {
  it('is optional in the reason step: chips toggle, an own tag is added, and they go with the entry', async () => {
    const user = userEvent.setup();
    updateDraft({ feeling: 'GOOD' });
    const { callsTo } = mockFetch({ 'POST /api/diary/entry': [{ status: 201, body: { ...makeRecord(), aiResponse: null } }] });
    const router = createMemoryRouter(
      [
        { path: paths.dailyReason.path, element: <DailyReasonScreen /> },
        { path: paths.dailyTips.path, element: <p>Consejos</p> },
      ],
      { initialEntries: [paths.dailyReason.getHref()] },
    );
    render(<RouterProvider router={router} />, { wrapper: TestProviders });

    const group = screen.getByRole('group', { name: /¿Qué has hecho hoy\?/ });
    const labels = within(group)
      .getAllByRole('button', { pressed: false })
      .map((button) => button.textContent);
    expect(labels.slice(0, 9)).toEqual(['Trabajo', 'Familia', 'Amistades', 'Pareja', 'Ejercicio', 'Descanso', 'Estudio', 'Naturaleza', 'Salud']);
    await user.click(screen.getByRole('button', { name: 'Naturaleza' }));
    await user.click(screen.getByRole('button', { name: 'Ejercicio' }));
    expect(screen.getByRole('button', { name: 'Ejercicio' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByLabelText('Añade algo tuyo'), '  Guitarra {Enter}');
    expect(screen.getByRole('button', { name: 'Quitar «Guitarra»' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Añade algo tuyo'), 'x'.repeat(31));
    await user.click(screen.getByRole('button', { name: 'Añadir actividad' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Cada actividad propia puede tener como máximo 30 caracteres.');

    await user.type(screen.getByLabelText('¿Qué pasó?'), 'Paseo por el monte.');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(callsTo('POST', '/api/diary/entry')).toHaveLength(1));
    expect(callsTo('POST', '/api/diary/entry')[0]!.body).toEqual({
      feeling: 'GOOD',
      description: 'Paseo por el monte.',
      audioUrl: '',
      tags: ['ejercicio', 'naturaleza', 'Guitarra'],
    });
  });

  it('the record card shows the tags, and an edit of the tags alone sends only them', async () => {
    const user = userEvent.setup();
    const record = makeRecord({ id: '33333333-3333-4333-8333-333333333333', tags: ['descanso', 'Yoga'] });
    const { callsTo } = mockFetch({ [`PATCH /api/diary/${record.id}`]: [{ body: { ...record, tags: ['descanso', 'salud', 'Yoga'], aiResponse: null } }] });
    renderWithQueryClient(<RecordCard record={record} />);
    expect(
      within(screen.getByRole('list', { name: 'Lo que hiciste' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Descanso', 'Yoga']);
    await user.click(screen.getByRole('button', { name: /^Editar la entrada/ }));
    await user.click(screen.getByRole('button', { name: 'Salud' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(callsTo('PATCH', `/api/diary/${record.id}`)).toHaveLength(1));
    expect(callsTo('PATCH', `/api/diary/${record.id}`)[0]!.body).toEqual({ tags: ['descanso', 'salud', 'Yoga'] });
  });
});
