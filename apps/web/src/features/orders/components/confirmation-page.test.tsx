import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { order, ORDER_ID } from '../../../test/ordering/ordering-fixtures.ts';
import { renderOrdering, resetOrderingTest } from '../../../test/ordering/render-ordering.tsx';
import { ConfirmationPage } from './confirmation-page.tsx';

afterEach(() => {
  resetOrderingTest();
});

const renderConfirmation = (stored: unknown, lng: 'en' | 'fr' = 'en') =>
  renderOrdering({
    path: '/confirmation',
    lng,
    routes: [{ path: '/confirmation', element: <ConfirmationPage order={stored} /> }],
  });

describe('/confirmation', () => {
  it('shows the order just placed: number, restaurant, savings, receipt, and the way to follow it', async () => {
    await renderConfirmation(order('placed'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thanks! Your order is in' })).toBeInTheDocument();
    expect(screen.getByText('Order #1042 from Pizza Palace has been sent to the restaurant.')).toBeInTheDocument();
    expect(screen.getByText(/Expected around/)).toBeInTheDocument();
    expect(screen.getByText('Your bucks and promo dollars saved you $5.00 on this order.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', `/orders/${ORDER_ID}`);
    const items = screen.getByRole('region', { name: 'What you ordered' });
    expect(within(items).getByText('2 × Margherita')).toBeInTheDocument();
    expect(within(items).getByText('Total · Visa ending in 4242')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Order progress' })).toBeInTheDocument();
  });

  it('without an order kept (or a damaged one) it points to the history', async () => {
    await renderConfirmation({ id: 'x' });
    expect(await screen.findByRole('heading', { level: 1, name: 'No recent order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your orders' })).toHaveAttribute('href', '/orders');
  });

  it('in French', async () => {
    await renderConfirmation(order('placed'), 'fr');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Merci ! Votre commande est partie' }),
    ).toBeInTheDocument();
    expect(screen.getByText('La commande nº 1042 de Pizza Palace a été envoyée au restaurant.')).toBeInTheDocument();
  });
});
