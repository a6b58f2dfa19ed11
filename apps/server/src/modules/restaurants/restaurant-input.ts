import type { AddressDto, Position } from '@playeats/contracts/restaurants';
import type { WeeklyHours } from '@playeats/domain/opening-hours';

// What the repository accepts to add restaurants with their menus: the demo catalogue, test
// fixtures, and later an admin or partner import. Ids are optional (made when missing);
// an item names its option groups by the groups' ids, so groups that items share need one.

export interface MenuOptionInput {
  id?: string;
  name: string;
  priceCents: number;
}

export interface OptionGroupInput {
  id?: string;
  name: string;
  minSelections: number;
  maxSelections: number;
  options: MenuOptionInput[];
}

export interface MenuItemInput {
  id?: string;
  name: string;
  description?: string | null;
  priceCents: number;
  imageUrl?: string | null;
  available?: boolean;
  /** Ids of this restaurant's option groups, in the order the item shows them. */
  optionGroupIds?: string[];
}

export interface MenuCategoryInput {
  id?: string;
  name: string;
  items: MenuItemInput[];
}

export interface RestaurantInput {
  id?: string;
  name: string;
  /** Cuisine slugs from cuisines.ts. */
  cuisines: string[];
  address: AddressDto;
  position: Position;
  /** IANA zone, e.g. America/Toronto. */
  timeZone: string;
  openingHours: WeeklyHours;
  deliveryRadiusM?: number;
  minimumOrderCents?: number;
  deliveryFeeCents?: number;
  preparationMinutes?: number;
  rating?: number | null;
  imageUrl?: string | null;
  /** The partner's own reference (imports upsert by it). */
  externalRef?: string | null;
  isPartner?: boolean;
  isActive?: boolean;
  orderingEnabled?: boolean;
  menu?: { optionGroups: OptionGroupInput[]; categories: MenuCategoryInput[] };
}
