import { act, fireEvent, render, screen } from '@testing-library/react';
import { Quiz, QUIZ_SAVE_DEBOUNCE_MS } from './quiz';

const quizData = JSON.stringify({
  questions: [
    { id: 'intro1', type: 'text', question: 'Responde con **calma**.', options: [] },
    { id: 'open01', type: 'open', question: '¿Qué sentiste hoy?', options: [] },
    { id: 'mult01', type: 'multiple_choice', question: '¿Cuántas emociones básicas hay?', options: ['Cuatro', 'Seis', ''] },
  ],
});

describe('Quiz', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders text as markdown, open questions as a labelled text area and multiple choice as radios', async () => {
    vi.useRealTimers();
    render(<Quiz quizData={quizData} quizResponses={null} onSave={vi.fn()} />);
    expect((await screen.findByText('calma')).tagName).toBe('STRONG');
    expect(screen.getByLabelText('¿Qué sentiste hoy?').tagName).toBe('TEXTAREA');
    const group = screen.getByRole('group', { name: '¿Cuántas emociones básicas hay?' });
    // The empty option of the editor is not a choice.
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['Cuatro', 'Seis']);
    expect(group).toBeInTheDocument();
  });

  it('shows nothing for a quiz without questions', () => {
    const { container } = render(<Quiz quizData={JSON.stringify({ questions: [] })} quizResponses={null} onSave={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('starts from the saved answers and never saves on load', () => {
    const onSave = vi.fn(async () => undefined);
    const saved = JSON.stringify({
      responses: [
        { questionId: 'open01', answer: 'Alegría' },
        { questionId: 'mult01', answer: 'Seis' },
      ],
    });
    render(<Quiz quizData={quizData} quizResponses={saved} onSave={onSave} />);
    expect(screen.getByLabelText('¿Qué sentiste hoy?')).toHaveValue('Alegría');
    expect(screen.getByRole('radio', { name: 'Seis' })).toBeChecked();
    act(() => vi.advanceTimersByTime(5000));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves once, 350 ms after the last of several quick changes, with every answer', async () => {
    const onSave = vi.fn(async () => undefined);
    render(<Quiz quizData={quizData} quizResponses={null} onSave={onSave} />);
    const textArea = screen.getByLabelText('¿Qué sentiste hoy?');

    fireEvent.change(textArea, { target: { value: 'C' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(textArea, { target: { value: 'Calma' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.click(screen.getByRole('radio', { name: 'Seis' }));
    act(() => vi.advanceTimersByTime(QUIZ_SAVE_DEBOUNCE_MS - 1));
    expect(onSave).not.toHaveBeenCalled();

    await act(async () => vi.advanceTimersByTime(1));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith([
      { questionId: 'open01', answer: 'Calma' },
      { questionId: 'mult01', answer: 'Seis' },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Guardado');

    act(() => vi.advanceTimersByTime(5000));
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
