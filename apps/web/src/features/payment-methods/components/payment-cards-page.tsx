import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PAYMENT_CARDS_MAX, type PaymentCardDto } from '@playeats/contracts/payments';
import { useAppSelector } from '../../../app/hooks.ts';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { SavedListPage } from '../../../components/load-state/saved-list-page.tsx';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog.tsx';
import { CardDialog } from '../../../components/payment-card/card-dialog.tsx';
import { expiryText, useCardLabel } from '../../../components/payment-card/use-card-label.ts';
import { usePaymentCardChange } from '../../../components/payment-card/use-payment-card-change.ts';
import { paymentCardsQueryOptions } from '../../../lib/api/payment-cards.ts';
import { paymentsAdapterFor } from '../../../lib/payments/index.ts';
import type { PaymentsAdapter } from '../../../lib/payments/payments-adapter.ts';
import { safeReturnPath } from '../../../lib/return-path.ts';
import { selectEnv, selectQueryUserKey } from '../../auth/auth-slice.ts';
import '../../../styles/ordering.css';

/**
 * /payment-cards: the saved cards (brand, last four digits, expiry; default first), to add,
 * make the default or remove. Card numbers go to the payment provider only.
 */
export function PaymentCardsPage({ adapter: given }: { adapter?: PaymentsAdapter }) {
  const { t } = useTranslation('ordering');
  // The server's provider: Stripe.js (loaded when the card form opens) or the local one.
  const serverAdapter = paymentsAdapterFor(useAppSelector(selectEnv)?.payments);
  const adapter = given ?? serverAdapter;
  useDocumentTitle(t('cards.title'));
  const [params] = useSearchParams();
  const back = safeReturnPath(params.get('next'));
  const userKey = useAppSelector(selectQueryUserKey);
  const cards = useQuery(paymentCardsQueryOptions(userKey));
  const change = usePaymentCardChange(userKey, adapter);
  const cardLabel = useCardLabel();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PaymentCardDto | null>(null);
  const [announcement, setAnnouncement] = useState('');

  return (
    <SavedListPage
      className="cards-page"
      back={back ? { to: back, label: t('cards.back') } : null}
      title={t('cards.title')}
      intro={t('cards.intro')}
      announcement={announcement}
      query={cards}
      empty={{ picture: 'credit-card', title: t('cards.emptyTitle'), text: t('cards.empty') }}
      renderItems={(list) => (
        <>
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
        </>
      )}
      footer={(list) => (
        <>
          {list.length < PAYMENT_CARDS_MAX ? (
            <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
              {t('cards.add')}
            </button>
          ) : (
            <p className="ordering-notice">{t('cards.full', { count: PAYMENT_CARDS_MAX })}</p>
          )}
        </>
      )}
      after={
        <>
          <CardDialog
            open={adding}
            adapter={adapter}
            offerDefault={(cards.data?.length ?? 0) > 0}
            onClose={() => setAdding(false)}
            onSaved={(card) => setAnnouncement(t('cards.saved', { name: cardLabel(card) }))}
            userKey={userKey}
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
        </>
      }
    />
  );
}
