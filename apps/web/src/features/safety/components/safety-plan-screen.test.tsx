import { emptySafetyPlan, type SafetyPlan } from '@sendero/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { setSpanish } from '@/lib/i18n';
import { storeTokens } from '@/lib/session-storage';
import { jsonResponse, mockFetch, type MockRoute } from '@/testing/fetch';
import { profile } from '@/testing/learning';
import { renderAtPath } from '@/testing/render';
import { accessToken } from '@/testing/tokens';
import { SafetyPlanScreen } from './safety-plan-screen';

const savedPlan: SafetyPlan = {
  warningSigns: ['Dejo de dormir'],
  copingStrategies: [],
  distractions: ['Pasear con Toby'],
  supportPeople: [{ name: 'Ana', phone: '+34 600 123 456' }],
  professionals: [],
  safeEnvironment: [],
  reasonsToLive: ['Mi hija'],
  updatedAt: '2026-01-05T10:00:00.000Z',
};

const emptyPlan = emptySafetyPlan();

function renderPlan(routes: Record<string, MockRoute[]>) {
  const fetch = mockFetch({ 'GET /api/auth/profile': [{ body: profile }], ...routes });
  const view = renderAtPath(<SafetyPlanScreen />, { path: '/safety-plan', otherPaths: ['/'] });
  return { ...fetch, ...view, user: userEvent.setup() };
}

const step = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  // "Guardado el …" is in the person's own time zone: pin one.
  vi.stubEnv('TZ', 'Europe/Madrid');
  storeTokens({ access_token: accessToken(), refresh_token: 'refresh-1' });
});

afterEach(() => {
  vi.unstubAllEnvs();
  // Sonner keeps its toasts in module state and replays them to the next test's Toaster.
  toast.dismiss();
});

describe('SafetyPlanScreen', () => {
  it('shows the saved plan, when it was saved, and a call link for each person with a phone', async () => {
    renderPlan({ 'GET /api/safety-plan': [{ body: savedPlan }] });

    expect(screen.getByRole('heading', { level: 1, name: 'Mi plan de seguridad' })).toBeInTheDocument();
    expect(await screen.findByText('Guardado el 5 de enero de 2026 a las 11:00 a. m.')).toBeInTheDocument();
    expect(within(step('Señales de alerta')).getByText('Dejo de dormir')).toBeInTheDocument();
    expect(within(step('Señales de alerta')).getByRole('button', { name: 'Quitar «Dejo de dormir»' })).toBeInTheDocument();
    expect(within(step('Mis razones para vivir')).getByText('Mi hija')).toBeInTheDocument();

    const people = step('Personas a las que puedo pedir ayuda');
    expect(within(people).getByRole('link', { name: 'Llamar a Ana' })).toHaveAttribute('href', 'tel:+34600123456');
    expect(within(people).getByLabelText('Teléfono')).toHaveAttribute('type', 'tel');
    expect(within(people).getByLabelText('Teléfono')).toHaveAttribute('inputmode', 'tel');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Señales de alerta',
      'Lo que puedo hacer a solas',
      'Personas y lugares que me distraen',
      'Personas a las que puedo pedir ayuda',
      'Profesionales y líneas de ayuda',
      'Hacer mi entorno más seguro',
      'Mis razones para vivir',
    ]);
  });

  it('adds and removes items, then PUTs exactly the plan on the screen and says "Plan guardado."', async () => {
    const sent = {
      warningSigns: ['Dejo de dormir', 'Me aíslo'],
      copingStrategies: ['Darme una ducha caliente'],
      distractions: [],
      supportPeople: [{ name: 'Ana', phone: '+34 600 123 456' }],
      professionals: [{ name: 'Centro de salud', phone: '91 123 45 67' }],
      safeEnvironment: [],
      reasonsToLive: ['Mi hija'],
    };
    const { user, callsTo } = renderPlan({
      'GET /api/safety-plan': [{ body: savedPlan }],
      'PUT /api/safety-plan': [{ body: { ...sent, updatedAt: '2026-01-06T17:30:00.000Z' } }],
    });
    await screen.findByText('Dejo de dormir');

    await user.type(within(step('Señales de alerta')).getByLabelText('Añadir a «Señales de alerta»'), '  Me aíslo {Enter}');
    expect(within(step('Señales de alerta')).getByText('Me aíslo')).toBeInTheDocument();
    expect(within(step('Señales de alerta')).getByLabelText('Añadir a «Señales de alerta»')).toHaveValue('');
    expect(screen.getByText('Añadido: «Me aíslo».')).toHaveAttribute('role', 'status');

    const alone = step('Lo que puedo hacer a solas');
    await user.type(within(alone).getByLabelText('Añadir a «Lo que puedo hacer a solas»'), 'Darme una ducha caliente');
    await user.click(within(alone).getByRole('button', { name: 'Añadir' }));

    const professionals = step('Profesionales y líneas de ayuda');
    await user.type(within(professionals).getByLabelText('Nombre'), 'Centro de salud');
    await user.type(within(professionals).getByLabelText('Teléfono'), '91 123 45 67{Enter}');
    expect(within(professionals).getByRole('link', { name: 'Llamar a Centro de salud' })).toHaveAttribute('href', 'tel:911234567');
    expect(within(professionals).getByLabelText('Nombre')).toHaveFocus();

    const distractions = step('Personas y lugares que me distraen');
    await user.click(within(distractions).getByRole('button', { name: 'Quitar «Pasear con Toby»' }));
    expect(within(distractions).queryByText('Pasear con Toby')).not.toBeInTheDocument();
    // The list is empty: focus goes to the field that adds items, not to the top of the page.
    expect(within(distractions).getByLabelText('Añadir a «Personas y lugares que me distraen»')).toHaveFocus();
    expect(screen.getByText('Tienes cambios sin guardar.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guardar plan' }));

    expect(await screen.findByText('Plan guardado.')).toBeInTheDocument();
    expect(callsTo('PUT', '/api/safety-plan').map((call) => call.body)).toEqual([sent]);
    expect(screen.getByText('Guardado el 6 de enero de 2026 a las 6:30 p. m.')).toBeInTheDocument();
    expect(screen.queryByText('Tienes cambios sin guardar.')).not.toBeInTheDocument();
  });

  it('refuses an item of 501 characters with the shared message and keeps what was typed', async () => {
    const { user, callsTo } = renderPlan({ 'GET /api/safety-plan': [{ body: emptyPlan }] });
    const reasons = await screen.findByRole('region', { name: 'Mis razones para vivir' });
    const input = within(reasons).getByLabelText('Añadir a «Mis razones para vivir»');
    const tooLong = 'a'.repeat(501);

    await user.click(input);
    await user.paste(tooLong);
    await user.keyboard('{Enter}');

    const error = within(reasons).getByRole('alert');
    expect(error).toHaveTextContent('Cada elemento puede tener como máximo 500 caracteres.');
    expect(input).toHaveValue(tooLong);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', error.id);
    expect(within(reasons).queryByRole('listitem')).not.toBeInTheDocument();

    const people = step('Personas a las que puedo pedir ayuda');
    await user.click(within(people).getByLabelText('Teléfono'));
    await user.paste('6'.repeat(501));
    await user.click(within(people).getByRole('button', { name: 'Añadir' }));
    expect(within(people).getByRole('alert')).toHaveTextContent('Cada elemento puede tener como máximo 500 caracteres.');
    expect(within(people).getByLabelText('Teléfono')).toHaveAttribute('aria-invalid', 'true');
    expect(within(people).getByLabelText('Nombre')).not.toHaveAttribute('aria-invalid');

    // 500 characters is fine; the message goes as soon as the text changes.
    await user.type(within(people).getByLabelText('Teléfono'), '{Backspace}');
    expect(within(people).queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo('PUT', '/api/safety-plan')).toHaveLength(0);
  });

  it('refuses a phone nobody can dial where it was typed, keeps it to mend, and saves nothing', async () => {
    const { user, callsTo } = renderPlan({ 'GET /api/safety-plan': [{ body: emptyPlan }] });
    const people = await screen.findByRole('region', { name: 'Personas a las que puedo pedir ayuda' });
    const phone = within(people).getByLabelText('Teléfono');

    await user.type(within(people).getByLabelText('Nombre'), 'Marta');
    await user.type(phone, 'llámame!!{Enter}');

    const error = within(people).getByRole('alert');
    expect(error).toHaveTextContent('Escribe un teléfono al que se pueda llamar: cifras, espacios, +, - o paréntesis, con al menos 3 cifras.');
    expect(phone).toHaveValue('llámame!!');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAttribute('aria-describedby', error.id);
    expect(phone).toHaveFocus();
    expect(within(people).queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.queryByText('Tienes cambios sin guardar.')).not.toBeInTheDocument();

    await user.clear(phone);
    await user.type(phone, '+34 (612) 345-678{Enter}');
    expect(within(people).getByRole('link', { name: 'Llamar a Marta' })).toHaveAttribute('href', 'tel:+34612345678');
    expect(callsTo('PUT', '/api/safety-plan')).toHaveLength(0);
  });

  it('stops adding at 20 items with the shared message, and allows it again after removing one', async () => {
    const nineteen = Array.from({ length: 19 }, (_, index) => `Idea ${index + 1}`);
    const { user } = renderPlan({ 'GET /api/safety-plan': [{ body: { ...emptyPlan, copingStrategies: nineteen } }] });
    const alone = await screen.findByRole('region', { name: 'Lo que puedo hacer a solas' });
    const input = within(alone).getByLabelText('Añadir a «Lo que puedo hacer a solas»');

    await user.type(input, 'Idea 20{Enter}');

    const note = within(alone).getByText('Cada lista puede tener como máximo 20 elementos. Si quieres añadir otro, quita antes alguno.');
    expect(note).toHaveFocus();
    expect(within(alone).getAllByRole('listitem')).toHaveLength(20);
    // A 21st item cannot be added: the field and its button are off.
    expect(input).toBeDisabled();
    expect(within(alone).getByRole('button', { name: 'Añadir' })).toBeDisabled();

    await user.click(within(alone).getByRole('button', { name: 'Quitar «Idea 20»' }));
    expect(note).not.toBeInTheDocument();
    expect(input).toBeEnabled();
    // The last item went: focus moves to the one before it.
    expect(within(alone).getByRole('button', { name: 'Quitar «Idea 19»' })).toHaveFocus();
  });

  it('keeps every typed item after a failed save and shows the server message, or a calm default', async () => {
    const { user, callsTo } = renderPlan({
      'GET /api/safety-plan': [{ body: emptyPlan }],
      'PUT /api/safety-plan': [
        { status: 400, body: { statusCode: 400, error: 'Bad Request', message: ['Cada lista puede tener como máximo 20 elementos.'] } },
        { status: 503 },
        { body: { ...emptyPlan, reasonsToLive: ['Volver a ver el mar'], updatedAt: '2026-01-06T09:00:00.000Z' } },
      ],
    });
    const reasons = await screen.findByRole('region', { name: 'Mis razones para vivir' });
    await user.type(within(reasons).getByLabelText('Añadir a «Mis razones para vivir»'), 'Volver a ver el mar{Enter}');

    await user.click(screen.getByRole('button', { name: 'Guardar plan' }));
    expect(await screen.findByText('Cada lista puede tener como máximo 20 elementos.')).toBeInTheDocument();
    expect(within(reasons).getByText('Volver a ver el mar')).toBeInTheDocument();
    expect(screen.getByText('Tienes cambios sin guardar.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guardar plan' }));
    expect(await screen.findByText('No se pudo guardar el plan. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(within(reasons).getByText('Volver a ver el mar')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guardar plan' }));
    expect(await screen.findByText('Plan guardado.')).toBeInTheDocument();
    const bodies = callsTo('PUT', '/api/safety-plan').map((call) => call.body);
    expect(bodies).toHaveLength(3);
    const typed = { ...emptyPlan, reasonsToLive: ['Volver a ver el mar'] } as Partial<SafetyPlan>;
    delete typed.updatedAt;
    expect(bodies).toEqual([typed, typed, typed]);
  });

  it('shows "Guardando..." on a disabled button while the plan is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user, fetchMock } = renderPlan({ 'GET /api/safety-plan': [{ body: emptyPlan }] });
    await screen.findByRole('region', { name: 'Mis razones para vivir' });
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));

    await user.click(screen.getByRole('button', { name: 'Guardar plan' }));
    expect(screen.getByRole('button', { name: 'Guardando...' })).toBeDisabled();

    answer(jsonResponse(200, { ...emptyPlan, updatedAt: '2026-01-06T09:00:00.000Z' }));
    expect(await screen.findByRole('button', { name: 'Guardar plan' })).toBeEnabled();
  });

  it('offers a retry when the plan cannot load', async () => {
    const { user } = renderPlan({ 'GET /api/safety-plan': [{ status: 500 }, { body: savedPlan }] });

    expect(await screen.findByText('No pudimos cargar tu plan. Inténtalo de nuevo en un momento.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByText('Dejo de dormir')).toBeInTheDocument();
    expect(screen.queryByText('No pudimos cargar tu plan. Inténtalo de nuevo en un momento.')).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, and lets the person stay or go', async () => {
    const { user, router } = renderPlan({ 'GET /api/safety-plan': [{ body: emptyPlan }, { body: emptyPlan }] });
    const reasons = await screen.findByRole('region', { name: 'Mis razones para vivir' });

    // Nothing changed yet: no question.
    await act(() => router.navigate('/'));
    expect(await screen.findByText('Página /')).toBeInTheDocument();
    await act(() => router.navigate('/safety-plan'));
    const again = await screen.findByRole('region', { name: 'Mis razones para vivir' });
    expect(again).not.toBe(reasons);

    await user.type(within(again).getByLabelText('Añadir a «Mis razones para vivir»'), 'Mi gato{Enter}');
    await act(() => router.navigate('/'));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Salir sin guardar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/safety-plan');
    expect(screen.getByText('Mi gato')).toBeInTheDocument();

    await act(() => router.navigate('/'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Salir sin guardar' }));
    expect(await screen.findByText('Página /')).toBeInTheDocument();
  });
});

describe('SafetyPlanScreen in the Spanish of Argentina and Uruguay (decision 045)', () => {
  afterEach(() => setSpanish('es-ES'));

  it('speaks voseo: the intro, the fields to add and what it announces', async () => {
    setSpanish('es-AR');
    const { user } = renderPlan({ 'GET /api/safety-plan': [{ body: savedPlan }] });
    await screen.findByText('Dejo de dormir');
    expect(screen.getByText(/escrita por vos y para vos/)).toHaveTextContent('qué podés hacer a solas');
    expect(screen.getByText('Si ahora mismo la estás pasando muy mal, no tenés que esperar a terminar el plan.')).toBeInTheDocument();
    await user.type(within(step('Señales de alerta')).getByLabelText('Agregar a «Señales de alerta»'), 'Me aíslo{Enter}');
    expect(screen.getByText('Agregado: «Me aíslo».')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Tenés cambios sin guardar.')).toBeInTheDocument();
  });
});
