import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { professionalSummaryMessages } from '@sendero/shared';
import { TestProviders } from '@/testing/render';
import { localIsoDate } from '../api/professional-summary';
import { ProfessionalSummarySection } from './professional-summary-section';

const answers: Response[] = [];
const urls: string[] = [];

beforeEach(() => {
  answers.length = 0;
  urls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return answers.shift() ?? new Response('sin respuesta', { status: 500 });
    }),
  );
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:informe'), revokeObjectURL: vi.fn() }));
  // jsdom cannot follow a download link.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

const renderSection = () => render(<ProfessionalSummarySection />, { wrapper: TestProviders });

describe('Informe para mi profesional', () => {
  it('offers the last 30 days, with the entries left out until the person ticks them', () => {
    renderSection();
    const today = new Date();
    const monthAgo = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29, 12);
    expect(screen.getByLabelText('Desde')).toHaveValue(localIsoDate(monthAgo));
    expect(screen.getByLabelText('Hasta')).toHaveValue(localIsoDate(today));
    const entries = screen.getByRole('checkbox', { name: 'Incluir mis entradas' });
    expect(entries).not.toBeChecked();
    expect(entries).toHaveAccessibleDescription(
      /el PDF llevará todo lo que escribiste en tu diario durante ese periodo\. Compártelo solo con alguien de tu confianza\./,
    );
  });

  it('says what is wrong with a period before asking the server', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.clear(screen.getByLabelText('Desde'));
    await user.type(screen.getByLabelText('Desde'), '2026-12-10');
    await user.clear(screen.getByLabelText('Hasta'));
    await user.type(screen.getByLabelText('Hasta'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Descargar el informe (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(professionalSummaryMessages.periodReversed);
    expect(urls).toEqual([]);
  });

  it("downloads the PDF of the chosen period, with the entries when ticked, and shows the server's reason when it refuses", async () => {
    const user = userEvent.setup();
    renderSection();
    await user.clear(screen.getByLabelText('Desde'));
    await user.type(screen.getByLabelText('Desde'), '2026-11-01');
    await user.clear(screen.getByLabelText('Hasta'));
    await user.type(screen.getByLabelText('Hasta'), '2026-11-30');
    await user.click(screen.getByRole('checkbox', { name: 'Incluir mis entradas' }));
    answers.push(new Response(new Blob(['%PDF-1.3'], { type: 'application/pdf' }), { status: 200 }));
    await user.click(screen.getByRole('button', { name: 'Descargar el informe (PDF)' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const sent = new URL(urls[0]!, 'http://localhost');
    expect(sent.pathname).toBe('/api/profile/professional-summary.pdf');
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({ from: '2026-11-01', to: '2026-11-30', entries: 'true' });
    expect(sent.searchParams.get('tz')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    answers.push(
      new Response(JSON.stringify({ statusCode: 400, error: 'Bad Request', message: [professionalSummaryMessages.periodTooLong] }), { status: 400 }),
    );
    await user.click(screen.getByRole('button', { name: 'Descargar el informe (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(professionalSummaryMessages.periodTooLong);
  });
});
