import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearPendingCode,
  normalizeCode,
  PROMO_CODE_KEY,
  readPendingCode,
  REFERRER_CODE_KEY,
  storePendingCode,
} from './pending-codes.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('pending codes', () => {
  it('stores promo and referral codes under the spec keys in local storage', () => {
    expect(storePendingCode('promo', ' GAMER5 ')).toBe('GAMER5');
    expect(storePendingCode('referrer', 'ab-12cd')).toBe('ab-12cd');
    expect(localStorage.getItem(PROMO_CODE_KEY)).toBe('GAMER5');
    expect(localStorage.getItem(REFERRER_CODE_KEY)).toBe('ab-12cd');
    expect(readPendingCode('promo')).toBe('GAMER5');
    expect(readPendingCode('referrer')).toBe('ab-12cd');
  });

  it('refuses values that are not codes', () => {
    expect(storePendingCode('promo', '<script>')).toBeNull();
    expect(storePendingCode('promo', 'x')).toBeNull();
    expect(localStorage.getItem(PROMO_CODE_KEY)).toBeNull();
    localStorage.setItem(REFERRER_CODE_KEY, 'not a code!');
    expect(readPendingCode('referrer')).toBeNull();
    expect(normalizeCode(undefined)).toBeNull();
  });

  it('clears a code', () => {
    storePendingCode('promo', 'SPRING');
    clearPendingCode('promo');
    expect(readPendingCode('promo')).toBeNull();
  });

  it('does not throw when storage refuses writes', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(storePendingCode('promo', 'SPRING')).toBe('SPRING');
  });
});
