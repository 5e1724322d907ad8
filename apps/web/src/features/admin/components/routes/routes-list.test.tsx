import { screen, within } from '@testing-library/react';
import { mockFetch } from '@/testing/fetch';
import { renderAtPath } from '@/testing/render';
import { RoutesList } from './routes-list';

const route = {
  id: '77777777-7777-4777-8777-777777777777',
  title: 'Respiración y calma',
  description: 'Aprende técnicas sencillas de respiración.',
  image: null,
  type: 'FOUNDATION',
  order: 1,
};

describe('RoutesList', () => {
  it('shows the description on a phone too: under the title, where the header names it', async () => {
    mockFetch({ 'GET /api/routes': [{ body: [route] }] });
    renderAtPath(<RoutesList />);
    const row = await screen.findByRole('row', { name: /Respiración y calma/ });
    const titleCell = within(row).getAllByRole('cell')[1] as HTMLElement;
    expect(within(titleCell).getByRole('link', { name: 'Respiración y calma' })).toBeInTheDocument();
    expect(titleCell).toHaveTextContent('Aprende técnicas sencillas de respiración.');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Título y descripción', 'Descripción', 'Tipo']));
  });
});
