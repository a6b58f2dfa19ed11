import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The cart's restaurant does not deliver to the chosen address. Said once, here, with
 * the two ways out (another address above, or another restaurant), instead of an error
 * dialog on every visit plus "We couldn't price this order".
 */
export function OutOfRangeNotice({ restaurant }: { restaurant: string }) {
  const { t } = useTranslation('ordering');
  return (
    <div className="ordering-state checkout-out-of-range" role="alert">
      <p>
        <strong>{t('checkout.outOfRange.title', { restaurant })}</strong>
      </p>
      <p>{t('checkout.outOfRange.help')}</p>
      <p>
        <Link to="/nearby" className="btn btn-secondary">
          {t('checkout.outOfRange.otherRestaurant')}
        </Link>
      </p>
    </div>
  );
}
