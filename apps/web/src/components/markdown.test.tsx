import { render, screen } from '@testing-library/react';
import { Markdown } from './markdown';

describe('Markdown (spec §5)', () => {
  it('opens links in a new tab and keeps only the allowed protocols', async () => {
    render(<Markdown content={'[web](https://example.com) [correo](mailto:a@example.com) [mal](javascript:alert(1)) [aquí](/route)'} />);
    const web = await screen.findByRole('link', { name: 'web' });
    expect(web).toHaveAttribute('href', 'https://example.com');
    expect(web).toHaveAttribute('target', '_blank');
    expect(web).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'correo' })).toHaveAttribute('href', 'mailto:a@example.com');
    expect(screen.getByRole('link', { name: 'aquí' })).toHaveAttribute('href', '/route');
    expect(screen.getByText('mal').closest('a')?.getAttribute('href') ?? '').toBe('');
  });

  it('renders GitHub-flavoured tables', async () => {
    render(<Markdown content={'| a | b |\n|---|---|\n| 1 | 2 |'} />);
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('logs an error and shows nothing when there is no content', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<Markdown content="  " />);
    expect(container).toBeEmptyDOMElement();
    expect(error).toHaveBeenCalled();
  });
});
