import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOrdering, resetOrderingTest } from '../test/render-ordering.tsx';
import { MoneySavedPanel } from './money-saved-panel.tsx';

afterEach(() => {
  resetOrderingTest();
});

describe('MoneySavedPanel', () => {
  it('shows what the discounts saved and hands the total to the app', async () => {
    const onLoaded = vi.fn();
    await renderOrdering({
      path: '/',
      routes: [{ path: '/', element: <MoneySavedPanel onLoaded={onLoaded} /> }],
      state: { moneySaved: { savedCents: 1230, orders: 4 } },
    });
    expect(await screen.findByRole('region', { name: 'Money saved' })).toHaveTextContent('$12.30');
    expect(screen.getByText('with bucks and promo dollars, on 4 delivered orders')).toBeInTheDocument();
    expect(onLoaded).toHaveBeenCalledWith(1230);
  });

  it('shows nothing before the first saving', async () => {
    const onLoaded = vi.fn();
    await renderOrdering({ path: '/', routes: [{ path: '/', element: <MoneySavedPanel onLoaded={onLoaded} /> }] });
    await waitFor(() => expect(onLoaded).toHaveBeenCalledWith(0));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
