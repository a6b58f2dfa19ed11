import { randomUUID } from 'node:crypto';
import { isTimeZone } from '@playeats/domain/time-zone';
import { weekRanges, weekRangesLiteral } from '@playeats/domain/opening-hours';
import { searchKey } from '@playeats/domain/search-key';
import { CUISINE_SLUGS } from './cuisines.ts';
import type { RestaurantInput } from './restaurant-input.ts';

// Restaurant inputs checked and flattened into one row list per table, ids filled in. A
// bad time zone would break every open-now search, so it is refused here, before any write.

export interface CatalogueRows {
  restaurants: Record<string, unknown>[];
  categories: Record<string, unknown>[];
  items: Record<string, unknown>[];
  optionGroups: Record<string, unknown>[];
  options: Record<string, unknown>[];
  itemGroups: Record<string, unknown>[];
}

export function toCatalogueRows(inputs: readonly RestaurantInput[]): { rows: CatalogueRows; ids: string[] } {
  const rows: CatalogueRows = {
    restaurants: [],
    categories: [],
    items: [],
    optionGroups: [],
    options: [],
    itemGroups: [],
  };
  const ids: string[] = [];
  for (const input of inputs) {
    const id = input.id ?? randomUUID();
    ids.push(id);
    if (!isTimeZone(input.timeZone)) throw new Error(`${input.name}: unknown time zone ${input.timeZone}`);
    const unknown = input.cuisines.filter((c) => !CUISINE_SLUGS.has(c));
    if (unknown.length > 0) throw new Error(`${input.name}: unknown cuisines ${unknown.join(', ')}`);
    rows.restaurants.push({
      id,
      name: input.name,
      search_name: searchKey(input.name),
      cuisines: input.cuisines,
      street: input.address.street,
      city: input.address.city,
      region: input.address.region,
      postal_code: input.address.postalCode,
      country: input.address.country,
      lat: input.position.lat,
      lng: input.position.lng,
      time_zone: input.timeZone,
      opening_hours: input.openingHours,
      open_minutes: weekRangesLiteral(weekRanges(input.openingHours)),
      delivery_radius_m: input.deliveryRadiusM ?? 5000,
      minimum_order_cents: input.minimumOrderCents ?? 0,
      delivery_fee_cents: input.deliveryFeeCents ?? 0,
      preparation_minutes: input.preparationMinutes ?? 20,
      rating: input.rating ?? null,
      image_url: input.imageUrl ?? null,
      external_ref: input.externalRef ?? null,
      is_partner: input.isPartner ?? false,
      is_active: input.isActive ?? true,
      ordering_enabled: input.orderingEnabled ?? true,
    });
    if (!input.menu) continue;

    const groupIds = new Set<string>();
    for (const group of input.menu.optionGroups) {
      const groupId = group.id ?? randomUUID();
      groupIds.add(groupId);
      if (group.minSelections < 0 || group.maxSelections < Math.max(1, group.minSelections)) {
        throw new Error(
          `${input.name}: option group ${group.name} has min ${group.minSelections}, max ${group.maxSelections}`,
        );
      }
      rows.optionGroups.push({
        id: groupId,
        restaurant_id: id,
        name: group.name,
        min_selections: group.minSelections,
        max_selections: group.maxSelections,
      });
      group.options.forEach((option, position) =>
        rows.options.push({
          id: option.id ?? randomUUID(),
          group_id: groupId,
          name: option.name,
          price_cents: option.priceCents,
          position,
        }),
      );
    }
    let itemPosition = 0;
    input.menu.categories.forEach((category, categoryPosition) => {
      const categoryId = category.id ?? randomUUID();
      rows.categories.push({ id: categoryId, restaurant_id: id, name: category.name, position: categoryPosition });
      for (const item of category.items) {
        const itemId = item.id ?? randomUUID();
        rows.items.push({
          id: itemId,
          restaurant_id: id,
          category_id: categoryId,
          name: item.name,
          description: item.description ?? null,
          price_cents: item.priceCents,
          image_url: item.imageUrl ?? null,
          available: item.available ?? true,
          position: itemPosition++,
        });
        (item.optionGroupIds ?? []).forEach((groupId, position) => {
          if (!groupIds.has(groupId)) throw new Error(`${input.name}: ${item.name} names an unknown option group`);
          rows.itemGroups.push({ item_id: itemId, group_id: groupId, position });
        });
      }
    });
  }
  return { rows, ids };
}
