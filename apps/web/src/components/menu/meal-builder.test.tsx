import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectFocusOn } from '../../test/focus.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { MealBuilder } from './meal-builder.tsx';
import { BOWL, CLASSIC, COLA, uuid } from './menu-fixtures.ts';

const SOLD_OUT = { ...COLA, id: uuid(104), name: 'Spruce beer', available: false };
const CATEGORIES = [
  { id: uuid(401), name: 'Poutines', items: [CLASSIC, BOWL] },
  { id: uuid(402), name: 'Drinks', items: [COLA, SOLD_OUT] },
];

async function renderBuilder(lng: 'en' | 'fr' = 'en', currency: 'USD' | 'CAD' = 'USD') {
  const onSave = vi.fn();
  const view = await renderWithProviders(
    <MealBuilder categories={CATEGORIES} currency={currency} saveLabel="Save as a meal" onSave={onSave} />,
    {
      lng,
    },
  );
  return { ...view, onSave, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog');
const panel = () => screen.getByRole('region', { name: /Your meal|Votre repas/ });

describe('MealBuilder', () => {
  it('shows the menu by category, with prices, and no way to add what is unavailable', async () => {
    await renderBuilder();
    expect(screen.getByRole('heading', { level: 3, name: 'Poutines' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Classic Poutine' })).toBeInTheDocument();
    expect(screen.getByText('$10.49')).toBeInTheDocument();
    expect(screen.getByText('Unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Cola' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Spruce beer' })).not.toBeInTheDocument();
  });

  it('enforces a required single choice: names the group and focuses it', async () => {
    const { user } = await renderBuilder();
    await user.click(screen.getByRole('button', { name: 'Add Classic Poutine' }));
    const size = within(dialog()).getByRole('group', { name: 'Size' });
    expect(size).toHaveAccessibleDescription('Choose 1');
    await user.click(within(dialog()).getByRole('button', { name: /Add to meal/ }));
    expect(within(dialog()).getByText('Choose at least 1 option for Size.')).toBeInTheDocument();
    expect(size).toHaveAttribute('aria-invalid', 'true');
    await expectFocusOn(within(size).findByRole('radio', { name: 'Small' }));
    expect(panel()).toHaveTextContent('Add dishes from the menu');
  });

  it('stops at a group maximum: the other boxes are disabled and the reason is said', async () => {
    const { user } = await renderBuilder();
    await user.click(screen.getByRole('button', { name: 'Add Classic Poutine' }));
    const extras = within(dialog()).getByRole('group', { name: 'Extras' });
    expect(extras).toHaveAccessibleDescription('Optional, up to 2');
    await user.click(within(extras).getByRole('checkbox', { name: /Bacon/ }));
    await user.click(within(extras).getByRole('checkbox', { name: /Onions/ }));
    expect(within(extras).getByRole('checkbox', { name: /Peppercorn gravy/ })).toBeDisabled();
    expect(within(extras).getByText(/You chose the maximum of 2/)).toBeInTheDocument();
    await user.click(within(extras).getByRole('checkbox', { name: /Onions/ }));
    expect(within(extras).getByRole('checkbox', { name: /Peppercorn gravy/ })).toBeEnabled();
  });

  it('enforces a minimum of several choices, then adds the line with its options and price', async () => {
    const { user } = await renderBuilder();
    await user.click(screen.getByRole('button', { name: 'Add Build your bowl' }));
    const toppings = within(dialog()).getByRole('group', { name: 'Toppings' });
    expect(toppings).toHaveAccessibleDescription('Choose 2 to 3');
    await user.click(within(toppings).getByRole('checkbox', { name: 'Corn' }));
    await user.click(within(dialog()).getByRole('button', { name: /Add to meal/ }));
    expect(within(dialog()).getByText('Choose at least 2 options for Toppings.')).toBeInTheDocument();
    await user.click(within(toppings).getByRole('checkbox', { name: /Avocado/ }));
    await user.click(within(dialog()).getByRole('button', { name: 'Add one Build your bowl' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Add to meal · $27.00' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(panel()).toHaveTextContent('Build your bowl');
    expect(panel()).toHaveTextContent('Corn, Avocado');
    expect(panel()).toHaveTextContent('$27.00');
  });

  it('adds a dish without options at once, and saves the named meal', async () => {
    const { user, onSave } = await renderBuilder();
    await user.click(screen.getByRole('button', { name: 'Save as a meal' }));
    expect(within(panel()).getByRole('alert')).toHaveTextContent('Add at least one dish to the meal.');
    await user.click(screen.getByRole('button', { name: 'Add Cola' }));
    await user.click(screen.getByRole('button', { name: 'Add Cola' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(panel()).getByRole('spinbutton', { name: 'Quantity of Cola' })).toHaveValue(2);
    await user.click(screen.getByRole('button', { name: 'Save as a meal' }));
    expect(within(panel()).getByRole('alert')).toHaveTextContent('Give the meal a name.');
    expect(within(panel()).getByRole('textbox', { name: 'Name of the meal' })).toHaveFocus();
    await user.type(within(panel()).getByRole('textbox', { name: 'Name of the meal' }), '  Raid night ');
    await user.click(screen.getByRole('button', { name: 'Save as a meal' }));
    expect(onSave).toHaveBeenCalledWith({
      name: 'Raid night',
      items: [{ itemId: COLA.id, quantity: 2, optionIds: [] }],
    });
  });

  it('shows a Canadian restaurant’s menu, choices and meal in Canadian dollars', async () => {
    const { user } = await renderBuilder('en', 'CAD');
    expect(screen.getByText('CA$10.49')).toHaveClass('menu-item-price');
    expect(screen.getAllByText('CA$2.50')).toHaveLength(2); // Cola and the sold-out Spruce beer
    await user.click(screen.getByRole('button', { name: 'Add Build your bowl' }));
    const toppings = within(dialog()).getByRole('group', { name: 'Toppings' });
    expect(within(toppings).getByText('+ CA$1.50')).toBeInTheDocument();
    await user.click(within(toppings).getByRole('checkbox', { name: 'Corn' }));
    await user.click(within(toppings).getByRole('checkbox', { name: /Avocado/ }));
    await user.click(within(dialog()).getByRole('button', { name: 'Add to meal · CA$13.50' }));
    await user.click(screen.getByRole('button', { name: 'Add Cola' }));
    expect(within(panel()).getByText('CA$13.50')).toHaveClass('meal-draft-line-price');
    expect(within(panel()).getByText('CA$2.50')).toHaveClass('meal-draft-line-price');
    expect(within(panel()).getByText('CA$16.00')).toBeInTheDocument();
  });

  it('in French: US dollars say so, Canadian dollars are plain dollars', async () => {
    const exactly = { normalizer: (text: string) => text };
    const us = await renderBuilder('fr', 'USD');
    expect(screen.getByText('10,49\u00a0$\u00a0US', exactly)).toHaveClass('menu-item-price');
    us.unmount();
    await renderBuilder('fr', 'CAD');
    expect(screen.getByText('10,49\u00a0$', exactly)).toHaveClass('menu-item-price');
  });

  it('speaks French', async () => {
    const { user } = await renderBuilder('fr');
    await user.click(screen.getByRole('button', { name: 'Ajouter Classic Poutine' }));
    expect(within(dialog()).getByRole('group', { name: 'Size' })).toHaveAccessibleDescription('Choisissez-en 1');
    await user.click(within(dialog()).getByRole('button', { name: /Ajouter au repas/ }));
    expect(within(dialog()).getByText('Choisissez au moins 1 option pour Size.')).toBeInTheDocument();
  });
});
