import { render, screen } from '@testing-library/react';
import { makeContent } from '@/testing/learning';
import { ContentViewer } from './content-viewer';

describe('ContentViewer', () => {
  it('draws a "Cuestionario de bienestar" content as its notes and the WHO-5 form the app composes in', async () => {
    const content = makeContent({ type: 'WELLBEING_CHECK', content: 'Antes de seguir, mira cómo estás.' });
    render(<ContentViewer content={content} onSaveQuiz={async () => undefined} wellbeingCheck={<p>Las cinco preguntas</p>} />);
    expect(await screen.findByText('Antes de seguir, mira cómo estás.')).toBeInTheDocument();
    expect(screen.getByText('Las cinco preguntas')).toBeInTheDocument();
  });
});
