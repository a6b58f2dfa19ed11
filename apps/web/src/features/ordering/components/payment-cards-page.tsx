import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PAYMENT_CARDS_MAX, type PaymentCardDto } from '@playeats/contracts/payments';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { usePaymentCards } from '../api/get-payment-cards.ts';
import { usePaymentCardChange } from '../api/payment-card-mutations.ts';
import { expiryText, useCardLabel } from '../hooks/use-card-label.ts';
import { paymentsAdapter as defaultAdapter } from '../payments/index.ts';
import type { PaymentsAdapter } from '../payments/payments-adapter.ts';
import { safeReturnPath } from '../return-path.ts';
import { CardDialog } from './card-dialog.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { LoadState } from './load-state.tsx';
import './ordering.css';

/**
 * /payment-cards: the saved cards (brand, last four digits, expiry; default first), to add,
 * make the default or remove. Card numbers go to the payment provider only.
 */
export function PaymentCardsPage({ adapter = defaultAdapter }: { adapter?: PaymentsAdapter }) {
  const { t } = useTranslation('ordering');
  useDocumentTitle(t('cards.title'));
  const [params] = useSearchParams();
  const back = safeReturnPath(params.get('next'));
  const cards = usePaymentCards();
  const change = usePaymentCardChange(adapter);
  const cardLabel = useCardLabel();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PaymentCardDto | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = cards.data;

  return (
    <div className="container-narrow ordering-page cards-page">
      {back && (
        <p className="ordering-back">
          <Link to={back}>{t('cards.back')}</Link>
        </p>
      )}
      <h1>{t('cards.title')}</h1>
      <p className="muted">{t('cards.intro')}</p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {!list ? (
        <LoadState error={cards.isError} onRetry={() => void cards.refetch()} />
      ) : (
        <>
          {list.length === 0 ? (
            <div className="card ordering-state">
              <p>{t('cards.empty')}</p>
            </div>
          ) : (
            <ul className="saved-list">
              {list.map((card) => {
                const label = cardLabel(card);
                return (
                  <li key={card.id}>
                    <article className="card saved-item" aria-labelledby={`card-${card.id}`}>
                      <div className="saved-item-main">
                        <h2 id={`card-${card.id}`} className="saved-item-title">
                          {label}
                          {card.isDefault && <span className="ordering-badge">{t('cards.default')}</span>}
                          {card.expired && (
                            <span className="ordering-badge ordering-badge--danger">{t('cards.expired')}</span>
                          )}
                        </h2>
                        <p className="muted">{t('cards.expires', { date: expiryText(card) })}</p>
                      </div>
                      <div className="saved-item-actions">
                        {!card.isDefault && !card.expired && (
                          <button
                            type="button"
                            className="btn btn-ghost"
                            aria-label={t('cards.makeDefaultNamed', { name: label })}
                            disabled={change.isPending}
                            onClick={() =>
                              change.mutate(
                                { kind: 'default', id: card.id },
                                { onSuccess: () => setAnnouncement(t('cards.nowDefault', { name: label })) },
                              )
                            }
                          >
                            {t('cards.makeDefault')}
                          </button>
                        )}
                        <button
                          type="button"
                          className="btn btn-ghost"
                          aria-label={t('cards.removeNamed', { name: label })}
                          onClick={() => setRemoving(card)}
                        >
                          {t('cards.remove')}
                        </button>
                      </div>
                    </article>
                  </li>
                );
              })}
            </ul>
          )}
          {list.length < PAYMENT_CARDS_MAX ? (
            <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
              {t('cards.add')}
            </button>
          ) : (
            <p className="ordering-notice">{t('cards.full', { count: PAYMENT_CARDS_MAX })}</p>
          )}
        </>
      )}
      <CardDialog
        open={adding}
        adapter={adapter}
        offerDefault={(list?.length ?? 0) > 0}
        onClose={() => setAdding(false)}
        onSaved={(card) => setAnnouncement(t('cards.saved', { name: cardLabel(card) }))}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('cards.removeTitle')}
        confirmLabel={t('cards.removeConfirm')}
        busy={change.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          const name = cardLabel(removing);
          change.mutate(
            { kind: 'delete', id: removing.id },
            {
              onSuccess: () => setAnnouncement(t('cards.removed', { name })),
              onSettled: () => setRemoving(null),
            },
          );
        }}
      >
        {removing && <p>{t('cards.removeMessage', { name: cardLabel(removing) })}</p>}
      </ConfirmDialog>
    </div>
  );
}
