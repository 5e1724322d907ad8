import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { diarySearchMessages } from '@sendero/shared';
import { makeRecord } from '@/testing/diary';
import { recordMatches, emptySearch } from '../api/search-records';
import { DiarySearch } from './diary-search';

const song = makeRecord({
  id: '11111111-1111-4111-8111-111111111111',
  feeling: 'GOOD',
  description: 'Escuché una canción de mi abuela.',
  tags: ['familia', 'Guitarra'],
  createdAt: '2026-03-02T10:00:00.000Z',
});
const work = makeRecord({
  id: '22222222-2222-4222-8222-222222222222',
  feeling: 'BAD',
  description: 'Discutí en el trabajo.',
  advice: 'Respira y escribe una CANCIÓN.',
  tags: ['trabajo'],
  createdAt: '2026-03-05T10:00:00.000Z',
});

describe('diary search', () => {
  // Unmounted first: back online, a still-mounted search would ask the server.
  afterEach(() => {
    cleanup();
    onlineManager.setOnline(true);
  });

  it('matches words without tildes in the text, tags and advice, with the filters', () => {
    expect(recordMatches(song, { ...emptySearch, q: 'cancion' })).toBe(true);
    expect(recordMatches(work, { ...emptySearch, q: 'cancion' })).toBe(true);
    expect(recordMatches(song, { ...emptySearch, q: 'cancion', feeling: 'BAD' })).toBe(false);
    expect(recordMatches(song, { ...emptySearch, tag: 'guitarra' })).toBe(true);
    expect(recordMatches(song, { ...emptySearch, tag: 'Familia' })).toBe(true);
    expect(recordMatches(work, { ...emptySearch, tag: 'familia' })).toBe(false);
    expect(recordMatches(song, { ...emptySearch, from: '2026-03-03' })).toBe(false);
    expect(recordMatches(work, { ...emptySearch, from: '2026-03-03', to: '2026-03-31' })).toBe(true);
  });

  it('offline, searches the entries this device keeps, newest first, marks the words and says so', async () => {
    onlineManager.setOnline(false);
    const user = userEvent.setup();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['diary', 'pages'], { pages: [{ data: [song], nextCursor: null }], pageParams: [undefined] });
    client.setQueryData(['diary', 'month', 2026, 3, 'UTC'], [song, work]);
    render(
      <QueryClientProvider client={client}>
        <DiarySearch list={<p>La lista</p>} ownTags={['Guitarra']} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('La lista')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Buscar en tus registros'), 'cancion');
    expect(await screen.findByText(diarySearchMessages.offline)).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Resultados de la búsqueda' });
    expect(within(results).getByRole('status')).toHaveTextContent('2 entradas encontradas.');
    const items = within(results).getAllByRole('article');
    expect(items[0]).toHaveTextContent('En el comentario: Respira y escribe una CANCIÓN.');
    expect([...results.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['CANCIÓN', 'canción']);
    expect(screen.queryByText('La lista')).not.toBeInTheDocument();
  });
});
