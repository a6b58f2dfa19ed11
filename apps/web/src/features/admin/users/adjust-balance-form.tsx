import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@playeats/contracts/rewards';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { adminErrorText } from '../api/admin-error.ts';
import { adminKeys } from '../api/admin-keys.ts';
import { adjustBalance } from '../api/admin-users.ts';
import { AdminTextField } from '../components/admin-text-field.tsx';

/**
 * A manual credit or debit with its reason, through the ledger. One key per intended
 * adjustment: a retried click is the same adjustment; a new one gets a new key.
 */
export function AdjustBalanceForm({ userId }: { userId: string }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const currencyId = useId();
  const [currency, setCurrency] = useState<Currency>('BUCKS');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const key = useRef(newIdempotencyKey());
  const parsed = Number(amount);
  const valid = Number.isInteger(parsed) && parsed !== 0 && note.trim() !== '';
  const adjust = useMutation({
    mutationFn: () => adjustBalance(userId, { currency, amount: parsed, note: note.trim() }, key.current),
    onSuccess: async (result) => {
      key.current = newIdempotencyKey();
      setAmount('');
      setNote('');
      setDone(t('adjust.done', { balance: currency === 'BUCKS' ? result.balance.bucks : result.balance.promoCents }));
      await queryClient.invalidateQueries({ queryKey: adminKeys.user(userId) });
    },
  });
  // A changed adjustment is another adjustment: a new key (a refused one is answered again otherwise).
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      key.current = newIdempotencyKey();
      set(value);
    };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (valid) adjust.mutate();
  };
  return (
    <form className="card stack" onSubmit={submit} aria-labelledby={`${currencyId}-title`}>
      <h2 id={`${currencyId}-title`}>{t('adjust.title')}</h2>
      <div className="ordering-field">
        <label htmlFor={currencyId}>{t('adjust.currency')}</label>
        <select
          id={currencyId}
          className="ordering-input ordering-input--short"
          value={currency}
          onChange={(event) => edit(setCurrency)(event.target.value as Currency)}
        >
          <option value="BUCKS">{t('adjust.bucks')}</option>
          <option value="PROMO_CENTS">{t('adjust.promoCents')}</option>
        </select>
      </div>
      <AdminTextField
        label={t('adjust.amount')}
        hint={t('adjust.amountHint')}
        inputMode="numeric"
        value={amount}
        onChange={(event) => edit(setAmount)(event.target.value)}
      />
      <AdminTextField
        label={t('adjust.note')}
        hint={t('adjust.noteHint')}
        value={note}
        maxLength={500}
        onChange={(event) => edit(setNote)(event.target.value)}
      />
      {adjust.isError && (
        <p className="ordering-field-error" role="alert">
          {adminErrorText(adjust.error, t)}
        </p>
      )}
      {done && <p role="status">{done}</p>}
      <div>
        <button type="submit" className="btn btn-primary" disabled={!valid || adjust.isPending}>
          {t('adjust.submit')}
        </button>
      </div>
    </form>
  );
}
