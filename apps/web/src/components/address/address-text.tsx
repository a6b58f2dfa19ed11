import { useTranslation } from 'react-i18next';
import { displayCountry } from '@playeats/domain/country';
import { Masked, useReveal } from '../private-text/private-text.tsx';

export interface AddressLike {
  label: string | null;
  line1: string;
  line2: string | null;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  instructions?: string | null;
}

interface AddressTextProps {
  address: AddressLike;
  showLabel?: boolean;
  /** Under streamer mode, a button beside it shows it (not inside a label, a menu or a sentence). */
  revealable?: boolean;
}

/**
 * An address as it is written on an envelope, with the country as USA or Canada (spec
 * section 5). Under streamer mode the street and city lines are masked; the name the
 * person gave it and the country stay.
 */
export function AddressText({ address, showLabel = true, revealable = false }: AddressTextProps) {
  const { t } = useTranslation('common');
  const { hidden, button } = useReveal(address.label ?? t('streamer.address'));
  const line = (text: string, first: boolean) => (hidden ? <Masked text={text} announce={first} /> : text);
  return (
    <>
      <span className="address-text">
        {showLabel && address.label && <strong className="address-label">{address.label}</strong>}
        <span>{line([address.line1, address.line2].filter(Boolean).join(', '), true)}</span>
        <span>{line(`${address.city}, ${address.region} ${address.postalCode}`, false)}</span>
        <span>{displayCountry(address.country)}</span>
      </span>
      {revealable && button}
    </>
  );
}

/** On one line, for lists and radio labels (masked by the caller under streamer mode: usePrivateText). */
export function addressOneLine(address: AddressLike): string {
  return [address.line1, address.line2, `${address.city}, ${address.region} ${address.postalCode}`]
    .filter(Boolean)
    .join(', ');
}
