import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, problemResponse } from '../../../test/fake-fetch.ts';
import { fakePlatform } from '../test/fake-platform.ts';
import { callsTo, renderRewards, resetRewardsTest } from '../test/render-rewards.tsx';
import { PromoCodeForm } from './promo-code-form.tsx';

afterEach(() => {
  resetRewardsTest();
});

const PROMOTION = '/api/users/promotion';

async function renderForm(promotion: () => Response) {
  const onApplied = vi.fn();
  const { platform } = fakePlatform({ client: 'WEBAPP_CLIENT' });
  const view = await renderRewards(<PromoCodeForm platform={platform} onApplied={onApplied} />, {
    handler: (request) => (request.method === 'PATCH' && request.url === PROMOTION ? promotion() : undefined),
  });
  return { ...view, onApplied };
}

describe('PromoCodeForm (a promo code for an existing account)', () => {
  it('applies the code with the spec’s payload, says what it gave and updates the balances', async () => {
    const { requests, store, user, onApplied } = await renderForm(() =>
      jsonResponse(200, {
        promotionCode: 'WELCOME5',
        currency: 'PROMO_CENTS',
        amount: 500,
        balance: { bucks: 75, promoCents: 500 },
      }),
    );
    await user.type(screen.getByLabelText('Promo code'), ' welcome5 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    // A Canadian account: its promo dollars are Canadian dollars.
    expect(
      await screen.findByText('Promo code WELCOME5 applied: CA$5.00 in promo dollars added to your balance.'),
    ).toBeInTheDocument();
    expect(callsTo(requests, 'PATCH', PROMOTION).map((c) => c.body)).toEqual([
      { application: 'WEBAPP_CLIENT', applicationVersion: '2.8.1', promotionCode: 'welcome5' },
    ]);
    expect(store.getState().meals.availablePromoDollars).toBe(500);
    expect(onApplied).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Promo code')).toHaveValue('');
  });

  it('asks for a code before sending anything', async () => {
    const { requests, user } = await renderForm(() => jsonResponse(500, {}));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a promo code.');
    expect(screen.getByLabelText('Promo code')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(requests, 'PATCH', PROMOTION)).toHaveLength(0);
  });

  it('a refused code reaches the error dialog, and nothing is said applied', async () => {
    const { user, onApplied } = await renderForm(() => problemResponse(409, 'PromoCodeAlreadyUsedException'));
    await user.type(screen.getByLabelText('Promo code'), 'WELCOME5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByRole('dialog', { name: 'Sorry' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled());
    expect(onApplied).not.toHaveBeenCalled();
    expect(screen.queryByText(/applied:/)).not.toBeInTheDocument();
  });
});
