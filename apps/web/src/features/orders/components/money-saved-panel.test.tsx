import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOrdering, resetOrderingTest, testUserInfo } from '../../../test/ordering/render-ordering.tsx';
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

  it.each([
    ['CANADA', 'CA$12.30'],
    ['UNITED_STATES', '$12.30'],
    [undefined, '$12.30'], // a session stored by an older version, without the country
  ] as const)("shows the amount in the currency of the account's country (%s)", async (country, amount) => {
    const { country: _omitted, ...rest } = testUserInfo;
    await renderOrdering({
      path: '/',
      routes: [{ path: '/', element: <MoneySavedPanel onLoaded={vi.fn()} /> }],
      state: { moneySaved: { savedCents: 1230, orders: 4 } },
      auth: { userInfo: country ? { ...rest, country } : rest },
    });
    expect(await screen.findByRole('region', { name: 'Money saved' })).toHaveTextContent(amount);
  });

  it('shows nothing before the first saving', async () => {
    const onLoaded = vi.fn();
    await renderOrdering({ path: '/', routes: [{ path: '/', element: <MoneySavedPanel onLoaded={onLoaded} /> }] });
    await waitFor(() => expect(onLoaded).toHaveBeenCalledWith(0));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
