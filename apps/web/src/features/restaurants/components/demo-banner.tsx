import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { demoAddressChanged, selectDemoAddress, selectDemoPlaceId } from '../../auth/auth-slice.ts';
import { addressLabel } from '../search-location.ts';

/** Says that demo mode is on and from which address, with the demo place and a way out. */
export function DemoBanner({ showPlaceLink = true }: { showPlaceLink?: boolean }) {
  const { t } = useTranslation('restaurants');
  const dispatch = useAppDispatch();
  const address = useAppSelector(selectDemoAddress);
  const placeId = useAppSelector(selectDemoPlaceId);
  if (!address) return null;
  return (
    <aside className="demo-banner" aria-label={t('demo.bannerLabel')}>
      <p className="demo-banner-text">
        <strong>{t('demo.bannerTitle')}</strong> {t('demo.bannerAddress', { address: addressLabel(address) ?? '' })}
      </p>
      <div className="demo-banner-actions">
        {showPlaceLink && placeId && (
          <Link to={`/nearby/${placeId}`} className="btn btn-secondary">
            {t('demo.openPlace')}
          </Link>
        )}
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => dispatch(demoAddressChanged({ address: null, placeId: null }))}
        >
          {t('demo.leave')}
        </button>
      </div>
    </aside>
  );
}
