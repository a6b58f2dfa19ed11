import type { MealDto } from '@playeats/contracts/meals';
import type { CartLineInput } from '@playeats/contracts/ordering';

/** A saved meal's lines as the cart takes them: each item with its quantity and options. */
export function mealCartLines(meal: Pick<MealDto, 'items'>): CartLineInput[] {
  return meal.items.map((item) => ({
    itemId: item.itemId,
    quantity: item.quantity,
    optionIds: item.options.map((option) => option.optionId),
  }));
}
