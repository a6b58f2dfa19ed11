import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { MealBuilder } from './meal-builder.tsx';
import { CLASSIC, COLA, SOLD_OUT, uuid } from './menu-fixtures.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

const CATEGORIES = [{ id: uuid(401), name: 'Menu', items: [CLASSIC, COLA, SOLD_OUT] }];

describe('one menu: Add to cart first, Add to meal second', () => {
  it('gives every available dish "Add to cart" (primary) before "Add to meal" (secondary)', async () => {
    const onAddToCart = vi.fn();
    await renderWithProviders(
      <MealBuilder
        categories={CATEGORIES}
        currency="CAD"
        saveLabel="Save as a meal"
        onSave={vi.fn()}
        onAddToCart={onAddToCart}
      />,
    );
    const cola = screen.getByRole('heading', { name: 'Cola' }).closest('article')!;
    const buttons = within(cola).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Add to cart: Cola', 'Add to meal: Cola']);
    expect(buttons[0]).toHaveClass('btn-primary');
    expect(buttons[1]).toHaveClass('btn-secondary');
    await userEvent.setup().click(buttons[0]!);
    expect(onAddToCart).toHaveBeenCalledWith(COLA);
    // Nothing to add of what is sold out.
    const soldOut = screen.getByRole('heading', { name: 'Spruce beer' }).closest('article')!;
    expect(within(soldOut).queryAllByRole('button')).toHaveLength(0);
  });

  it('without a cart (the meal’s own page), a dish keeps its single "Add"', async () => {
    await renderWithProviders(<MealBuilder categories={CATEGORIES} currency="CAD" saveLabel="Save" onSave={vi.fn()} />);
    const cola = screen.getByRole('heading', { name: 'Cola' }).closest('article')!;
    expect(
      within(cola)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Add Cola']);
  });
});

function Stepper() {
  const [value, setValue] = useState(2);
  return <QuantityStepper compact value={value} onChange={setValue} itemName="Poutine" />;
}

describe('QuantityStepper', () => {
  it('names its buttons "Remove one" and "Add one", and announces the new value after a press', async () => {
    await renderWithProviders(<Stepper />);
    const user = userEvent.setup();
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Add one Poutine' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Poutine' })).toHaveValue(3);
    expect(screen.getByRole('status')).toHaveTextContent('Quantity of Poutine: 3');
    await user.click(screen.getByRole('button', { name: 'Remove one Poutine' }));
    await user.click(screen.getByRole('button', { name: 'Remove one Poutine' }));
    expect(screen.getByRole('status')).toHaveTextContent('Quantity of Poutine: 1');
    expect(screen.getByRole('button', { name: 'Remove one Poutine' })).toBeDisabled();
  });

  it('in French', async () => {
    await renderWithProviders(<Stepper />, { lng: 'fr' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Un de plus : Poutine' }));
    expect(screen.getByRole('status')).toHaveTextContent('Quantité de Poutine : 3');
  });
});
