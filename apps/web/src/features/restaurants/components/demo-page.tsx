import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_RESTAURANT_FILTER } from '@playeats/domain/restaurant-filter';
import { useAppDispatch } from '../../../app/hooks.ts';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { demoAddressChanged } from '../../auth/auth-slice.ts';
import { useDemo } from '../api/get-demo.ts';
import type { NearbySearch } from '../api/get-nearby.ts';
import { useDistanceUnit } from '../hooks/use-distance-unit.ts';
import { useSearchLocation } from '../hooks/use-search-location.ts';
import { useReportUnexpected } from '../load-failure.ts';
import { addressLabel } from '../search-location.ts';
import { DemoBanner } from './demo-banner.tsx';
import { LoadError } from './load-error.tsx';
import { NearbyResults } from './nearby-results.tsx';
import './restaurants.css';

/**
 * /demo: demo mode without an account (spec section 1). GET /api/demo gives the demo
 * address and place; they go into the session (auth.demoAddress, auth.demoPlaceId), the
 * address with its position so /nearby can search around it, and the page shows what is
 * near it straight away.
 */
export function DemoPage() {
  const { t } = useTranslation('restaurants');
  useDocumentTitle(t('demo.title'));
  const dispatch = useAppDispatch();
  const demo = useDemo();
  useReportUnexpected(demo.error);
  const { choose } = useSearchLocation();
  const data = demo.data;
  // The demo address is in Montréal: kilometres, unless the person chose miles.
  const [unit] = useDistanceUnit(data?.address.country);

  useEffect(() => {
    if (!data) return;
    const address = { ...data.address, position: data.position };
    dispatch(demoAddressChanged({ address, placeId: data.placeId }));
    // Nearby searches start from the demo address, whatever was picked before.
    choose({ source: 'demo', position: data.position, label: addressLabel(address), country: data.address.country });
  }, [data, dispatch, choose]);

  const search = useMemo<NearbySearch | null>(
    () =>
      data
        ? {
            lat: data.position.lat,
            lng: data.position.lng,
            radius: DEFAULT_RESTAURANT_FILTER.radius,
            unit,
            searchType: DEFAULT_RESTAURANT_FILTER.searchType,
            q: '',
            openNow: false,
          }
        : null,
    [data, unit],
  );

  return (
    <div className="container discovery-page">
      <header className="discovery-header">
        <h1>{t('demo.title')}</h1>
        <p className="muted">{t('demo.intro')}</p>
      </header>
      {demo.isPending ? (
        <p role="status" className="muted">
          {t('demo.loading')}
        </p>
      ) : demo.isError ? (
        <LoadError message={t('demo.loadFailed')} onRetry={() => void demo.refetch()} />
      ) : (
        <>
          <DemoBanner showPlaceLink={false} />
          <div className="demo-actions">
            {demo.data.placeId ? (
              <Link to={`/nearby/${demo.data.placeId}`} className="btn btn-primary">
                {t('demo.openPlace')}
              </Link>
            ) : (
              <p className="notice">{t('demo.noPlace')}</p>
            )}
            <Link to="/nearby" className="btn btn-secondary">
              {t('demo.browseNearby')}
            </Link>
          </div>
          {search && <NearbyResults search={search} unit={unit} typing={false} title={t('demo.nearbyTitle')} />}
        </>
      )}
    </div>
  );
}
