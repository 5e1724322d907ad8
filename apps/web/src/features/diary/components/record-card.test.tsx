import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DiaryPage, DiaryRecord } from '@sendero/shared';
import { applyRecordChange } from '@/api/diary';
import { setSpanish } from '@/lib/i18n';
import { makeRecord } from '@/testing/diary';
import { mockFetch } from '@/testing/fetch';
import { renderWithQueryClient } from '@/testing/render';
import { RecordCard } from './record-card';

const renderCard = (record: DiaryRecord) => renderWithQueryClient(<RecordCard record={record} />);

describe('RecordCard: Editar and Eliminar', () => {
  it("edits the feeling and the words in place and sends only the record's PATCH", async () => {
    const user = userEvent.setup();
    const record = makeRecord({ id: '11111111-1111-4111-8111-111111111111', description: 'Un día gris.' });
    const { callsTo } = mockFetch({
      [`PATCH /api/diary/${record.id}`]: [{ body: { ...record, feeling: 'GREAT', description: 'Salió el sol.', aiResponse: null } }],
    });
    renderCard(record);
    await user.click(screen.getByRole('button', { name: /^Editar la entrada/ }));
    await user.click(screen.getByRole('radio', { name: /Excelente/ }));
    const text = screen.getByLabelText('¿Qué pasó?');
    // Text is optional (decision 029): the words are replaced, not required.
    await user.clear(text);
    await user.type(text, 'Salió el sol.');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(callsTo('PATCH', `/api/diary/${record.id}`)).toHaveLength(1));
    expect(callsTo('PATCH', `/api/diary/${record.id}`)[0]!.body).toEqual({ feeling: 'GREAT', description: 'Salió el sol.' });
    expect(await screen.findByText('Entrada actualizada')).toBeInTheDocument();
  });

  it('shows the finer word beside the feeling, and an edit of the word alone sends only the word', async () => {
    const user = userEvent.setup();
    const record = makeRecord({ id: '33333333-3333-4333-8333-333333333333', feeling: 'BAD', finerFeeling: 'agotado', description: 'Semana larga.' });
    const { callsTo } = mockFetch({
      [`PATCH /api/diary/${record.id}`]: [{ body: { ...record, finerFeeling: 'triste', aiResponse: null } }],
    });
    renderCard(record);
    expect(screen.getByRole('article')).toHaveTextContent('Mal· agotado/a');
    await user.click(screen.getByRole('button', { name: /^Editar la entrada/ }));
    expect(screen.getByRole('button', { name: 'agotado/a' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'triste' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(callsTo('PATCH', `/api/diary/${record.id}`)).toHaveLength(1));
    // The words and the feeling are not sent: the advice stays as it was.
    expect(callsTo('PATCH', `/api/diary/${record.id}`)[0]!.body).toEqual({ finerFeeling: 'triste' });
  });

  it('asks before deleting, and deletes only on "Sí, eliminar"', async () => {
    const user = userEvent.setup();
    const record = makeRecord({ id: '22222222-2222-4222-8222-222222222222' });
    const { callsTo } = mockFetch({ [`DELETE /api/diary/${record.id}`]: [{ status: 204 }] });
    renderCard(record);
    await user.click(screen.getByRole('button', { name: /^Eliminar la entrada/ }));
    expect(screen.getByRole('alertdialog', { name: '¿Eliminar esta entrada?' })).toHaveTextContent('No se puede deshacer.');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(callsTo('DELETE', `/api/diary/${record.id}`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /^Eliminar la entrada/ }));
    await user.click(screen.getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect(callsTo('DELETE', `/api/diary/${record.id}`)).toHaveLength(1));
    expect(await screen.findByText('Entrada eliminada')).toBeInTheDocument();
  });
});

describe('RecordCard in the Spanish of Argentina and Uruguay (decision 045)', () => {
  afterEach(() => setSpanish('es-ES'));

  it('asks to check what was written in voseo', async () => {
    setSpanish('es-AR');
    const user = userEvent.setup();
    const record = makeRecord({ id: '44444444-4444-4444-8444-444444444444', description: 'Un día gris.' });
    mockFetch({ [`PATCH /api/diary/${record.id}`]: [{ status: 500 }] });
    renderCard(record);
    await user.click(screen.getByRole('button', { name: /^Editar la entrada/ }));
    await user.type(screen.getByLabelText('¿Qué pasó?'), ' Y llovió.');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Intentalo de nuevo.');
  });
});

describe('applyRecordChange', () => {
  it('patches or drops the record in every cached month and page at once, then marks the diary and metrics stale', async () => {
    const client = new QueryClient();
    const a = makeRecord({ id: 'a', description: 'uno' });
    const b = makeRecord({ id: 'b', description: 'dos' });
    client.setQueryData(['diary', 'month', 2026, 1, 'UTC'], [a, b]);
    client.setQueryData<{ pages: DiaryPage[]; pageParams: unknown[] }>(['diary', 'pages'], {
      pages: [{ data: [b, a], nextCursor: null }],
      pageParams: [undefined],
    });
    client.setQueryData(['profile-metrics'], { totalRecords: 2 });

    void applyRecordChange(client, 'a', null);
    expect(client.getQueryData<DiaryRecord[]>(['diary', 'month', 2026, 1, 'UTC'])!.map((r) => r.id)).toEqual(['b']);
    expect(client.getQueryData<{ pages: DiaryPage[] }>(['diary', 'pages'])!.pages[0]!.data.map((r) => r.id)).toEqual(['b']);
    void applyRecordChange(client, 'b', { ...b, description: 'cambiado' });
    expect(client.getQueryData<DiaryRecord[]>(['diary', 'month', 2026, 1, 'UTC'])![0]!.description).toBe('cambiado');
    expect(client.getQueryState(['profile-metrics'])!.isInvalidated).toBe(true);
  });
});
