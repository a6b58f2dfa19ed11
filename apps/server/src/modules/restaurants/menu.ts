import type { MenuItemDto, RestaurantDetailDto } from '@playeats/contracts/restaurants';
import type { RestaurantsRepository } from './restaurants.repository.ts';

type FlatMenu = Awaited<ReturnType<RestaurantsRepository['menuOf']>>;

/** Categories → items → option groups → options, each list in its menu order. */
export function nestMenu(flat: FlatMenu): RestaurantDetailDto['menu'] {
  const optionsOf = new Map<string, { id: string; name: string; priceCents: number }[]>();
  for (const { groupId, ...option } of flat.options) {
    const list = optionsOf.get(groupId) ?? [];
    list.push(option);
    optionsOf.set(groupId, list);
  }
  const groups = new Map(
    flat.groups.map((g) => [
      g.id,
      {
        id: g.id,
        name: g.name,
        minSelections: g.minSelections,
        maxSelections: g.maxSelections,
        options: optionsOf.get(g.id) ?? [],
      },
    ]),
  );
  const groupsOf = new Map<string, MenuItemDto['optionGroups']>();
  for (const { itemId, groupId } of flat.links) {
    const list = groupsOf.get(itemId) ?? [];
    list.push(groups.get(groupId)!);
    groupsOf.set(itemId, list);
  }
  const itemsOf = new Map<string, MenuItemDto[]>();
  for (const item of flat.items) {
    const list = itemsOf.get(item.categoryId) ?? [];
    list.push({
      id: item.id,
      name: item.name,
      description: item.description,
      priceCents: item.priceCents,
      imageUrl: item.imageUrl,
      available: item.available,
      optionGroups: groupsOf.get(item.id) ?? [],
    });
    itemsOf.set(item.categoryId, list);
  }
  return { categories: flat.categories.map((c) => ({ id: c.id, name: c.name, items: itemsOf.get(c.id) ?? [] })) };
}
