import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import type { AppDispatch } from '../../../app/store.ts';
import { useErrorDialog, type ShowError } from '../../../components/error-dialog/use-error-dialog.ts';
import { getMe } from '../../../lib/api/me.ts';
import { APPLICATION_VERSION } from '../../../lib/build-info.ts';
import { problemName } from '../../../lib/problem-basics.ts';
import { HttpError } from '../../../lib/http-client.ts';
import { logger } from '../../../lib/logger.ts';
import { clearPendingCode, reportPromoCodeOutcome, usePendingCode } from '../../../lib/pending-codes.ts';
import { selectIsSignedIn, toSessionUserInfo, userInfoReloaded } from '../../auth/auth-slice.ts';
import { applyPromotion } from '../api/apply-promotion.ts';
import { rewardsKeys } from '../api/rewards-keys.ts';
import { coinBalanceLoaded, promoDollarsLoaded } from '../balance-state.ts';
import type { RewardsPlatform } from '../rewards-platform.ts';

/**
 * Codes this app instance has already sent. Module-wide rather than per component, so
 * StrictMode's doubled effects, re-renders, remounts and a second mounted applier all
 * see the same record: a code is sent once.
 */
const attempted = new Set<string>();

/** Test support: forget the codes sent (each test starts like a fresh app). @internal */
export function resetPendingPromotionAttempts(): void {
  attempted.clear();
}

type Outcome = 'applied' | 'refused' | 'signed-out' | 'failed';

/** The session is gone: the retry after the renewal was refused, or the renewal itself ('Need to logout'). */
const isSessionLost = (error: unknown) =>
  (error instanceof HttpError && error.status === 401) ||
  (error instanceof Error && error.message === 'Need to logout');

/** A refusal of the code itself (unknown, not yet valid, expired, used, used up, malformed). */
const isRefusal = (error: unknown) =>
  error instanceof HttpError && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);

/**
 * Redeeming a code at sign-up (the server does it on activation) makes the stored copy
 * come back "already used" after the first sign-in; the user has the reward, so that
 * refusal is not worth a dialog.
 */
const isAlreadyUsed = (error: unknown) => problemName(error) === 'PromoCodeAlreadyUsedException';

interface ApplyDeps {
  dispatch: AppDispatch;
  queryClient: QueryClient;
  showError: ShowError;
  platform: Pick<RewardsPlatform, 'clientType'>;
}

/** Spec section 4: apply the stored code once, then reload the user info (and the balances). */
export async function applyPendingPromotion(code: string, deps: ApplyDeps): Promise<Outcome> {
  const { dispatch, queryClient, showError, platform } = deps;
  let outcome: Outcome;
  try {
    const result = await applyPromotion({
      application: platform.clientType(),
      applicationVersion: APPLICATION_VERSION,
      promotionCode: code,
    });
    dispatch(coinBalanceLoaded(result.balance.bucks));
    dispatch(promoDollarsLoaded(result.balance.promoCents));
    outcome = 'applied';
    reportPromoCodeOutcome(code, 'applied');
  } catch (error) {
    if (isSessionLost(error)) {
      // Signed out by now: the code stays for the next sign-in, which sends it again.
      attempted.delete(code);
      return 'signed-out';
    }
    if (isRefusal(error)) {
      outcome = 'refused';
      const alreadyUsed = isAlreadyUsed(error);
      reportPromoCodeOutcome(code, alreadyUsed ? 'already-used' : 'refused');
      if (!alreadyUsed) showError(error);
    } else {
      // Server or network trouble: the code stays stored and is sent again at the next start.
      reportPromoCodeOutcome(code, 'failed');
      showError(error);
      return 'failed';
    }
  }
  // Sent for good (applied or refused): never again, from any window.
  clearPendingCode('promo');
  void queryClient.invalidateQueries({ queryKey: rewardsKeys.all });
  // Spec section 4: after a promotion is applied, the user info is reloaded into the session.
  try {
    dispatch(userInfoReloaded(toSessionUserInfo(await getMe())));
  } catch (error) {
    logger.error('error reloading the user info after a promo code', error);
  }
  return outcome;
}

/**
 * Applies a stored promo code (lib/pending-codes.ts) as soon as someone is signed in:
 * after a sign-in, and as soon as one is stored (/signupWithCode while signed in, or
 * another window). Needs the store, the query client and the error dialog above it.
 */
export function usePendingPromotion(platform: Pick<RewardsPlatform, 'clientType'>): void {
  const signedIn = useAppSelector(selectIsSignedIn);
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const { showError } = useErrorDialog();
  const code = usePendingCode('promo');

  useEffect(() => {
    if (!signedIn || !code || attempted.has(code)) return;
    attempted.add(code);
    void applyPendingPromotion(code, { dispatch, queryClient, showError, platform });
  }, [signedIn, code, dispatch, queryClient, showError, platform]);
}
