import * as z from 'zod/mini';
import { currencyCodeSchema } from './common.ts';

// Saved meals (spec section 3 "userMeals entries: name, active, index"): a user's named
// selection of items from one restaurant. The list comes back whole; the client applies
// the display rule (visibleMeals in @playeats/domain).

export const MEAL_NAME_MAX = 80;
export const MEAL_ITEMS_MAX = 30;
export const MEAL_QUANTITY_MAX = 99;
export const MEAL_OPTIONS_MAX = 20;

const mealName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'must not be empty'),
    z.maxLength(MEAL_NAME_MAX, `at most ${MEAL_NAME_MAX} characters`),
  );

export const mealItemInputSchema = z.object({
  itemId: z.uuid('expected a menu item id'),
  quantity: z.int().check(z.gte(1, 'at least 1'), z.lte(MEAL_QUANTITY_MAX, `at most ${MEAL_QUANTITY_MAX}`)),
  /** Chosen options, each from one of the item's option groups, within each group's min and max. */
  optionIds: z._default(
    z.array(z.uuid('expected an option id')).check(z.maxLength(MEAL_OPTIONS_MAX, `at most ${MEAL_OPTIONS_MAX}`)),
    [],
  ),
});
export type MealItemInput = z.infer<typeof mealItemInputSchema>;

const mealItems = z
  .array(mealItemInputSchema)
  .check(z.minLength(1, 'at least one item'), z.maxLength(MEAL_ITEMS_MAX, `at most ${MEAL_ITEMS_MAX} items`));

/** POST /api/users/me/meals */
export const createMealRequestSchema = z.object({
  restaurantId: z.uuid('expected a restaurant id'),
  name: mealName,
  items: mealItems,
  active: z._default(z.boolean(), true),
});
export type CreateMealRequest = z.infer<typeof createMealRequestSchema>;

/** PATCH /api/users/me/meals/{id}: rename, (de)activate, or replace the items. */
export const updateMealRequestSchema = z
  .object({
    name: z.optional(mealName),
    active: z.optional(z.boolean()),
    items: z.optional(mealItems),
  })
  .check(
    z.refine((b) => b.name !== undefined || b.active !== undefined || b.items !== undefined, {
      message: 'give name, active or items',
    }),
  );
export type UpdateMealRequest = z.infer<typeof updateMealRequestSchema>;

/** PUT /api/users/me/meals/order: every one of the user's meal ids, in the new order. */
export const reorderMealsRequestSchema = z.object({
  mealIds: z.array(z.uuid('expected a meal id')).check(z.maxLength(1000)),
});

export const mealIdParamsSchema = z.object({ id: z.uuid('expected a meal id') });

export const mealOptionSchema = z.object({
  optionId: z.string(),
  name: z.string(),
  /** Today's price; 0 when the option is no longer on the menu. */
  priceCents: z.int(),
});

export const mealItemSchema = z.object({
  itemId: z.string(),
  name: z.string(),
  quantity: z.int(),
  options: z.array(mealOptionSchema),
  /** Today's item price plus options, for one. */
  unitPriceCents: z.int(),
  /** False when the item or one of its options left the menu or is unavailable. */
  available: z.boolean(),
});

export const mealSchema = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  /** Position in the user's list; PUT …/meals/order rewrites it. */
  index: z.int(),
  restaurant: z.object({ id: z.string(), name: z.string(), imageUrl: z.nullable(z.string()) }),
  /** The currency of the meal's amounts: its restaurant's (USD or CAD). */
  currency: currencyCodeSchema,
  items: z.array(mealItemSchema),
  /** Sum of unitPriceCents × quantity at today's prices. */
  subtotalCents: z.int(),
  /** Every item available and the restaurant active and taking orders. */
  available: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MealDto = z.infer<typeof mealSchema>;

export const mealListSchema = z.object({ items: z.array(mealSchema) });
export type MealListDto = z.infer<typeof mealListSchema>;
