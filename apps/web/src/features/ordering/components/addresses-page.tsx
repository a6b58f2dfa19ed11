import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ADDRESSES_MAX, type AddressDto } from '@playeats/contracts/addresses';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { useAddressChange } from '../api/address-mutations.ts';
import { useAddresses } from '../api/get-addresses.ts';
import { safeReturnPath } from '../return-path.ts';
import { AddressDialog } from './address-dialog.tsx';
import { addressOneLine, AddressText } from './address-text.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { LoadState } from './load-state.tsx';
import './ordering.css';

/**
 * /addresses: the saved delivery addresses (default first), to add, edit, make the
 * default or delete. ?next=/checkout brings the user back where they came from.
 */
export function AddressesPage() {
  const { t } = useTranslation('ordering');
  useDocumentTitle(t('addresses.title'));
  const [params] = useSearchParams();
  const back = safeReturnPath(params.get('next'));
  const addresses = useAddresses();
  const change = useAddressChange();
  const [editing, setEditing] = useState<AddressDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AddressDto | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = addresses.data;

  return (
    <div className="container-narrow ordering-page addresses-page">
      {back && (
        <p className="ordering-back">
          <Link to={back}>{t('addresses.back')}</Link>
        </p>
      )}
      <h1>{t('addresses.title')}</h1>
      <p className="muted">{t('addresses.intro')}</p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {!list ? (
        <LoadState error={addresses.isError} onRetry={() => void addresses.refetch()} />
      ) : (
        <>
          {list.length === 0 ? (
            <div className="card ordering-state">
              <p>{t('addresses.empty')}</p>
            </div>
          ) : (
            <ul className="saved-list">
              {list.map((address) => (
                <li key={address.id}>
                  <article className="card saved-item" aria-labelledby={`address-${address.id}`}>
                    <div className="saved-item-main">
                      <h2 id={`address-${address.id}`} className="saved-item-title">
                        {address.label ?? addressOneLine(address)}
                        {address.isDefault && <span className="ordering-badge">{t('addresses.default')}</span>}
                      </h2>
                      <AddressText address={address} showLabel={false} />
                      {address.instructions && (
                        <p className="muted saved-item-note">
                          {t('addresses.instructions', { instructions: address.instructions })}
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
                                onSuccess: () =>
                                  setAnnouncement(t('addresses.nowDefault', { name: address.label ?? address.line1 })),
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
            </ul>
          )}
          {list.length < ADDRESSES_MAX ? (
            <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
              {t('addresses.add')}
            </button>
          ) : (
            <p className="ordering-notice">{t('addresses.full', { count: ADDRESSES_MAX })}</p>
          )}
        </>
      )}
      <AddressDialog
        open={editing !== null}
        address={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => setAnnouncement(t('addresses.saved', { name: saved.label ?? saved.line1 }))}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('addresses.deleteTitle')}
        confirmLabel={t('addresses.deleteConfirm')}
        busy={change.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const name = deleting.label ?? deleting.line1;
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
    </div>
  );
}
