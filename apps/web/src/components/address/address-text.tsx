import { displayCountry } from '@playeats/domain/country';

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

/** An address as it is written on an envelope, with the country as USA or Canada (spec section 5). */
export function AddressText({ address, showLabel = true }: { address: AddressLike; showLabel?: boolean }) {
  return (
    <span className="address-text">
      {showLabel && address.label && <strong className="address-label">{address.label}</strong>}
      <span>{[address.line1, address.line2].filter(Boolean).join(', ')}</span>
      <span>
        {address.city}, {address.region} {address.postalCode}
      </span>
      <span>{displayCountry(address.country)}</span>
    </span>
  );
}

/** On one line, for lists and radio labels. */
export function addressOneLine(address: AddressLike): string {
  return [address.line1, address.line2, `${address.city}, ${address.region} ${address.postalCode}`]
    .filter(Boolean)
    .join(', ');
}
