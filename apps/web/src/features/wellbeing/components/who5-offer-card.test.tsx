import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@/testing/fetch';
import { renderAtPath } from '@/testing/render';
import { Who5OfferCard } from './who5-offer-card';

describe("home's WHO-5 offer", () => {
  it('shows when due; "Ahora no" tells the server and hides it', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockFetch({
      'GET /api/wellbeing/who5/offer': [{ body: { due: true } }],
      'POST /api/wellbeing/who5/offer/dismissal': [{ status: 204 }],
    });
    renderAtPath(<Who5OfferCard />);
    expect(await screen.findByRole('heading', { name: '¿Cómo has estado estas dos semanas?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Responder' })).toHaveAttribute('href', '/wellbeing/check');
    await user.click(screen.getByRole('button', { name: 'Ahora no' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: '¿Cómo has estado estas dos semanas?' })).not.toBeInTheDocument());
    expect(callsTo('POST', '/api/wellbeing/who5/offer/dismissal')).toHaveLength(1);
  });

  it('shows nothing when it is not due', async () => {
    const { callsTo } = mockFetch({ 'GET /api/wellbeing/who5/offer': [{ body: { due: false } }] });
    renderAtPath(<Who5OfferCard />);
    await waitFor(() => expect(callsTo('GET', '/api/wellbeing/who5/offer')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ahora no' })).not.toBeInTheDocument();
  });
});
