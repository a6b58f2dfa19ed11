import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressDto } from '@playeats/contracts/addresses';
import { useAppSelector } from '../../../app/hooks.ts';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { pinZoom } from '../../../components/map/map-model.ts';
import { PinMap } from '../../../components/map/pin-map.tsx';
import { updateAddress } from '../../../lib/api/addresses.ts';
import { orderingKeys } from '../../../lib/ordering-query-keys.ts';
import { selectEnv, selectQueryUserKey } from '../../auth/auth-slice.ts';

export interface PinConfirmationProps {
  address: AddressDto;
  /** The pin was saved: the address is placed where the person said. */
  onConfirmed: () => void;
}

/**
 * "Confirm where your door is": an address known only to its city (or one the server
 * refused an order for with AddressPinRequiredException) gets its pin moved and
 * confirmed here (PATCH with `position`) before Place order is enabled.
 */
export function PinConfirmation({ address, onConfirmed }: PinConfirmationProps) {
  const { t } = useTranslation('ordering');
  const titleId = useId();
  const tiles = useAppSelector(selectEnv)?.map;
  const userKey = useAppSelector(selectQueryUserKey);
  const queryClient = useQueryClient();
  const { showError } = useErrorDialog();
  const [position, setPosition] = useState({ lat: address.lat, lng: address.lng });
  const save = useMutation({
    mutationFn: () => updateAddress(address.id, { position }),
    onSuccess: (saved) => {
      queryClient.setQueryData<AddressDto[]>(orderingKeys.addresses(userKey), (list) =>
        list?.map((a) => (a.id === saved.id ? { ...saved, isDefault: a.isDefault } : a)),
      );
      void queryClient.invalidateQueries({ queryKey: orderingKeys.addresses(userKey) });
      onConfirmed();
    },
    onError: (error) => showError(error),
  });
  return (
    <section className="checkout-pin" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('checkout.pin.title')}</h3>
      <p>{t('checkout.pin.text')}</p>
      <PinMap
        tiles={tiles}
        position={position}
        zoom={pinZoom(address.precision)}
        label={t('address.pinMap')}
        onMove={setPosition}
      />
      <button
        type="button"
        className="btn btn-primary"
        disabled={save.isPending}
        aria-busy={save.isPending || undefined}
        onClick={() => save.mutate()}
      >
        {save.isPending ? t('checkout.pin.saving') : t('checkout.pin.confirm')}
      </button>
    </section>
  );
}
