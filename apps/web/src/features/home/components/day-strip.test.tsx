import { render, screen } from '@testing-library/react';
import { DayStrip, getDayStrip } from './day-strip';

describe('DayStrip', () => {
  it('shows two days before and after today, across a month boundary', () => {
    const days = getDayStrip(new Date(2026, 2, 1)).map((day) => day.getDate());
    expect(days).toEqual([27, 28, 1, 2, 3]);
  });

  it('names the days Dom to Sab and marks today', () => {
    // Wednesday 4 March 2026.
    render(<DayStrip today={new Date(2026, 2, 4)} />);
    const items = screen.getAllByRole('listitem');
    const visible = (item: HTMLElement) => [...item.querySelectorAll('[aria-hidden]')].map((el) => el.textContent).join(' ');
    expect(items.map(visible)).toEqual(['Lun 2', 'Mar 3', 'Mié 4', 'Jue 5', 'Vie 6']);
    expect(items[2]).toHaveTextContent('Hoy, miércoles, 4 de marzo');
    expect(items[2]).toHaveAttribute('aria-current', 'date');
  });
});
