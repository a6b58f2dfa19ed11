import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { AddressDto } from '@playeats/contracts/addresses';
import { addressesQueryOptions } from '../../lib/api/addresses.ts';
import { Modal } from '../modal/modal.tsx';
import { AddressForm } from './address-form.tsx';
import { useAddressChange, type AddressBookSession } from './use-address-change.ts';

export interface AddressDialogProps {
  open: boolean;
  /** The address to change; a new one otherwise. */
  address?: AddressDto | null;
  onClose: () => void;
  /** After the server saved it (a new address is passed with its id). */
  onSaved?: (address: AddressDto) => void;
  session: AddressBookSession;
}

/**
 * Adds or edits an address in a dialog; the dialog stays open (and the form filled) if the
 * save is refused. An address no restaurant delivers to is saved all the same, and the
 * dialog then says so, with what to do, before it closes (the server's `deliverable`,
 * docs/decisions/0026-ordering-flows.md).
 */
export function AddressDialog({ open, address, onClose, onSaved, session }: AddressDialogProps) {
  const { t } = useTranslation('ordering');
  const change = useAddressChange(session);
  const [unreachable, setUnreachable] = useState(false);
  const defaultCountry = session.country ?? 'UNITED_STATES';
  // Suggestions favour where the person is known to be: their default address.
  const saved = useQuery({ ...addressesQueryOptions(session.userKey), enabled: open });
  const home = saved.data?.find((a) => a.isDefault) ?? saved.data?.[0];
  const close = () => {
    setUnreachable(false);
    onClose();
  };
  if (unreachable) {
    return (
      <Modal open={open} onClose={close} title={t('address.unreachableTitle')}>
        <div className="address-unreachable">
          <p role="alert">{t('address.unreachableText')}</p>
          <p className="muted">{t('address.unreachableHelp')}</p>
          <div className="ordering-actions">
            <button type="button" className="btn btn-primary" onClick={close}>
              {t('address.unreachableOkay')}
            </button>
          </div>
        </div>
      </Modal>
    );
  }
  return (
    <Modal open={open} onClose={close} title={address ? t('address.editTitle') : t('address.addTitle')} wide>
      <AddressForm
        key={address?.id ?? 'new'}
        initial={address ?? undefined}
        defaultCountry={defaultCountry}
        tiles={session.tiles}
        near={home ? { lat: home.lat, lng: home.lng } : null}
        offerDefault={!address}
        saving={change.isPending}
        submitLabel={address ? t('address.save') : t('address.add')}
        onCancel={close}
        onSubmit={({ makeDefault, ...fields }, refuse) =>
          change.mutate(
            address
              ? { kind: 'update', id: address.id, body: fields }
              : { kind: 'create', body: { ...fields, makeDefault } },
            {
              onSuccess: (saved) => {
                if (saved) onSaved?.(saved);
                if (saved?.deliverable === false) setUnreachable(true);
                else onClose();
              },
              onError: refuse,
            },
          )
        }
      />
    </Modal>
  );
}
