import { useTranslation } from 'react-i18next';
import type { AddressDto } from '@playeats/contracts/addresses';
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

/** Adds or edits an address in a dialog; the dialog stays open (and the form filled) if the save is refused. */
export function AddressDialog({ open, address, onClose, onSaved, session }: AddressDialogProps) {
  const { t } = useTranslation('ordering');
  const change = useAddressChange(session);
  const defaultCountry = session.country ?? 'UNITED_STATES';
  return (
    <Modal open={open} onClose={onClose} title={address ? t('address.editTitle') : t('address.addTitle')} wide>
      <AddressForm
        key={address?.id ?? 'new'}
        initial={address ?? undefined}
        defaultCountry={defaultCountry}
        offerDefault={!address}
        saving={change.isPending}
        submitLabel={address ? t('address.save') : t('address.add')}
        onCancel={onClose}
        onSubmit={({ makeDefault, ...fields }) =>
          change.mutate(
            address
              ? { kind: 'update', id: address.id, body: fields }
              : { kind: 'create', body: { ...fields, makeDefault } },
            {
              onSuccess: (saved) => {
                if (saved) onSaved?.(saved);
                onClose();
              },
            },
          )
        }
      />
    </Modal>
  );
}
