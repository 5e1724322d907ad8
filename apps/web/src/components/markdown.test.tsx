import { render, screen } from '@testing-library/react';
import { Markdown } from './markdown';

describe('Markdown (docs/product.md#api-rules)', () => {
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

  it('keeps the crisis lines callable: tel: with digits or a leading * and the text-line sms:, nothing else', async () => {
    render(<Markdown content={'[024](tel:024) [\\*4141](tel:*4141) [HOLA](sms:741741?&body=HOLA) [raro](tel:024;ext=javascript) [mal](sms:abc?&body=x)'} />);
    expect(await screen.findByRole('link', { name: '024' })).toHaveAttribute('href', 'tel:024');
    expect(screen.getByRole('link', { name: '*4141' })).toHaveAttribute('href', 'tel:*4141');
    expect(screen.getByRole('link', { name: 'HOLA' })).toHaveAttribute('href', 'sms:741741?&body=HOLA');
    expect(screen.getByText('raro').closest('a')?.getAttribute('href') ?? '').toBe('');
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
