import { authoringMessages } from '@sendero/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ids, makeContent, makeRoute } from '@/testing/learning';
import { renderAtPath } from '@/testing/render';
import { formEntries, mockXhr } from '@/testing/xhr';
import { ContentForm } from './content-form';
import { subtitleMessages } from './subtitles';

const route = makeRoute();
const created = makeContent({ id: ids.content(9) });

function renderForm(props: Partial<Parameters<typeof ContentForm>[0]> = {}) {
  const onDone = vi.fn();
  renderAtPath(<ContentForm routes={[route]} fixedRouteId={route.id} onDone={onDone} {...props} />);
  return { onDone, user: userEvent.setup() };
}

const pick = (label: string, file: File) => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

describe('ContentForm (docs/product.md#learning)', () => {
  it('shows which route the new content goes to and sends the fields, with the defaults 5 and 60', async () => {
    const { calls } = mockXhr({ 'POST /api/contents': [{ status: 201, body: created }] });
    const { user, onDone } = renderForm();
    expect(screen.getByText(route.title)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Título/), 'Respirar');
    await user.type(screen.getByLabelText(/^Texto de la lectura/), 'Inhala **despacio**.');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(formEntries(calls[0]?.body)).toEqual([
      ['routeId', route.id],
      ['title', 'Respirar'],
      ['type', 'READING'],
      ['content', 'Inhala **despacio**.'],
      ['points', '5'],
      ['duration', '60'],
    ]);
    expect(await screen.findByText('Contenido creado correctamente')).toBeInTheDocument();
  });

  it('sends points and duration only when above 0', async () => {
    const { calls } = mockXhr({ 'POST /api/contents': [{ status: 201, body: created }] });
    const { user, onDone } = renderForm();
    await user.type(screen.getByLabelText(/^Título/), 'Respirar');
    await user.type(screen.getByLabelText(/^Texto de la lectura/), 'Texto');
    await user.clear(screen.getByLabelText(/^Puntos/));
    await user.type(screen.getByLabelText(/^Puntos/), '0');
    await user.clear(screen.getByLabelText(/^Duración/));
    await user.type(screen.getByLabelText(/^Duración/), '0');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const names = formEntries(calls[0]?.body).map(([name]) => name);
    expect(names).not.toContain('points');
    expect(names).not.toContain('duration');
  });

  it('edits subtitles as rows: a row with a bad time or no text shows its message beside the field and nothing is sent; fixed, the spec JSON is sent', async () => {
    const { calls } = mockXhr({ 'POST /api/contents': [{ status: 201, body: created }] });
    const { user, onDone } = renderForm();
    await user.selectOptions(screen.getByLabelText(/^Tipo/), 'AUDIO');
    await user.type(screen.getByLabelText(/^Título/), 'Calma');
    pick('Archivo de audio', new File(['a'], 'calma.mp3', { type: 'audio/mpeg' }));
    await user.click(screen.getByRole('button', { name: 'Añadir subtítulo' }));
    await user.type(screen.getByRole('textbox', { name: 'Fin del subtítulo 1' }), 'dos');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText(subtitleMessages.timeInvalid)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Fin del subtítulo 1' })).toHaveAccessibleDescription(subtitleMessages.timeInvalid);
    expect(screen.getByRole('textbox', { name: 'Texto del subtítulo 1' })).toHaveAccessibleDescription(subtitleMessages.textRequired);
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: 'Fin del subtítulo 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Fin del subtítulo 1' }), '2,5');
    await user.type(screen.getByRole('textbox', { name: 'Texto del subtítulo 1' }), 'Respira.');
    await user.click(screen.getByRole('button', { name: 'Añadir subtítulo' }));
    // A new row starts where the last one ended.
    expect(screen.getByRole('textbox', { name: 'Inicio del subtítulo 2' })).toHaveValue('0:02,5');
    await user.type(screen.getByRole('textbox', { name: 'Fin del subtítulo 2' }), '1:05');
    await user.type(screen.getByRole('textbox', { name: 'Texto del subtítulo 2' }), 'Suelta.');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(JSON.parse(formEntries(calls[0]?.body).find(([name]) => name === 'subtitles')![1])).toEqual([
      { text: 'Respira.', start: 0, end: 2.5 },
      { text: 'Suelta.', start: 2.5, end: 65 },
    ]);
  });

  it('imports an .srt file into the rows, and removes a row', async () => {
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText(/^Tipo/), 'AUDIO');
    const srt = '1\r\n00:00:00,000 --> 00:00:03,500\r\nMira a tu alrededor.\r\n\r\n2\r\n00:00:03,500 --> 00:01:07,000\r\nNombra cinco cosas\r\nque ves.\r\n';
    pick('Importar subtítulos (.srt o .vtt)', new File([srt], 'anclaje.srt', { type: 'application/x-subrip' }));
    expect(await screen.findByText('Se importaron 2 subtítulos de «anclaje.srt».')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Fin del subtítulo 2' })).toHaveValue('1:07');
    expect(screen.getByRole('textbox', { name: 'Texto del subtítulo 2' })).toHaveValue('Nombra cinco cosas que ves.');
    await user.click(screen.getByRole('button', { name: 'Quitar el subtítulo 1' }));
    expect(screen.getByRole('textbox', { name: 'Texto del subtítulo 1' })).toHaveValue('Nombra cinco cosas que ves.');
    expect(screen.queryByRole('textbox', { name: 'Texto del subtítulo 2' })).not.toBeInTheDocument();

    pick('Importar subtítulos (.srt o .vtt)', new File(['hola'], 'nada.vtt', { type: 'text/vtt' }));
    expect(await screen.findByText(subtitleMessages.fileEmpty)).toBeInTheDocument();
  });

  it('refuses a quiz without questions, then a question without text, each message beside its place', async () => {
    const { calls } = mockXhr({});
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText(/^Tipo/), 'QUIZ');
    await user.type(screen.getByLabelText(/^Título/), 'Cuestionario');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(authoringMessages.quizNoQuestions);

    await user.click(screen.getByRole('button', { name: 'Añadir opción múltiple' }));
    expect(screen.queryByText(authoringMessages.quizNoQuestions)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Enunciado')).toHaveAccessibleDescription(authoringMessages.quizQuestionRequired);
    expect(screen.getByRole('textbox', { name: 'Opción 1 de la pregunta 1' })).toHaveAccessibleDescription(authoringMessages.quizOptionEmpty);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(calls).toHaveLength(0);
  });

  it('sends an audio with empty subtitles as [] and the fields before the file', async () => {
    const { calls } = mockXhr({ 'POST /api/contents': [{ status: 201, body: created }] });
    const { user, onDone } = renderForm();
    await user.selectOptions(screen.getByLabelText(/^Tipo/), 'AUDIO');
    await user.type(screen.getByLabelText(/^Título/), 'Calma');
    pick('Archivo de audio', new File(['a'], 'calma.mp3', { type: 'audio/mpeg' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const entries = formEntries(calls[0]?.body);
    expect(entries).toContainEqual(['subtitles', '[]']);
    expect(entries.at(-1)).toEqual(['file', 'file:calma.mp3']);
  });

  it('an image needs its alt text: the message sits by the field and nothing is sent; written, it is sent', async () => {
    const { calls } = mockXhr({ 'POST /api/contents': [{ status: 201, body: created }] });
    const { user, onDone } = renderForm();
    await user.selectOptions(screen.getByLabelText(/^Tipo/), 'IMAGE');
    await user.type(screen.getByLabelText(/^Título/), 'Rueda');
    pick('Imagen', new File(['i'], 'rueda.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByLabelText(/^Texto alternativo/)).toHaveAccessibleDescription(expect.stringContaining(authoringMessages.altRequired));
    expect(calls).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Texto alternativo/), 'Una rueda de emociones');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(formEntries(calls[0]?.body)).toContainEqual(['fileAlt', 'Una rueda de emociones']);
  });

  it('a video sends its WebVTT captions in a second call once the content is stored', async () => {
    const { calls } = mockXhr({
      'POST /api/contents': [{ status: 201, body: { ...created, type: 'VIDEO' } }],
      [`PUT /api/contents/${created.id}/captions`]: [{ body: { ...created, type: 'VIDEO', captionsUrl: '/files/abc.vtt' } }],
    });
    const { user, onDone } = renderForm();
    await user.selectOptions(screen.getByLabelText(/^Tipo/), 'VIDEO');
    await user.type(screen.getByLabelText(/^Título/), 'Olas');
    pick('Archivo de video', new File(['v'], 'olas.mp4', { type: 'video/mp4' }));
    pick('Subtítulos (opcional)', new File(['WEBVTT\n'], 'olas.srt', { type: 'text/plain' }));
    expect(screen.getByText('Elige un archivo de subtítulos WebVTT (.vtt) de hasta 1 MB.')).toBeInTheDocument();
    pick('Subtítulos (opcional)', new File(['WEBVTT\n'], 'olas.vtt', { type: 'text/vtt' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/contents', `PUT /api/contents/${created.id}/captions`]);
    expect(formEntries(calls[1]?.body)).toEqual([['captions', 'file:olas.vtt']]);
  });

  it('accepts only audio files for an audio', async () => {
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText(/^Tipo/), 'AUDIO');
    expect(screen.getByLabelText('Archivo de audio')).toHaveAttribute('accept', 'audio/*');
    pick('Archivo de audio', new File(['v'], 'clip.mp4', { type: 'video/mp4' }));
    expect(screen.getByText('El archivo debe ser de audio.')).toBeInTheDocument();
    expect(screen.queryByText('clip.mp4')).not.toBeInTheDocument();
  });

  it('changing the type clears the file, the text and the quiz', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^Texto de la lectura/), 'Un texto');

    await user.selectOptions(screen.getByLabelText(/^Tipo/), 'IMAGE');
    pick('Imagen', new File(['i'], 'foto.png', { type: 'image/png' }));
    expect(screen.getByAltText('Vista previa: foto.png')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(/^Tipo/), 'QUIZ');
    expect(screen.queryByAltText('Vista previa: foto.png')).not.toBeInTheDocument();
    expect(screen.queryByText('foto.png')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Añadir pregunta abierta' }));
    expect(screen.getByLabelText('Enunciado')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(/^Tipo/), 'READING');
    expect(screen.getByLabelText(/^Texto de la lectura/)).toHaveValue('');
    await user.selectOptions(screen.getByLabelText(/^Tipo/), 'QUIZ');
    expect(screen.queryByLabelText('Enunciado')).not.toBeInTheDocument();
    expect(screen.getByText('Aún no hay preguntas. Añade la primera.')).toBeInTheDocument();
  });

  it('sends the quiz written just before saving, without waiting for the pause', async () => {
    const { calls } = mockXhr({ 'POST /api/contents': [{ status: 201, body: created }] });
    const { user, onDone } = renderForm();
    await user.selectOptions(screen.getByLabelText(/^Tipo/), 'QUIZ');
    await user.type(screen.getByLabelText(/^Título/), 'Repaso');
    await user.click(screen.getByRole('button', { name: 'Añadir pregunta abierta' }));
    fireEvent.change(screen.getByLabelText('Enunciado'), { target: { value: '¿Cómo estás?' } });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const quizData = new Map(formEntries(calls[0]?.body)).get('quizData');
    expect(JSON.parse(quizData ?? '')).toMatchObject({ questions: [{ type: 'open', question: '¿Cómo estás?' }] });
  });

  it('requires a route when not opened inside one', async () => {
    const { calls } = mockXhr({});
    const { user } = renderForm({ fixedRouteId: undefined });
    await user.type(screen.getByLabelText(/^Título/), 'Respirar');
    await user.type(screen.getByLabelText(/^Texto de la lectura/), 'Texto');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Elige la ruta del contenido.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('on a 413 shows the error toast and the server message', async () => {
    const message = 'La imagen supera el límite de 10 MB.';
    mockXhr({ 'POST /api/contents': [{ status: 413, body: { statusCode: 413, error: 'Payload Too Large', message: [message] } }] });
    const { user, onDone } = renderForm();
    await user.selectOptions(screen.getByLabelText(/^Tipo/), 'IMAGE');
    await user.type(screen.getByLabelText(/^Título/), 'Foto');
    pick('Imagen', new File(['i'], 'foto.png', { type: 'image/png' }));
    await user.type(screen.getByLabelText(/^Texto alternativo/), 'Una foto');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Error al crear o editar contenido')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('"Guardar y añadir otra" while editing stays with the saved values', async () => {
    const content = makeContent();
    const { calls } = mockXhr({ [`PATCH /api/contents/${content.id}`]: [{ body: { ...content, title: 'Nuevo título' } }] });
    const { user, onDone } = renderForm({ content, fixedRouteId: undefined });
    await user.clear(screen.getByLabelText(/^Título/));
    await user.type(screen.getByLabelText(/^Título/), 'Nuevo título');
    await user.click(screen.getByRole('button', { name: 'Guardar y añadir otra' }));

    expect(await screen.findByText('Contenido actualizado correctamente')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Título/)).toHaveValue('Nuevo título');
    expect(formEntries(calls[0]?.body).map(([name]) => name)).not.toContain('routeId');
  });
});
