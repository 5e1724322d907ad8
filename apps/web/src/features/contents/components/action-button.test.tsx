import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ids, makeContent } from '@/testing/learning';
import { ActionButton } from './action-button';

const first = makeContent({ id: ids.content(1) });
const last = makeContent({ id: ids.content(2) });
const contents = [first, last];

function renderButton(content: typeof first, onComplete = vi.fn()) {
  render(
    <MemoryRouter>
      <ActionButton contents={contents} content={content} onComplete={onComplete} />
    </MemoryRouter>,
  );
  return onComplete;
}

describe('ActionButton (docs/product.md#learning)', () => {
  it('last item, completed: "Seguir aprendiendo" back to the routes', () => {
    renderButton({ ...last, completed: true });
    expect(screen.getByRole('link', { name: 'Seguir aprendiendo' })).toHaveAttribute('href', '/route');
  });

  it('last item, not completed: "Marcar como completado"', async () => {
    const onComplete = renderButton(last);
    await userEvent.click(screen.getByRole('button', { name: 'Marcar como completado' }));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('not last, completed: "Ir al siguiente contenido" to the next item in list order', () => {
    renderButton({ ...first, completed: true });
    expect(screen.getByRole('link', { name: 'Ir al siguiente contenido' })).toHaveAttribute('href', `/route/${ids.route}/content/${ids.content(2)}`);
  });

  it('not last, not completed: "Marcar como completado"', () => {
    renderButton(first);
    expect(screen.getByRole('button', { name: 'Marcar como completado' })).toBeEnabled();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
