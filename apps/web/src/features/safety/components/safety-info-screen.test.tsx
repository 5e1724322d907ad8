import { CRISIS_LINE_COUNTRIES, crisisLinesFor } from '@sendero/shared';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { countryName } from '@/lib/countries';
import { mockFetch } from '@/testing/fetch';
import { lineHref } from '../phone';
import { SafetyInfoScreen } from './safety-info-screen';

// No query client and no session provider: the page must stand on its own, signed out.
function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/seguridad', element: <SafetyInfoScreen /> },
      { path: '/', element: <p>Inicio</p> },
    ],
    { initialEntries: ['/seguridad'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('SafetyInfoScreen', () => {
  it('explains the crisis protocol in plain Spanish with a way back', () => {
    const { fetchMock } = mockFetch({});
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Cómo te cuida Sendero' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Qué busca Sendero en lo que escribes',
      'Qué responde Sendero',
      'Cuando Sendero usa inteligencia artificial',
      'Lo que Sendero no es',
      'Qué ven los administradores',
      'Líneas de ayuda por país',
    ]);
    expect(screen.getByText('Ese texto nunca se envía a un modelo de inteligencia artificial.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Ver las líneas de ayuda' })).toHaveAttribute('href', '#lineas-de-ayuda');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("lists every country's lines under its Spanish name as links to call, without any request", () => {
    const { fetchMock } = mockFetch({});
    renderPage();

    const codes = CRISIS_LINE_COUNTRIES;
    expect(codes.toSorted()).toEqual([
      'AD',
      'AR',
      'BO',
      'CL',
      'CO',
      'CR',
      'CU',
      'DO',
      'EC',
      'ES',
      'GQ',
      'GT',
      'HN',
      'MX',
      'NI',
      'PA',
      'PE',
      'PR',
      'PY',
      'SV',
      'US',
      'UY',
      'VE',
    ]);
    for (const code of codes) {
      const country = screen.getByRole('region', { name: countryName(code) });
      expect(within(country).getByRole('heading', { level: 3 })).toHaveTextContent(countryName(code));
      const hrefs = within(country)
        .queryAllByRole('link')
        .map((link) => link.getAttribute('href'));
      expect(hrefs).toEqual(crisisLinesFor(code).map(lineHref));
      expect(screen.getByRole('link', { name: countryName(code) })).toHaveAttribute('href', `#lineas-${code.toLowerCase()}`);
    }

    const mexico = screen.getByRole('region', { name: 'México' });
    expect(within(mexico).getByRole('link', { name: /^Llamar al\s*800 911 2000\s*Línea de la Vida \(CONASAMA\)/ })).toHaveAttribute('href', 'tel:8009112000');
    expect(within(mexico).getByRole('link', { name: /^Llamar al\s*911\s*Emergencias/ })).toHaveAttribute('href', 'tel:911');
    const spain = screen.getByRole('region', { name: 'España' });
    expect(within(spain).getByRole('link', { name: /^Llamar al\s*024\s*Línea 024 de atención a la conducta suicida/ })).toHaveAttribute('href', 'tel:024');

    const guatemala = screen.getByRole('region', { name: 'Guatemala' });
    expect(
      within(guatemala).getByText(
        'No hemos podido verificar ninguna línea nacional de ayuda en crisis para Guatemala. Si estás en peligro, llama a estos números de emergencias o acude al centro de salud más cercano.',
      ),
    ).toBeInTheDocument();
    expect(guatemala).not.toHaveTextContent('024');
    const equatorialGuinea = screen.getByRole('region', { name: 'Guinea Ecuatorial' });
    expect(equatorialGuinea).toHaveTextContent(
      'No tenemos verificada ninguna línea para Guinea Ecuatorial. Si estás en peligro, llama al número de emergencias local o acude al centro de salud más cercano.',
    );
    expect(within(equatorialGuinea).queryByRole('link')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Costa Rica' })).getByText(/^De lunes a viernes, de 14:00 a 22:00/)).toBeInTheDocument();

    expect(
      screen.getByText(
        'Si tu país no está en la lista, no tenemos verificada ninguna línea para él: si estás en peligro, llama al número de emergencias local o acude al centro de salud más cercano.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Comprobamos estas líneas en 2025 y 2026. Los números y los horarios pueden cambiar; si alguno no responde, llama al número de emergencias.',
      ),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
