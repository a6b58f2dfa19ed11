import { useTranslation } from 'react-i18next';
import type { RestaurantSummaryDto } from '@playeats/contracts/restaurants';
import { haversineKm } from '@playeats/domain/distance';
import { useAppSelector } from '../../../app/hooks.ts';
import { PlaceMap } from '../../../components/map/place-map.tsx';
import type { MapMarker } from '../../../components/map/map-model.ts';
import { selectEnv, selectUserInfo } from '../../auth/auth-slice.ts';
import { distanceText } from '../distance-text.ts';
import { useDistanceUnit } from '../hooks/use-distance-unit.ts';
import { useLanguage } from '../hooks/use-language.ts';
import { locationOfAddress } from '../search-location.ts';

type Located = Pick<RestaurantSummaryDto, 'id' | 'name' | 'position' | 'deliveryRadiusKm' | 'address'>;

/**
 * Where a restaurant delivers: its radius in words and on a map, and for a signed-in user
 * with a default address how far that address is and whether it is inside. The words
 * stand alone: without the map (no tiles, offline) nothing is lost.
 */
export function RestaurantLocation({ restaurant }: { restaurant: Located }) {
  const { t } = useTranslation('map');
  const language = useLanguage();
  // The restaurant's country's unit, as /nearby shows it (until the user chooses one).
  const [unit] = useDistanceUnit(restaurant.address.country);
  const tiles = useAppSelector(selectEnv)?.map;
  const home = locationOfAddress(useAppSelector(selectUserInfo)?.address ?? null, 'saved')?.position ?? null;
  const inUnit = (km: number) => distanceText(km, 'km', unit, language);
  const awayKm = home ? haversineKm(restaurant.position, home) : null;

  const markers: MapMarker[] = [
    { id: restaurant.id, kind: 'restaurant', label: restaurant.name, ...restaurant.position },
  ];
  if (home) markers.push({ id: 'home', kind: 'home', label: t('restaurant.home'), ...home });

  return (
    <section className="restaurant-location" aria-labelledby="restaurant-location-title">
      <h2 id="restaurant-location-title">{t('restaurant.title')}</h2>
      <p>{t('restaurant.radius', { distance: inUnit(restaurant.deliveryRadiusKm) })}</p>
      {awayKm !== null && (
        <p className="restaurant-location-home">
          {t(awayKm <= restaurant.deliveryRadiusKm ? 'restaurant.inRange' : 'restaurant.outOfRange', {
            distance: inUnit(awayKm),
          })}
        </p>
      )}
      <PlaceMap
        tiles={tiles}
        label={t('restaurant.label', { restaurant: restaurant.name })}
        markers={markers}
        circles={[{ id: 'delivery', ...restaurant.position, radiusMeters: restaurant.deliveryRadiusKm * 1000 }]}
      />
    </section>
  );
}
