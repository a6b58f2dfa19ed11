import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { restaurantQueryOptions } from '../../lib/api/restaurants.ts';

export interface DishPictureSource {
  imageUrl: string | null;
  category: string;
}

/** A restaurant's menu changes rarely: its pictures are read again at most every few minutes. */
const MENU_PICTURES_STALE_MS = 5 * 60_000;

/**
 * What picks the picture of each dish of a restaurant (its photo, its menu category), by
 * item id, for lines (cart, checkout, order) that carry only the dish's name. It reads the
 * restaurant as the discovery pages cache it, usually already there (the cart was filled
 * on the restaurant's page). Until it arrives, or if it fails, a line shows the
 * illustration its name gives.
 */
export function useDishPictures(restaurantId: string | undefined): (itemId: string) => DishPictureSource | undefined {
  const restaurant = useQuery({
    ...restaurantQueryOptions(restaurantId ?? ''),
    enabled: Boolean(restaurantId),
    staleTime: MENU_PICTURES_STALE_MS,
  });
  const byItem = useMemo(() => {
    const map = new Map<string, DishPictureSource>();
    for (const category of restaurant.data?.menu.categories ?? []) {
      for (const item of category.items) map.set(item.id, { imageUrl: item.imageUrl, category: category.name });
    }
    return map;
  }, [restaurant.data]);
  return (itemId) => byItem.get(itemId);
}
