import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeRoute } from '@/testing/learning';
import { renderAtPath } from '@/testing/render';
import { formEntries, mockXhr } from '@/testing/xhr';
import { RouteForm } from './route-form';

const route = makeRoute({ coverImage: { url: '/files/cover.webp' } });

async function fill(user: ReturnType<typeof userEvent.setup>, title: string, description: string) {
  await user.clear(screen.getByLabelText(/^Título/));
  await user.type(screen.getByLabelText(/^Título/), title);
  await user.clear(screen.getByLabelText(/^Descripción/));
  await user.type(screen.getByLabelText(/^Descripción/), description);
}

describe('RouteForm (docs/product.md#learning)', () => {
  it('requires title and description and sends nothing without them', async () => {
    const { calls } = mockXhr({});
    renderAtPath(<RouteForm onDone={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Escribe un título.')).toBeInTheDocument();
    expect(screen.getByText('Escribe una descripción.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('"Guardar" creates the route, says so and goes back', async () => {
    const { calls } = mockXhr({ 'POST /api/routes': [{ status: 201, body: route }] });
    const onDone = vi.fn();
    renderAtPath(<RouteForm onDone={onDone} />);
    const user = userEvent.setup();
    await fill(user, 'Calma', 'Respirar mejor');
    await user.selectOptions(screen.getByLabelText(/^Tipo/), 'CUSTOM');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(formEntries(calls[0]?.body)).toEqual([
      ['title', 'Calma'],
      ['type', 'CUSTOM'],
      ['description', 'Respirar mejor'],
    ]);
    expect(await screen.findByText('Ruta creada correctamente')).toBeInTheDocument();
  });

  it('"Guardar y añadir otra" clears the form after creating', async () => {
    mockXhr({ 'POST /api/routes': [{ status: 201, body: route }] });
    const onDone = vi.fn();
    renderAtPath(<RouteForm onDone={onDone} />);
    const user = userEvent.setup();
    await fill(user, 'Calma', 'Respirar mejor');
    await user.selectOptions(screen.getByLabelText(/^Tipo/), 'CUSTOM');
    await user.click(screen.getByRole('button', { name: 'Guardar y añadir otra' }));

    expect(await screen.findByText('Ruta creada correctamente')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Título/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Descripción/)).toHaveValue('');
    expect(screen.getByLabelText(/^Tipo/)).toHaveValue('FOUNDATION');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('"Guardar y añadir otra" keeps the values after editing', async () => {
    const { calls } = mockXhr({ [`PATCH /api/routes/${route.id}`]: [{ body: { ...route, title: 'Calma profunda' } }] });
    const onDone = vi.fn();
    renderAtPath(<RouteForm route={route} onDone={onDone} />);
    const user = userEvent.setup();
    expect(screen.getByLabelText(/^Título/)).toHaveValue(route.title);
    await fill(user, 'Calma profunda', 'Otra descripción');
    await user.click(screen.getByRole('button', { name: 'Guardar y añadir otra' }));

    expect(await screen.findByText('Ruta actualizada correctamente')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Título/)).toHaveValue('Calma profunda');
    expect(screen.getByLabelText(/^Descripción/)).toHaveValue('Otra descripción');
    expect(onDone).not.toHaveBeenCalled();
    expect(formEntries(calls[0]?.body).map(([name]) => name)).not.toContain('removeCoverImage');
  });

  it("asks for the cover's alt text with a hint saying why, and sends it", async () => {
    const { calls } = mockXhr({ [`PATCH /api/routes/${route.id}`]: [{ body: route }] });
    const onDone = vi.fn();
    renderAtPath(<RouteForm route={route} onDone={onDone} />);
    const user = userEvent.setup();
    const alt = screen.getByLabelText('Texto alternativo de la portada (opcional)');
    expect(alt).toHaveAccessibleDescription(expect.stringContaining('lectores de pantalla'));
    await user.type(alt, 'Un sol sobre el mar');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(formEntries(calls[0]?.body)).toContainEqual(['coverImageAlt', 'Un sol sobre el mar']);
  });

  it('removing the current cover sends removeCoverImage=true', async () => {
    const { calls } = mockXhr({ [`PATCH /api/routes/${route.id}`]: [{ body: { ...route, coverImage: null } }] });
    const onDone = vi.fn();
    renderAtPath(<RouteForm route={route} onDone={onDone} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Quitar portada' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(formEntries(calls[0]?.body)).toContainEqual(['removeCoverImage', 'true']);
  });

  it('disables both buttons while saving and reports a failure with the server message', async () => {
    mockXhr({ 'POST /api/routes': [{ status: 400, delayMs: 100, body: { statusCode: 400, error: 'Bad Request', message: ['Escribe un título.'] } }] });
    renderAtPath(<RouteForm onDone={vi.fn()} />);
    const user = userEvent.setup();
    await fill(user, 'Calma', 'Respirar');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Guardar y añadir otra' })).toBeDisabled();
    expect(await screen.findByText('Error al crear o editar la ruta')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled());
  });

  it('accepts only images as cover', () => {
    renderAtPath(<RouteForm onDone={vi.fn()} />);
    const input = screen.getByLabelText(/^Imagen de portada/);
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
  });
});
