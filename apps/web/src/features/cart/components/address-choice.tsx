import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AddressDto } from '@playeats/contracts/addresses';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { AddressDialog } from '../../../components/address/address-dialog.tsx';
import { AddressText } from '../../../components/address/address-text.tsx';
import { LoadState } from '../../../components/load-state/load-state.tsx';
import {
  selectAccountCountry,
  selectEnv,
  selectQueryUserKey,
  toSessionUserInfo,
  userInfoReloaded,
} from '../../auth/auth-slice.ts';
import { PinConfirmation } from './pin-confirmation.tsx';

export interface AddressChoiceProps {
  addresses: AddressDto[] | undefined;
  loadFailed: boolean;
  onRetry: () => void;
  value: string | null;
  onChange: (id: string) => void;
  /** The chosen address needs its pin confirmed before an order (known to its city only, or refused for it). */
  pinRequired?: boolean;
  onPinConfirmed?: () => void;
}

/** Where the order goes: one of the saved addresses, or a new one added here. */
export function AddressChoice({
  addresses,
  loadFailed,
  onRetry,
  value,
  onChange,
  pinRequired = false,
  onPinConfirmed,
}: AddressChoiceProps) {
  const { t } = useTranslation('ordering');
  const id = useId();
  const [adding, setAdding] = useState(false);
  const dispatch = useAppDispatch();
  const userKey = useAppSelector(selectQueryUserKey);
  const country = useAppSelector(selectAccountCountry);
  const tiles = useAppSelector(selectEnv)?.map;
  const chosen = addresses?.find((a) => a.id === value);
  return (
    <fieldset className="checkout-fieldset">
      <legend>
        <h2 className="checkout-legend">{t('checkout.address.title')}</h2>
      </legend>
      {!addresses ? (
        <LoadState error={loadFailed} onRetry={onRetry} />
      ) : addresses.length === 0 ? (
        <p className="ordering-notice">{t('checkout.address.none')}</p>
      ) : (
        <div className="ordering-choice-list">
          {addresses.map((address) => (
            <label
              key={address.id}
              className={value === address.id ? 'ordering-choice ordering-choice--checked' : 'ordering-choice'}
            >
              <input
                type="radio"
                name={`${id}-address`}
                checked={value === address.id}
                onChange={() => onChange(address.id)}
              />
              <AddressText address={address} />
            </label>
          ))}
        </div>
      )}
      {chosen && pinRequired && (
        <PinConfirmation key={chosen.id} address={chosen} onConfirmed={() => onPinConfirmed?.()} />
      )}
      <div className="ordering-actions">
        <button type="button" className="btn btn-secondary" onClick={() => setAdding(true)}>
          {t('checkout.address.add')}
        </button>
        {addresses && addresses.length > 0 && (
          <Link to="/addresses?next=/checkout">{t('checkout.address.manage')}</Link>
        )}
      </div>
      <AddressDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(saved) => onChange(saved.id)}
        session={{
          userKey,
          country,
          tiles,
          applyUserInfo: (info) => dispatch(userInfoReloaded(toSessionUserInfo(info))),
        }}
      />
    </fieldset>
  );
}
