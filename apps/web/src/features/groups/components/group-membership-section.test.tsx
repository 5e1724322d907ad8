import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@/testing/fetch';
import { TestProviders } from '@/testing/render';
import { GroupMembershipSection } from './group-membership-section';

const group = { id: '11111111-1111-4111-8111-111111111111', name: 'Bienestar 2026', routeIds: [] };

describe('Grupos in Ajustes', () => {
  it('joins with a code as typed, says a wrong code in Spanish, and leaves after confirming', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockFetch({
      'GET /api/groups': [{ body: [] }, { body: [group] }, { body: [] }],
      'POST /api/groups/join': [
        { status: 404, body: { statusCode: 404, error: 'Not Found', message: ['No encontramos ningún grupo con ese código. Pregunta a quien te lo dio.'] } },
        { status: 201, body: { id: group.id, name: group.name } },
      ],
      [`DELETE /api/groups/${group.id}/membership`]: [{ status: 204 }],
    });
    render(<GroupMembershipSection />, { wrapper: TestProviders });

    const code = await screen.findByLabelText('Código del grupo');
    await user.type(code, 'abc');
    await user.click(screen.getByRole('button', { name: 'Unirme' }));
    expect(await screen.findByText('El código tiene 8 letras y números. Revisa el código e inténtalo de nuevo.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/groups/join')).toHaveLength(0);

    await user.clear(code);
    await user.type(code, 'zzzz-2222');
    await user.click(screen.getByRole('button', { name: 'Unirme' }));
    expect(await screen.findByText('No encontramos ningún grupo con ese código. Pregunta a quien te lo dio.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/groups/join')[0]!.body).toEqual({ code: 'ZZZZ2222' });

    await user.clear(code);
    await user.type(code, 'abcd2345');
    await user.click(screen.getByRole('button', { name: 'Unirme' }));
    expect(await screen.findByText('Bienestar 2026')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salir del grupo' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('¿Salir de «Bienestar 2026»?');
    await user.click(screen.getByRole('button', { name: 'Salir del grupo' }));
    expect(await screen.findByRole('button', { name: 'Unirme' })).toBeInTheDocument();
    expect(callsTo('DELETE', `/api/groups/${group.id}/membership`)).toHaveLength(1);
  });
});
