import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneySaved } from '../api/get-money-saved.ts';
import { useAppSelector } from '../../../app/hooks.ts';
import { selectAccountCurrency } from '../../auth/auth-slice.ts';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import '../../../styles/ordering.css';

export interface MoneySavedPanelProps {
  /** Called with the total in cents whenever it is loaded (the app keeps it as moneySaved). */
  onLoaded?: (savedCents: number) => void;
}

/** What bucks and promo dollars have saved on delivered orders, in total. Nothing until the first saving. */
export function MoneySavedPanel({ onLoaded }: MoneySavedPanelProps) {
  const { t } = useTranslation('ordering');
  const { money } = useFormatters();
  const currency = useAppSelector(selectAccountCurrency);
  const saved = useMoneySaved();
  const savedCents = saved.data?.savedCents;
  useEffect(() => {
    if (savedCents !== undefined) onLoaded?.(savedCents);
  }, [savedCents, onLoaded]);
  if (!saved.data || saved.data.savedCents === 0) return null;
  return (
    <section className="card money-saved" aria-labelledby="money-saved-title">
      <h2 id="money-saved-title" className="money-saved-title">
        {t('saved.title')}
      </h2>
      <p className="money-saved-amount">{money(saved.data.savedCents, currency)}</p>
      <p className="muted">{t('saved.detail', { count: saved.data.orders })}</p>
    </section>
  );
}
