import { render, screen } from '@testing-library/react';
import { DiaryStep } from './diary-step';

const step = (number: number, title: string) => (
  <DiaryStep step={number} title={title} back={{ label: 'Atrás', onClick: () => undefined }} next={{ label: 'Siguiente', onClick: () => undefined }} />
);

describe('DiaryStep', () => {
  it("moves focus to each step's heading, so the page body never holds it", () => {
    const { rerender } = render(step(1, '¿Cómo te sientes?'));
    expect(screen.getByRole('heading', { level: 1, name: '¿Cómo te sientes?' })).toHaveFocus();
    screen.getByRole('button', { name: 'Siguiente' }).focus();
    rerender(step(2, '¿Qué pasó hoy?'));
    expect(screen.getByRole('heading', { level: 1, name: '¿Qué pasó hoy?' })).toHaveFocus();
  });
});
