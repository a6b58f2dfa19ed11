import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PaymentCardDto } from '@playeats/contracts/payments';
import { useAppSelector } from '../../../app/hooks.ts';
import { LoadState } from '../../../components/load-state/load-state.tsx';
import { CardDialog } from '../../../components/payment-card/card-dialog.tsx';
import { expiryText, useCardLabel } from '../../../components/payment-card/use-card-label.ts';
import type { PaymentsAdapter } from '../../../lib/payments/payments-adapter.ts';
import { selectQueryUserKey } from '../../auth/auth-slice.ts';

export interface CardChoiceProps {
  cards: PaymentCardDto[] | undefined;
  loadFailed: boolean;
  onRetry: () => void;
  value: string | null;
  onChange: (id: string) => void;
  /** False when the discounts pay for everything: no card is charged. */
  required: boolean;
  adapter?: PaymentsAdapter;
}

/** Which saved card pays (expired ones cannot), or a new one added here. */
export function CardChoice({ cards, loadFailed, onRetry, value, onChange, required, adapter }: CardChoiceProps) {
  const { t } = useTranslation('ordering');
  const cardLabel = useCardLabel();
  const userKey = useAppSelector(selectQueryUserKey);
  const id = useId();
  const [adding, setAdding] = useState(false);
  return (
    <fieldset className="checkout-fieldset">
      <legend>
        <h2 className="checkout-legend">{t('checkout.payment.title')}</h2>
      </legend>
      {!required ? (
        <p className="ordering-notice">{t('checkout.payment.notNeeded')}</p>
      ) : !cards ? (
        <LoadState error={loadFailed} onRetry={onRetry} />
      ) : cards.length === 0 ? (
        <p className="ordering-notice">{t('checkout.payment.none')}</p>
      ) : (
        <div className="ordering-choice-list">
          {cards.map((card) => (
            <label
              key={card.id}
              className={[
                'ordering-choice',
                value === card.id ? 'ordering-choice--checked' : '',
                card.expired ? 'ordering-choice--disabled' : '',
              ].join(' ')}
            >
              <input
                type="radio"
                name={`${id}-card`}
                checked={value === card.id}
                disabled={card.expired}
                onChange={() => onChange(card.id)}
              />
              <span>
                {cardLabel(card)}
                <span className="muted ordering-choice-detail">
                  {card.expired ? t('cards.expired') : t('cards.expires', { date: expiryText(card) })}
                </span>
              </span>
            </label>
          ))}
        </div>
      )}
      {required && (
        <div className="ordering-actions">
          <button type="button" className="btn btn-secondary" onClick={() => setAdding(true)}>
            {t('checkout.payment.add')}
          </button>
          {cards && cards.length > 0 && <Link to="/payment-cards?next=/checkout">{t('checkout.payment.manage')}</Link>}
        </div>
      )}
      <CardDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(saved) => onChange(saved.id)}
        offerDefault={(cards?.length ?? 0) > 0}
        {...(adapter ? { adapter } : {})}
        userKey={userKey}
      />
    </fieldset>
  );
}
