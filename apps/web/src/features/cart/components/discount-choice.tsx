import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../hooks/use-formatters.ts';

export interface DiscountChoiceProps {
  /** The balances (from the latest quote); undefined until it arrives. */
  balances: { bucks: number; promoCents: number } | undefined;
  /** What the latest quote used of each. */
  used: { bucks: number; promoCents: number } | undefined;
  currency: string;
  useBucks: boolean;
  usePromo: boolean;
  onUseBucksChange: (value: boolean) => void;
  onUsePromoChange: (value: boolean) => void;
}

/**
 * Pay part of the order with bucks or promo dollars: each is a switch, with the balance
 * beside it and, once priced, how much of it this order takes.
 */
export function DiscountChoice(props: DiscountChoiceProps) {
  const { t } = useTranslation('ordering');
  const { money, number } = useFormatters();
  const { balances, used, currency } = props;
  const bucks = balances?.bucks ?? 0;
  const promo = balances?.promoCents ?? 0;
  return (
    <fieldset className="checkout-fieldset">
      <legend>
        <h2 className="checkout-legend">{t('checkout.discounts.title')}</h2>
      </legend>
      <label className="ordering-checkbox">
        <input
          type="checkbox"
          checked={props.useBucks && bucks > 0}
          disabled={bucks === 0}
          onChange={(e) => props.onUseBucksChange(e.target.checked)}
        />
        <span>
          {t('checkout.discounts.bucks')}
          <span className="muted ordering-choice-detail">
            {bucks > 0
              ? t('checkout.discounts.bucksBalance', { count: bucks, bucks: number(bucks) })
              : t('checkout.discounts.noBucks')}
            {props.useBucks &&
              used &&
              used.bucks > 0 &&
              ` · ${t('checkout.discounts.bucksUsed', { count: used.bucks, bucks: number(used.bucks) })}`}
          </span>
        </span>
      </label>
      <label className="ordering-checkbox">
        <input
          type="checkbox"
          checked={props.usePromo && promo > 0}
          disabled={promo === 0}
          onChange={(e) => props.onUsePromoChange(e.target.checked)}
        />
        <span>
          {t('checkout.discounts.promo')}
          <span className="muted ordering-choice-detail">
            {promo > 0
              ? t('checkout.discounts.promoBalance', { amount: money(promo, currency) })
              : t('checkout.discounts.noPromo')}
            {props.usePromo &&
              used &&
              used.promoCents > 0 &&
              ` · ${t('checkout.discounts.promoUsed', { amount: money(used.promoCents, currency) })}`}
          </span>
        </span>
      </label>
    </fieldset>
  );
}
