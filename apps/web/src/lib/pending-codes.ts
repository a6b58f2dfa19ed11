import { useSyncExternalStore } from 'react';
import { browserStorage } from './storage.ts';

/**
 * Promo and referral codes picked up from a shared link (/signupWithCode/{promoCode},
 * /signupWithReferral/{referrerCode}) and kept until they are used: the sign-up form
 * prefills them, and after sign-in the rewards issue applies a stored promo code once
 * (spec section 4). Local storage, so a code survives closing the tab before signing up.
 * Plain strings rather than JSON: the keys are the spec's, and other windows of the
 * overlay read them as they are.
 */
export const PROMO_CODE_KEY = 'promoCode';
export const REFERRER_CODE_KEY = 'referrerCode';

export type PendingCodeKind = 'promo' | 'referrer';

const KEYS: Record<PendingCodeKind, string> = { promo: PROMO_CODE_KEY, referrer: REFERRER_CODE_KEY };

/** Letters, digits and dashes, 3 to 40 long: the contract's code shape. Anything else is not stored. */
const CODE_PATTERN = /^[A-Za-z0-9-]{3,40}$/;

export function normalizeCode(value: string | null | undefined): string | null {
  const code = value?.trim() ?? '';
  return CODE_PATTERN.test(code) ? code : null;
}

export function readPendingCode(kind: PendingCodeKind): string | null {
  try {
    return normalizeCode(browserStorage('local')?.getItem(KEYS[kind]));
  } catch {
    return null;
  }
}

/** Stores a valid code and returns it; an invalid one is ignored (null). */
export function storePendingCode(kind: PendingCodeKind, value: string | null | undefined): string | null {
  const code = normalizeCode(value);
  if (!code) return null;
  try {
    browserStorage('local')?.setItem(KEYS[kind], code);
  } catch {
    // Storage full or disabled: the banner still shows the code, the form just won't prefill it.
  }
  notifyPendingCodes();
  return code;
}

export function clearPendingCode(kind: PendingCodeKind): void {
  try {
    browserStorage('local')?.removeItem(KEYS[kind]);
  } catch {
    // Nothing to clear in a disabled storage.
  }
  notifyPendingCodes();
}

const codeListeners = new Set<() => void>();

function notifyPendingCodes(): void {
  for (const listener of codeListeners) listener();
}

/**
 * Calls `listener` whenever a code is stored or cleared: by this window (the storage event
 * only reaches the others) or by another window of the app.
 */
function subscribePendingCodes(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values(KEYS).includes(event.key)) listener();
  };
  codeListeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    codeListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const noneOnServer = () => null;

/**
 * The stored code of a kind, kept current: whichever component stores it, and in whatever
 * order the effects run, a reader sees it at once.
 */
export function usePendingCode(kind: PendingCodeKind): string | null {
  // None in the pre-rendered landing pages (issue 17): a stored one shows once hydrated.
  return useSyncExternalStore(subscribePendingCodes, () => readPendingCode(kind), noneOnServer);
}

/**
 * What became of a promo code this app sent (the applier is in the rewards feature, the
 * page that picked the code up in another): 'applied', 'already-used' (it was redeemed
 * before), 'refused' (unknown, expired, used up) or 'failed' (server or network trouble;
 * it stays stored and is sent again at the next start).
 */
export type PromoCodeOutcome = 'applied' | 'already-used' | 'refused' | 'failed';

const outcomes = new Map<string, PromoCodeOutcome>();
const listeners = new Set<() => void>();

export function reportPromoCodeOutcome(code: string, outcome: PromoCodeOutcome): void {
  outcomes.set(code.toUpperCase(), outcome);
  for (const listener of listeners) listener();
}

/** Test support: forget the outcomes (each test starts like a fresh app). @internal */
export function resetPromoCodeOutcomes(): void {
  outcomes.clear();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The outcome of sending `code` in this app, once there is one. */
export function usePromoCodeOutcome(code: string | null): PromoCodeOutcome | null {
  return useSyncExternalStore(
    subscribe,
    () => (code ? (outcomes.get(code.toUpperCase()) ?? null) : null),
    noneOnServer,
  );
}
