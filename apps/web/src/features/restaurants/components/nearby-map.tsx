import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NearbyRestaurantDto } from '@playeats/contracts/restaurants';
import { KM_PER_MILE } from '@playeats/domain/distance';
import { useAppSelector } from '../../../app/hooks.ts';
import { PlaceMap } from '../../../components/map/place-map.tsx';
import type { MapMarker } from '../../../components/map/map-model.ts';
import { selectEnv } from '../../auth/auth-slice.ts';
import type { NearbySearch } from '../api/get-nearby.ts';

interface NearbyMapProps {
  search: Pick<NearbySearch, 'lat' | 'lng' | 'radius' | 'unit'>;
  restaurants: NearbyRestaurantDto[];
  /** The radius as the page words it: "5 miles". */
  radiusText: string;
}

/**
 * The results on a map: where the search is from, the radius searched, a pin per
 * restaurant (a click opens it, as its card in the list below does).
 */
export function NearbyMap({ search, restaurants, radiusText }: NearbyMapProps) {
  const { t } = useTranslation('map');
  const navigate = useNavigate();
  const tiles = useAppSelector(selectEnv)?.map;
  const markers: MapMarker[] = [
    { id: 'origin', kind: 'origin', label: t('nearby.origin'), lat: search.lat, lng: search.lng },
    ...restaurants.map((r) => ({ id: r.id, kind: 'restaurant' as const, label: r.name, ...r.position })),
  ];
  const radiusKm = search.unit === 'km' ? search.radius : search.radius * KM_PER_MILE;
  return (
    <PlaceMap
      tiles={tiles}
      label={t('nearby.label', { radius: radiusText })}
      markers={markers}
      circles={[{ id: 'radius', lat: search.lat, lng: search.lng, radiusMeters: radiusKm * 1000 }]}
      onMarkerClick={(id) => void navigate(`/nearby/${id}`)}
    />
  );
}
