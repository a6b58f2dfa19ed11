import type { CreateMealRequest, MealDto, MealItemInput, UpdateMealRequest } from '@playeats/contracts/meals';
import { checkOptionSelection } from '@playeats/domain/menu-selection';
import { currencyOf } from '@playeats/domain/pricing';
import type { Clock } from '../../adapters/clock.ts';
import type { Repository, UnitOfWork } from '../../db/unit-of-work.ts';
import { badRequest, conflict, notFound } from '../../lib/problem.ts';
import type {
  MenuItemWithGroups,
  MenuService,
  ResolvedLine,
  RestaurantStatusWithCountry,
} from '../restaurants/menu.service.ts';
import type { MealRow, MealsRepository, SavedMealLine } from './meals.repository.ts';

const mealNotFound = () => notFound('This meal does not exist.');

const toSaved = (lines: ResolvedLine[]): SavedMealLine[] =>
  lines.map((l) => ({
    itemId: l.itemId,
    name: l.name,
    quantity: l.quantity,
    options: l.options.map((o) => ({ optionId: o.optionId, name: o.name })),
  }));

const toLines = (items: MealItemInput[]) =>
  items.map((i) => ({ itemId: i.itemId, quantity: i.quantity, optionIds: i.optionIds }));

/** A saved meal at today's menu: names and prices as they are now, and whether it can still be ordered. */
function toDto(
  row: MealRow,
  restaurant: RestaurantStatusWithCountry | undefined,
  menu: Map<string, MenuItemWithGroups>,
): MealDto {
  const items = row.items.map((line) => {
    const item = menu.get(line.itemId);
    const current = new Map(item?.optionGroups.flatMap((g) => g.options.map((o) => [o.id, o] as const)) ?? []);
    const options = line.options.map((o) => ({
      optionId: o.optionId,
      name: current.get(o.optionId)?.name ?? o.name,
      priceCents: current.get(o.optionId)?.priceCents ?? 0,
    }));
    const available =
      item !== undefined &&
      item.available &&
      checkOptionSelection(
        item.optionGroups,
        line.options.map((o) => o.optionId),
      ).length === 0;
    return {
      itemId: line.itemId,
      name: item?.name ?? line.name,
      quantity: line.quantity,
      options,
      unitPriceCents: (item?.priceCents ?? 0) + options.reduce((sum, o) => sum + o.priceCents, 0),
      available,
    };
  });
  return {
    id: row.id,
    name: row.name,
    active: row.active,
    index: row.position,
    restaurant: {
      id: row.restaurantId,
      name: restaurant?.name ?? '',
      imageUrl: restaurant?.imageUrl ?? null,
    },
    // A meal goes with its restaurant (on delete cascade): USD only if it vanished meanwhile.
    currency: restaurant ? currencyOf(restaurant.country) : 'USD',
    items,
    subtotalCents: items.reduce((sum, i) => sum + i.unitPriceCents * i.quantity, 0),
    available: Boolean(restaurant?.isActive && restaurant.orderingEnabled) && items.every((i) => i.available),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface MealsServiceDeps {
  uow: UnitOfWork;
  meals: Repository<MealsRepository>;
  menu: Pick<MenuService, 'check' | 'items' | 'restaurants'>;
  clock: Clock;
}

/** Saved meals (spec section 3 userMeals): one user's own, never another's (404). */
export class MealsService {
  constructor(private readonly deps: MealsServiceDeps) {}

  private async toDtos(rows: MealRow[]): Promise<MealDto[]> {
    const { menu } = this.deps;
    const [restaurants, items] = await Promise.all([
      menu.restaurants(rows.map((r) => r.restaurantId)),
      menu.items(rows.flatMap((r) => r.items.map((i) => i.itemId))),
    ]);
    const byId = new Map(restaurants.map((r) => [r.id, r]));
    return rows.map((row) => toDto(row, byId.get(row.restaurantId), items));
  }

  private async one(row: MealRow): Promise<MealDto> {
    return (await this.toDtos([row]))[0]!;
  }

  /** Every meal, by index; the client hides and sorts for display (visibleMeals). */
  async list(userId: string): Promise<MealDto[]> {
    return this.toDtos(await this.deps.meals.list(userId));
  }

  async get(userId: string, id: string): Promise<MealDto> {
    const row = await this.deps.meals.find(userId, id);
    if (!row) throw mealNotFound();
    return this.one(row);
  }

  /** A new meal goes last in the list. */
  async create(userId: string, body: CreateMealRequest): Promise<MealDto> {
    const { uow, menu, clock } = this.deps;
    const { lines } = await menu.check(body.restaurantId, toLines(body.items));
    const row = await uow.transaction(async (tx) => {
      const meals = this.deps.meals.in(tx);
      await meals.lockOwner(userId);
      const position = await meals.nextPosition(userId);
      const now = clock.now();
      return meals.insert({
        userId,
        restaurantId: body.restaurantId,
        name: body.name,
        active: body.active,
        position,
        items: toSaved(lines),
        createdAt: now,
        updatedAt: now,
      });
    });
    return this.one(row);
  }

  /** Rename, (de)activate, or replace the items (checked against the meal's restaurant). */
  async update(userId: string, id: string, body: UpdateMealRequest): Promise<MealDto> {
    const { meals: repo, menu, clock } = this.deps;
    const existing = await repo.find(userId, id);
    if (!existing) throw mealNotFound();
    const items = body.items
      ? toSaved((await menu.check(existing.restaurantId, toLines(body.items))).lines)
      : undefined;
    const row = await repo.update(
      userId,
      id,
      {
        ...(body.name !== undefined && { name: body.name }),
        ...(body.active !== undefined && { active: body.active }),
        ...(items && { items }),
      },
      clock.now(),
    );
    if (!row) throw mealNotFound();
    return this.one(row);
  }

  /**
   * The whole new order in one transaction: `mealIds` must list each of the user's meals
   * exactly once (a list that misses one, or names a meal deleted meanwhile, is a 409 and
   * changes nothing).
   */
  async reorder(userId: string, mealIds: readonly string[]): Promise<MealDto[]> {
    const twice = mealIds.findIndex((id, i) => mealIds.indexOf(id) !== i);
    if (twice >= 0)
      throw badRequest('Each meal may appear once.', [{ name: `body.mealIds.${twice}`, reason: 'appears twice' }]);
    const rows = await this.deps.uow.transaction(async (tx) => {
      const meals = this.deps.meals.in(tx);
      await meals.lockOwner(userId);
      const current = new Set((await meals.list(userId)).map((m) => m.id));
      if (current.size !== mealIds.length || mealIds.some((id) => !current.has(id))) {
        throw conflict('Your meals changed since this list was loaded. Reload them and try again.');
      }
      await meals.setPositions(userId, mealIds);
      return meals.list(userId);
    });
    return this.toDtos(rows);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.deps.meals.delete(userId, id))) throw mealNotFound();
  }
}
