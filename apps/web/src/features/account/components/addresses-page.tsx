import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ADDRESSES_MAX, type AddressDto } from '@playeats/contracts/addresses';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { AddressDialog } from '../../../components/address/address-dialog.tsx';
import { addressOneLine, AddressText } from '../../../components/address/address-text.tsx';
import { useAddressChange, type AddressBookSession } from '../../../components/address/use-address-change.ts';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { SavedListPage } from '../../../components/load-state/saved-list-page.tsx';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog.tsx';
import { Masked, usePrivateText } from '../../../components/private-text/private-text.tsx';
import { useStreamerMode } from '../../../hooks/streamer-mode.ts';
import { addressesQueryOptions } from '../../../lib/api/addresses.ts';
import { safeReturnPath } from '../../../lib/return-path.ts';
import {
  selectAccountCountry,
  selectEnv,
  selectQueryUserKey,
  toSessionUserInfo,
  userInfoReloaded,
} from '../../auth/auth-slice.ts';
import '../../../styles/ordering.css';

/**
 * /addresses: the saved delivery addresses (default first), to add, edit, make the
 * default or delete. ?next=/checkout brings the user back where they came from. Part of
 * the account: the session's user info carries the default address.
 */
export function AddressesPage() {
  const { t } = useTranslation('ordering');
  useDocumentTitle(t('addresses.title'));
  const [params] = useSearchParams();
  const back = safeReturnPath(params.get('next'));
  const dispatch = useAppDispatch();
  const session: AddressBookSession = {
    userKey: useAppSelector(selectQueryUserKey),
    country: useAppSelector(selectAccountCountry),
    applyUserInfo: (info) => dispatch(userInfoReloaded(toSessionUserInfo(info))),
    tiles: useAppSelector(selectEnv)?.map,
  };
  const addresses = useQuery(addressesQueryOptions(session.userKey));
  const change = useAddressChange(session);
  const [editing, setEditing] = useState<AddressDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AddressDto | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // On screen (streamer mode masks it); the buttons' names, which only screen readers read, keep the street.
  const hide = usePrivateText();
  const streamer = useStreamerMode();
  const shown = (address: AddressDto) => address.label ?? hide(address.line1);

  return (
    <SavedListPage
      className="addresses-page"
      back={back ? { to: back, label: t('addresses.back') } : null}
      title={t('addresses.title')}
      intro={t('addresses.intro')}
      announcement={announcement}
      query={addresses}
      empty={{ picture: 'house', title: t('addresses.emptyTitle'), text: t('addresses.empty') }}
      renderItems={(list) => (
        <>
          {list.map((address) => (
            <li key={address.id}>
              <article className="card saved-item" aria-labelledby={`address-${address.id}`}>
                <div className="saved-item-main">
                  <h2 id={`address-${address.id}`} className="saved-item-title">
                    {/* The card's name: screen readers hear "hidden", not a row of asterisks. */}
                    {address.label ?? (streamer ? <Masked text={addressOneLine(address)} /> : addressOneLine(address))}
                    {address.isDefault && <span className="ordering-badge">{t('addresses.default')}</span>}
                  </h2>
                  <AddressText address={address} showLabel={false} revealable />
                  {address.instructions && (
                    <p className="muted saved-item-note">
                      {t('addresses.instructions', { instructions: hide(address.instructions) })}
                    </p>
                  )}
                </div>
                <div className="saved-item-actions">
                  <button
                    type="button"
                    className="btn btn-ghost"
                    aria-label={t('addresses.editNamed', { name: address.label ?? address.line1 })}
                    onClick={() => setEditing(address)}
                  >
                    {t('addresses.edit')}
                  </button>
                  {!address.isDefault && (
                    <button
                      type="button"
                      className="btn btn-ghost"
                      aria-label={t('addresses.makeDefaultNamed', { name: address.label ?? address.line1 })}
                      disabled={change.isPending}
                      onClick={() =>
                        change.mutate(
                          { kind: 'default', id: address.id },
                          {
                            onSuccess: () => setAnnouncement(t('addresses.nowDefault', { name: shown(address) })),
                          },
                        )
                      }
                    >
                      {t('addresses.makeDefault')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-ghost"
                    aria-label={t('addresses.deleteNamed', { name: address.label ?? address.line1 })}
                    onClick={() => setDeleting(address)}
                  >
                    {t('addresses.delete')}
                  </button>
                </div>
              </article>
            </li>
          ))}
        </>
      )}
      footer={(list) => (
        <>
          {list.length < ADDRESSES_MAX ? (
            <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
              {t('addresses.add')}
            </button>
          ) : (
            <p className="ordering-notice">{t('addresses.full', { count: ADDRESSES_MAX })}</p>
          )}
        </>
      )}
      after={
        <>
          <AddressDialog
            open={editing !== null}
            address={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={(saved) => setAnnouncement(t('addresses.saved', { name: shown(saved) }))}
            session={session}
          />
          <ConfirmDialog
            open={deleting !== null}
            title={t('addresses.deleteTitle')}
            confirmLabel={t('addresses.deleteConfirm')}
            busy={change.isPending}
            onClose={() => setDeleting(null)}
            onConfirm={() => {
              if (!deleting) return;
              const name = shown(deleting);
              change.mutate(
                { kind: 'delete', id: deleting.id },
                {
                  onSuccess: () => setAnnouncement(t('addresses.deleted', { name })),
                  onSettled: () => setDeleting(null),
                },
              );
            }}
          >
            {deleting && (
              <p>
                <AddressText address={deleting} />
              </p>
            )}
          </ConfirmDialog>
        </>
      }
    />
  );
}
