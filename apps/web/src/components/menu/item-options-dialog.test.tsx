import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ItemOptionsDialog, type ItemOptionsDialogProps } from './item-options-dialog.tsx';
import { CLASSIC, uuid } from './menu-fixtures.ts';

async function renderDialog(props: Partial<ItemOptionsDialogProps> = {}, lng: 'en' | 'fr' = 'en') {
  const onAdd = vi.fn();
  const onClose = vi.fn();
  const view = await renderWithProviders(
    <ItemOptionsDialog item={CLASSIC} currency="USD" onAdd={onAdd} onClose={onClose} {...props} />,
    {
      lng,
    },
  );
  return { ...view, onAdd, onClose, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog', { name: 'Classic Poutine' });

describe('ItemOptionsDialog', () => {
  it('confirms with "Add to meal" and the total by default, following options and quantity', async () => {
    const { user, onAdd } = await renderDialog();
    expect(within(dialog()).getByRole('button', { name: 'Add to meal · $10.49' })).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('radio', { name: /Large/ }));
    await user.click(within(dialog()).getByRole('button', { name: 'Add one Classic Poutine' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Add to meal · $30.98' }));
    expect(onAdd).toHaveBeenCalledWith({ item: CLASSIC, optionIds: [uuid(302)], quantity: 2 });
  });

  it('takes the confirm label from the caller (addLabel), with the same total', async () => {
    const { user, onAdd } = await renderDialog({ addLabel: (price) => `Put in the bag for ${price}` });
    expect(within(dialog()).queryByRole('button', { name: /Add to meal/ })).not.toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Put in the bag for $10.49' }));
    // The choice is still checked first: the size is required.
    expect(within(dialog()).getByText('Choose at least 1 option for Size.')).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
    await user.click(within(dialog()).getByRole('radio', { name: /Large/ }));
    await user.click(within(dialog()).getByRole('button', { name: 'Put in the bag for $15.49' }));
    expect(onAdd).toHaveBeenCalledWith({ item: CLASSIC, optionIds: [uuid(302)], quantity: 1 });
  });

  it('cancels without adding', async () => {
    const { user, onAdd, onClose } = await renderDialog();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onAdd).not.toHaveBeenCalled();
  });

  // The exact strings formatCents gives (en-US / fr-CA), no-break spaces included.
  it.each([
    { currency: 'USD', lng: 'en', price: '$10.49', large: '+ $5.00', add: 'Add to meal · $15.49' },
    { currency: 'CAD', lng: 'en', price: 'CA$10.49', large: '+ CA$5.00', add: 'Add to meal · CA$15.49' },
    {
      currency: 'USD',
      lng: 'fr',
      price: '10,49\u00a0$\u00a0US',
      large: '+ 5,00\u00a0$\u00a0US',
      add: 'Ajouter au repas · 15,49\u00a0$\u00a0US',
    },
    {
      currency: 'CAD',
      lng: 'fr',
      price: '10,49\u00a0$',
      large: '+ 5,00\u00a0$',
      add: 'Ajouter au repas · 15,49\u00a0$',
    },
  ] as const)(
    'shows prices in the restaurant’s currency: $currency in $lng',
    async ({ currency, lng, price, large, add }) => {
      const { user } = await renderDialog({ currency }, lng);
      const exactly = { normalizer: (text: string) => text };
      expect(within(dialog()).getByText(price, exactly)).toHaveClass('item-options-price');
      expect(within(dialog()).getByText(large, exactly)).toBeInTheDocument();
      await user.click(within(dialog()).getByRole('radio', { name: /Large/ }));
      expect(within(dialog()).getByRole('button', { name: add })).toBeInTheDocument();
    },
  );
});
