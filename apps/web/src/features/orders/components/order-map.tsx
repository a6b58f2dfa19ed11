import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderDto } from '@playeats/contracts/ordering';
import { useAppSelector } from '../../../app/hooks.ts';
import { PlaceMap } from '../../../components/map/place-map.tsx';
import type { MapMarker } from '../../../components/map/map-model.ts';
import { restaurantQueryOptions } from '../../../lib/api/restaurants.ts';
import { selectEnv } from '../../auth/auth-slice.ts';

/**
 * Where the order comes from and where it goes, while it is on its way. The restaurant's
 * place is its page's (cached once); the address's is the order's own copy. Either
 * missing, the map shows the other; the page's text says both.
 */
export function OrderMap({ order }: { order: Pick<OrderDto, 'restaurantId' | 'restaurantName' | 'deliveryPosition'> }) {
  const { t } = useTranslation('map');
  const tiles = useAppSelector(selectEnv)?.map;
  const restaurant = useQuery({
    ...restaurantQueryOptions(order.restaurantId),
    enabled: Boolean(tiles),
    select: (r) => r.position,
  });
  const markers: MapMarker[] = [];
  if (restaurant.data) {
    markers.push({ id: order.restaurantId, kind: 'restaurant', label: order.restaurantName, ...restaurant.data });
  }
  if (order.deliveryPosition) {
    markers.push({ id: 'home', kind: 'home', label: t('tracking.home'), ...order.deliveryPosition });
  }
  if (markers.length === 0) return null;
  return <PlaceMap tiles={tiles} label={t('tracking.label', { restaurant: order.restaurantName })} markers={markers} />;
}
