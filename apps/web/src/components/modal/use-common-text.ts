import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type CommonText = (key: string, english: string) => string;

/**
 * Texts of the `common` namespace for the dialogs that must speak even when the locale
 * files did not load (offline start, failed request): English until they are there.
 * Never suspends, and never calls t on an instance that is not initialised (it throws).
 */
export function useCommonText(): CommonText {
  const { t, i18n, ready } = useTranslation('common', { useSuspense: false });
  const usable = Boolean(ready && i18n?.isInitialized);
  return useCallback((key, english) => (usable ? String(t(key, { defaultValue: english })) : english), [t, usable]);
}
