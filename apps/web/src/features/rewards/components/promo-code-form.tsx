import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromotionResult } from '@playeats/contracts/rewards';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { APPLICATION_VERSION } from '../../../lib/build-info.ts';
import { selectQueryUserKey } from '../../auth/auth-slice.ts';
import { applyPromotion } from '../api/apply-promotion.ts';
import { rewardsKeys } from '../api/rewards-keys.ts';
import { coinBalanceLoaded, promoDollarsLoaded } from '../balance-state.ts';
import { useWalletFormat } from '../hooks/use-wallet-format.ts';
import { defaultRewardsPlatform, type RewardsPlatform } from '../rewards-platform.ts';
import './promo-code-form.css';

export interface PromoCodeFormProps {
  /** After the code was applied (the checkout prices the order again with the new promo dollars). */
  onApplied?: (result: PromotionResult) => void;
  platform?: Pick<RewardsPlatform, 'clientType'>;
  /** The heading level of the form's title where it sits. */
  headingLevel?: 2 | 3;
}

/**
 * A promo code for an existing account: PATCH /api/users/promotion (spec section 7, the
 * payload of section 3), then the balances on screen follow. A refused code (unknown,
 * expired, already used…) reaches the error dialog, which names why.
 */
export function PromoCodeForm({ onApplied, platform = defaultRewardsPlatform, headingLevel = 2 }: PromoCodeFormProps) {
  const { t } = useTranslation('rewards');
  const id = useId();
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const userKey = useAppSelector(selectQueryUserKey);
  const { showError } = useErrorDialog();
  const { reward } = useWalletFormat();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const [applied, setApplied] = useState<PromotionResult | null>(null);
  const apply = useMutation({
    mutationFn: (promotionCode: string) =>
      applyPromotion({ application: platform.clientType(), applicationVersion: APPLICATION_VERSION, promotionCode }),
    onSuccess: (result) => {
      dispatch(coinBalanceLoaded(result.balance.bucks));
      dispatch(promoDollarsLoaded(result.balance.promoCents));
      void queryClient.invalidateQueries({ queryKey: rewardsKeys.balances(userKey) });
      setApplied(result);
      setCode('');
      onApplied?.(result);
    },
    onError: (error) => showError(error),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    setEmpty(trimmed === '');
    setApplied(null);
    if (trimmed !== '') apply.mutate(trimmed);
  };
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <form className="promo-code-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="promo-code-title">
        {t('promoCode.title')}
      </Heading>
      <label htmlFor={`${id}-code`}>{t('promoCode.label')}</label>
      <div className="promo-code-row">
        <input
          id={`${id}-code`}
          className="promo-code-input"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={code}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? `${id}-error` : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <button
          type="submit"
          className="btn btn-secondary"
          disabled={apply.isPending}
          aria-busy={apply.isPending || undefined}
        >
          {apply.isPending ? t('promoCode.applying') : t('promoCode.apply')}
        </button>
      </div>
      {empty && (
        <p id={`${id}-error`} className="promo-code-error" role="alert">
          {t('promoCode.required')}
        </p>
      )}
      <p className="promo-code-status" role="status">
        {applied && t('promoCode.applied', { code: applied.promotionCode, reward: reward(applied) })}
      </p>
    </form>
  );
}
