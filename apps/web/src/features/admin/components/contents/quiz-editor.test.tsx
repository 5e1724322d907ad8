import { QUIZ_QUESTION_ID_LENGTH, QuizData } from '@sendero/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NEW_CHOICE_OPTIONS, QUIZ_EDITOR_DEBOUNCE_MS, QuizEditor } from './quiz-editor';

const lastQuiz = (onChange: ReturnType<typeof vi.fn>) => QuizData.parse(JSON.parse(onChange.mock.lastCall?.[0] as string));

describe('QuizEditor (docs/product.md#learning)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds the three question types, each with a new 6-character id; multiple choice starts with 3 empty options', () => {
    const onChange = vi.fn();
    render(<QuizEditor initialQuizData="" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Añadir texto' }));
    fireEvent.click(screen.getByRole('button', { name: 'Añadir pregunta abierta' }));
    fireEvent.click(screen.getByRole('button', { name: 'Añadir opción múltiple' }));
    act(() => vi.advanceTimersByTime(QUIZ_EDITOR_DEBOUNCE_MS));

    const { questions } = lastQuiz(onChange);
    expect(questions.map((q) => q.type)).toEqual(['text', 'open', 'multiple_choice']);
    expect(questions.every((q) => q.id.length === QUIZ_QUESTION_ID_LENGTH)).toBe(true);
    expect(new Set(questions.map((q) => q.id)).size).toBe(3);
    expect(questions[2]?.options).toEqual(Array(NEW_CHOICE_OPTIONS).fill(''));
    expect(screen.getAllByRole('textbox', { name: /^Opción \d de la pregunta 3$/ })).toHaveLength(3);
  });

  it('applies changes to the form only after a 350 ms pause, once', () => {
    const onChange = vi.fn();
    render(<QuizEditor initialQuizData="" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Añadir pregunta abierta' }));
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(screen.getByLabelText('Enunciado'), { target: { value: '¿Qué sentiste?' } });
    act(() => vi.advanceTimersByTime(QUIZ_EDITOR_DEBOUNCE_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(lastQuiz(onChange).questions[0]).toMatchObject({ type: 'open', question: '¿Qué sentiste?' });
  });

  it('adds and removes options, moves and removes questions', () => {
    const onChange = vi.fn();
    const initial = JSON.stringify({
      questions: [
        { id: 'aaaaaa', type: 'open', question: 'Primera', options: [] },
        { id: 'bbbbbb', type: 'multiple_choice', question: 'Segunda', options: ['Sí', 'No'] },
      ],
    });
    render(<QuizEditor initialQuizData={initial} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Añadir opción' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Opción 3 de la pregunta 2' }), { target: { value: 'A veces' } });
    fireEvent.click(screen.getByRole('button', { name: 'Quitar la opción 1 de la pregunta 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Subir la pregunta 2' }));
    act(() => vi.advanceTimersByTime(QUIZ_EDITOR_DEBOUNCE_MS));
    expect(lastQuiz(onChange).questions).toEqual([
      { id: 'bbbbbb', type: 'multiple_choice', question: 'Segunda', options: ['No', 'A veces'] },
      { id: 'aaaaaa', type: 'open', question: 'Primera', options: [] },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Quitar la pregunta 1' }));
    act(() => vi.advanceTimersByTime(QUIZ_EDITOR_DEBOUNCE_MS));
    expect(lastQuiz(onChange).questions.map((q) => q.id)).toEqual(['aaaaaa']);
  });
});
