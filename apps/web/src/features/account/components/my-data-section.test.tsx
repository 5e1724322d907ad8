import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setSpanish } from '@/lib/i18n';
import { mockFetch } from '@/testing/fetch';
import { TestProviders } from '@/testing/render';
import type * as accountData from '../api/account-data';
import { leaveFor } from '../api/account-data';
import { importSummary, MyDataSection } from './my-data-section';

vi.mock('../api/account-data', async (original) => ({ ...(await original<typeof accountData>()), leaveFor: vi.fn() }));
import { PrivacyScreen } from './privacy-screen';

const renderSection = (onErased = vi.fn()) => {
  const router = createMemoryRouter([{ path: '/', element: <MyDataSection onErased={onErased} /> }]);
  render(<RouterProvider router={router} />, { wrapper: TestProviders });
  return onErased;
};

describe('Mis datos', () => {
  it('says plainly what an import did', () => {
    expect(importSummary({ format: 'sendero', added: 3, skipped: 1, safetyPlan: 'restored' })).toEqual([
      'Se añadieron 3 entradas a tu diario.',
      '1 entrada ya estaba en tu diario y no se duplicó.',
      'Se recuperó tu plan de seguridad.',
    ]);
    expect(importSummary({ format: 'daylio', added: 0, skipped: 2, safetyPlan: 'none' })).toEqual([
      'No se añadió ninguna entrada nueva.',
      '2 entradas ya estaban en tu diario y no se duplicaron.',
    ]);
  });

  it('speaks voseo in Argentina and Uruguay, and says "agregar" in Latin America (decision 045)', async () => {
    setSpanish('es-AR');
    try {
      expect(importSummary({ format: 'sendero', added: 3, skipped: 0, safetyPlan: 'kept' })).toEqual([
        'Se agregaron 3 entradas a tu diario.',
        'Tu plan de seguridad actual se mantuvo tal cual; no lo reemplazamos por el del archivo.',
      ]);
      renderSection();
      expect(await screen.findByText(/Lo que escribís es tuyo\./)).toBeInTheDocument();
      expect(screen.getByText(/Lo que ya tenés no se duplica\./)).toBeInTheDocument();
    } finally {
      setSpanish('es-ES');
    }
  });

  it("imports a Daylio file after the person maps its moods, and shows the summary; a refused file shows the server's reasons", async () => {
    const user = userEvent.setup();
    mockFetch({});
    const xhrAnswers = [
      {
        status: 200,
        body: {
          format: 'daylio',
          entries: 3,
          moods: [
            { name: 'mal', count: 2, guess: 'BAD', custom: false },
            { name: 'cansada', count: 1, guess: null, custom: true },
          ],
          dateOrder: null,
          askDateOrder: false,
        },
      },
      { status: 200, body: { format: 'daylio', added: 2, skipped: 0, safetyPlan: 'none' } },
      {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: ['Línea 3: no se entiende la fecha o la hora.', 'Corrige esas líneas y vuelve a importar el archivo: no se ha importado nada.'],
        },
      },
    ];
    const sent: string[] = [];
    const bodies: FormData[] = [];
    class FakeXhr {
      status = 0;
      responseText = '';
      upload = { addEventListener: () => undefined };
      private listeners: Record<string, () => void> = {};
      open(_method: string, url: string) {
        sent.push(url);
      }
      setRequestHeader() {}
      addEventListener(event: string, listener: () => void) {
        this.listeners[event] = listener;
      }
      send(body: FormData) {
        bodies.push(body);
        const answer = xhrAnswers.shift()!;
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        setTimeout(() => this.listeners.load?.(), 0);
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderSection();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['full_date,time,mood,note'], 'daylio.csv', { type: 'text/csv' }));
    // Nothing is stored yet: each mood waits for a feeling, the known ones come chosen.
    expect(await screen.findByRole('heading', { name: '¿Qué sentimiento es cada estado de ánimo?' })).toHaveFocus();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^\/api\/account\/import\/preview\?tz=/);
    expect(screen.getByLabelText('«mal» (2 entradas)')).toHaveValue('BAD');
    expect(screen.getByLabelText('«cansada» (1 entrada)')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Importar 3 entradas' }));
    expect(screen.getByLabelText('«cansada» (1 entrada)')).toHaveAccessibleDescription(/Elige un sentimiento\./);
    expect(screen.getByLabelText('«cansada» (1 entrada)')).toHaveFocus();
    expect(sent).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('«cansada» (1 entrada)'), 'TERRIBLE');
    await user.click(screen.getByRole('button', { name: 'Importar 3 entradas' }));
    expect(await screen.findByText('Importación terminada')).toBeInTheDocument();
    expect(screen.getByText('Se añadieron 2 entradas a tu diario.')).toBeInTheDocument();
    expect(sent[1]).toMatch(/^\/api\/account\/import\?tz=/);
    expect(JSON.parse(bodies[1]!.get('moods') as string)).toEqual({ mal: 'BAD', cansada: 'TERRIBLE' });
    expect(bodies[1]!.get('dateOrder')).toBeNull();
    expect(screen.queryByRole('heading', { name: '¿Qué sentimiento es cada estado de ánimo?' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Importar' })).toHaveFocus());
    await user.upload(input, new File(['x'], 'daylio.csv', { type: 'text/csv' }));
    expect(await screen.findByText('No se ha importado nada')).toBeInTheDocument();
    expect(screen.getByText('Línea 3: no se entiende la fecha o la hora.')).toBeInTheDocument();
  });

  it('asks how the dates are written when the file cannot tell, and sends the choice with the moods (decision 063)', async () => {
    const user = userEvent.setup();
    mockFetch({});
    const answers = [
      { format: 'daylio', entries: 2, moods: [{ name: 'good', count: 2, guess: 'GOOD', custom: false }], dateOrder: null, askDateOrder: true },
      { format: 'daylio', added: 2, skipped: 0, safetyPlan: 'none' },
    ];
    const bodies: FormData[] = [];
    class FakeXhr {
      status = 200;
      responseText = '';
      upload = { addEventListener: () => undefined };
      private listeners: Record<string, () => void> = {};
      open() {}
      setRequestHeader() {}
      addEventListener(event: string, listener: () => void) {
        this.listeners[event] = listener;
      }
      send(body: FormData) {
        bodies.push(body);
        this.responseText = JSON.stringify(answers.shift());
        setTimeout(() => this.listeners.load?.(), 0);
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderSection();
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['x'], 'daylio.csv', { type: 'text/csv' }));
    const order = await screen.findByRole('group', { name: '¿Cómo están escritas las fechas?' });
    expect(order).toHaveTextContent('En este archivo, una fecha como 03/04/2024 puede ser el 3 de abril o el 4 de marzo.');
    // Nothing is chosen for the person.
    expect(screen.getByRole('radio', { name: /Día\/mes\/año/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Mes\/día\/año/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Importar 2 entradas' }));
    expect(order).toHaveAccessibleDescription('Elige cómo están escritas las fechas.');
    expect(screen.getByRole('radio', { name: /Día\/mes\/año/ })).toHaveFocus();
    expect(bodies).toHaveLength(1);
    await user.click(screen.getByRole('radio', { name: /Mes\/día\/año/ }));
    await user.click(screen.getByRole('button', { name: 'Importar 2 entradas' }));
    expect(await screen.findByText('Importación terminada')).toBeInTheDocument();
    expect(bodies[1]!.get('dateOrder')).toBe('mdy');
    expect(JSON.parse(bodies[1]!.get('moods') as string)).toEqual({ good: 'GOOD' });
  });

  it('asks for the password before erasing, says what goes, and reports a wrong password', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockFetch({
      'GET /api/auth/erase-options': [{ body: { password: true, institution: null } }],
      'DELETE /api/account': [
        { status: 403, body: { statusCode: 403, error: 'Forbidden', message: ['La contraseña no es correcta. Tu cuenta sigue intacta.'] } },
        { status: 204 },
      ],
    });
    const onErased = renderSection();
    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(screen.getByText(/todas las entradas de tu diario/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta para siempre' }));
    expect(screen.getByText('Escribe tu contraseña.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirmar con/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Tu contraseña'), 'equivocada');
    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta para siempre' }));
    expect(await screen.findByText('La contraseña no es correcta. Tu cuenta sigue intacta.')).toBeInTheDocument();
    expect(onErased).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Tu contraseña'));
    await user.type(screen.getByLabelText('Tu contraseña'), 'la-buena');
    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta para siempre' }));
    await waitFor(() => expect(onErased).toHaveBeenCalled());
    expect(callsTo('DELETE', '/api/account').map((call) => call.body)).toEqual([{ password: 'equivocada' }, { password: 'la-buena' }]);
  });

  describe('an account that signs in with its institution (decision 046)', () => {
    afterEach(() => window.history.replaceState(null, '', '/'));

    it('without a password: no password field, but a button that sends the person to sign in again at the institution', async () => {
      const user = userEvent.setup();
      const { callsTo } = mockFetch({
        'GET /api/auth/erase-options': [{ body: { password: false, institution: 'Universidad de Prueba' } }],
        'POST /api/auth/oidc/erase': [{ body: { url: 'https://sso.universidad.example/authorize?prompt=login' } }],
      });
      renderSection();
      await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
      await user.click(await screen.findByRole('button', { name: 'Confirmar con Universidad de Prueba' }));
      expect(screen.queryByLabelText('Tu contraseña')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Eliminar mi cuenta para siempre' })).not.toBeInTheDocument();
      expect(screen.getByText(/te pediremos que entres de nuevo con tu cuenta de Universidad de Prueba/)).toBeInTheDocument();
      await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://sso.universidad.example/authorize?prompt=login'));
      expect(callsTo('POST', '/api/auth/oidc/erase')).toHaveLength(1);
    });

    it('with both: the password field and the institution', async () => {
      const user = userEvent.setup();
      mockFetch({ 'GET /api/auth/erase-options': [{ body: { password: true, institution: 'Universidad de Prueba' } }] });
      renderSection();
      await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
      expect(await screen.findByLabelText('Tu contraseña')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Confirmar con Universidad de Prueba' })).toBeInTheDocument();
      expect(screen.getByText(/O, si lo prefieres, confirma que eres tú/)).toBeInTheDocument();
    });

    it('back with a code: the panel is open, the code leaves the address, and erasing sends it in place of the password', async () => {
      const user = userEvent.setup();
      window.history.replaceState(null, '', '/profile#erase=codigo-de-un-solo-uso');
      const { callsTo } = mockFetch({ 'DELETE /api/account': [{ status: 204 }] });
      const onErased = renderSection();
      expect(screen.getByText(/Tu institución ha confirmado que eres tú/)).toBeInTheDocument();
      expect(window.location.hash).toBe('');
      expect(screen.queryByLabelText('Tu contraseña')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta para siempre' }));
      await waitFor(() => expect(onErased).toHaveBeenCalled());
      expect(callsTo('DELETE', '/api/account').map((call) => call.body)).toEqual([{ eraseCode: 'codigo-de-un-solo-uso' }]);
    });

    it('back refused: the Spanish reason, and nothing erased', async () => {
      window.history.replaceState(null, '', '/profile?erase_error=mismatch');
      mockFetch({ 'GET /api/auth/erase-options': [{ body: { password: false, institution: 'Universidad de Prueba' } }] });
      renderSection();
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Has entrado con otra cuenta de tu institución, no con la que usa esta cuenta de Sendero. No hemos eliminado nada.',
      );
      expect(window.location.search).toBe('');
      expect(await screen.findByRole('button', { name: 'Confirmar con Universidad de Prueba' })).toBeInTheDocument();
    });
  });
});

describe('/privacidad', () => {
  it('says where diary text goes, that no third party gets it, and links to the buttons', () => {
    const router = createMemoryRouter([{ path: '/', element: <PrivacyScreen /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tu privacidad en Sendero' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nadie más recibe tus datos' })).toBeInTheDocument();
    expect(screen.getByText(/no sale del servidor de Sendero/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'perfil, en «Mis datos»' })).toHaveAttribute('href', '/profile#mis-datos');
  });
});
