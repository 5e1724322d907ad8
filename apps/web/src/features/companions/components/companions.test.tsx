import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { mockFetch } from '@/testing/fetch';
import { TestProviders } from '@/testing/render';
import { PersonScreen } from './person-screen';
import { ShareScreen } from './share-screen';

const id = '5b0e7d1c-3f43-4d4e-9a52-2f0d1b6c9a11';
const people = [{ id, person: { firstName: 'Lucía', lastName: 'Martínez' }, scopes: ['summary', 'routes'] }];
const forbidden = { statusCode: 403, error: 'Forbidden', message: ['Esta persona no ha compartido esto contigo.'] };

function renderPerson(section: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/personas-que-acompano/:companionshipId/:section',
        element: (
          <PersonScreen
            id={id}
            section={section}
            sectionHref={(person, next) => `/personas-que-acompano/${person}/${next}`}
            backHref="/personas-que-acompano"
          />
        ),
      },
    ],
    { initialEntries: [`/personas-que-acompano/${id}/${section}`] },
  );
  return render(<RouterProvider router={router} />, { wrapper: TestProviders });
}

describe('the companion’s view', () => {
  it('offers only the granted scopes as tabs, and a section not shared says so plainly', async () => {
    mockFetch({ 'GET /api/people': [{ body: people }], [`GET /api/people/${id}/diary?limit=50`]: [{ status: 403, body: forbidden }] });
    renderPerson('diario');
    expect(await screen.findByRole('heading', { level: 1, name: 'Diario de Lucía — solo lectura' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Lo que comparte Lucía' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Resumen', 'Rutas']);
    expect(await screen.findByText('Lucía no ha compartido esto contigo.')).toBeInTheDocument();
  });

  it('says the relationship ended when the server answers 404', async () => {
    mockFetch({
      'GET /api/people': [{ body: people }],
      [`GET /api/people/${id}/routes`]: [
        { status: 404, body: { statusCode: 404, error: 'Not Found', message: ['No encontramos a esa persona entre las que acompañas.'] } },
      ],
    });
    renderPerson('rutas');
    expect(await screen.findByText('Ya no puedes ver lo que comparte Lucía.')).toBeInTheDocument();
  });
});

describe('Compartir con alguien', () => {
  it('previews what the companion will see, then shows the code, its link and nothing more asked', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockFetch({
      'GET /api/companions': [{ body: [] }],
      'POST /api/companions/invitations': [{ status: 201, body: { code: 'AB3DEF7H', expiresAt: '2026-12-04T10:00:00.000Z' } }],
    });
    render(<ShareScreen />, { wrapper: TestProviders });
    await user.click(screen.getByRole('checkbox', { name: /Resumen/ }));
    expect(screen.getByText('Nada todavía: marca al menos una cosa.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear un código' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Elige al menos una cosa para compartir');
    await user.click(screen.getByRole('checkbox', { name: /Rutas/ }));
    expect(screen.getAllByText('Las rutas que has empezado o terminado y cuánto llevas de cada una.')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Crear un código' }));
    expect(await screen.findByTestId('companion-code')).toHaveTextContent('AB3DEF7H');
    expect(screen.getByTestId('companion-link')).toHaveTextContent(`${window.location.origin}/acompanar?codigo=AB3DEF7H`);
    expect(callsTo('POST', '/api/companions/invitations')[0]!.body).toEqual({ scopes: ['routes'] });
    expect(await screen.findByText(/Todavía no compartes nada con nadie/)).toBeInTheDocument();
  });
});
