import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ids, makeRoute } from '@/testing/learning';
import { RouteCard } from './route-card';

function renderCard(overrides: Parameters<typeof makeRoute>[0]) {
  render(
    <MemoryRouter>
      <RouteCard route={makeRoute(overrides)} />
    </MemoryRouter>,
  );
}

describe('RouteCard', () => {
  it('a cover without alt text is decorative', () => {
    renderCard({ coverImage: { url: '/files/cover.webp', alt: null } });
    expect(document.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('links to the route and shows its cover, order number, title and progress', () => {
    renderCard({ progress: 42, order: 3, coverImage: { url: '/files/cover.webp', alt: 'Una flor de seis pétalos' } });
    const link = screen.getByRole('link', { name: 'Conociendo tus emociones' });
    expect(link).toHaveAttribute('href', `/route/${ids.route}`);
    expect(screen.getByRole('img', { name: 'Una flor de seis pétalos' })).toHaveAttribute('src', '/files/cover.webp');
    expect(screen.getByText('42 %')).toBeInTheDocument();
    expect(screen.getByText('3')).toHaveTextContent('Ruta 3');
    expect(screen.getByRole('heading', { level: 3 })).toContainElement(link);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
  });

  it("shows 'Completo' at 100", () => {
    renderCard({ progress: 100, progressStatus: 'COMPLETED' });
    expect(screen.getByText('Completo')).toBeInTheDocument();
    expect(screen.queryByText('100 %')).not.toBeInTheDocument();
  });

  it('shows 0% for a route not started', () => {
    renderCard({ progress: 0, progressStatus: 'NOT_STARTED', userRouteProgressId: null });
    expect(screen.getByText('0 %')).toBeInTheDocument();
  });
});
