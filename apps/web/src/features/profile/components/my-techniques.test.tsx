import { render, screen } from '@testing-library/react';
import { mockFetch } from '@/testing/fetch';
import { renderAtPath, TestProviders } from '@/testing/render';
import { MyTechniques } from './my-techniques';

describe("Profile 'Mis Técnicas'", () => {
  it('lists the completed audios and videos, each a link to its content screen', async () => {
    mockFetch({
      'GET /api/techniques': [
        {
          body: [
            {
              contentId: '22222222-2222-4222-8222-222222222222',
              routeId: '11111111-1111-4111-8111-111111111111',
              routeTitle: 'Respiración y calma',
              title: 'Respiración cuadrada guiada',
              type: 'AUDIO',
              duration: 300,
              completedAt: '2026-11-20T10:00:00.000Z',
            },
          ],
        },
      ],
    });
    renderAtPath(<MyTechniques />, { path: '/profile' });
    const link = await screen.findByRole('link', { name: /Respiración cuadrada guiada/ });
    expect(link).toHaveAttribute('href', '/route/11111111-1111-4111-8111-111111111111/content/22222222-2222-4222-8222-222222222222');
    expect(link).toHaveTextContent('Audio · 5 min · Respiración y calma');
  });

  it('says warmly where they will appear when there are none yet', async () => {
    mockFetch({ 'GET /api/techniques': [{ body: [] }] });
    render(<MyTechniques />, { wrapper: TestProviders });
    expect(await screen.findByText('Cuando completes un audio o un vídeo guiado, lo encontrarás aquí para repetirlo cuando quieras.')).toBeInTheDocument();
  });
});
