import { useEffect } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type Language } from '../lib/i18n.ts';
import { readJson, writeJson } from '../lib/storage.ts';
import { useBusMessage, useOverlay, type OverlayBus } from './overlay-context.tsx';

/** The language picked in the overlay's settings window, which wins over the host's. */
export const OVERLAY_LANGUAGE_KEY = 'overlayLanguage';

const asLanguage = (value: unknown): Language | null => {
  const two = typeof value === 'string' ? value.slice(0, 2).toLowerCase() : '';
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(two) ? (two as Language) : null;
};

const chosenLanguage = () => asLanguage(readJson('local', OVERLAY_LANGUAGE_KEY));

/** Spec section 1: the overlay's language setting (the host's), English when it has none we speak. */
export function startLanguage(hostLanguage: string | null): Language {
  return chosenLanguage() ?? asLanguage(hostLanguage) ?? 'en';
}

/** The settings window's choice: kept, applied here, and sent to every other window. */
export async function chooseLanguage(language: Language, bus: OverlayBus, i18n: I18n): Promise<void> {
  writeJson('local', OVERLAY_LANGUAGE_KEY, language);
  await i18n.changeLanguage(language);
  await bus.send('CHANGE_LANGUAGE', { language });
}

/** Every window re-applies the language when the host's setting changes or another window sends one. */
export function useOverlayLanguage(): void {
  const { host } = useOverlay();
  const { i18n } = useTranslation();
  useEffect(
    () =>
      host.onLanguageChanged((language) => {
        const next = chosenLanguage() ?? asLanguage(language) ?? 'en';
        if (next !== i18n.language) void i18n.changeLanguage(next);
      }),
    [host, i18n],
  );
  useBusMessage('CHANGE_LANGUAGE', ({ language }) => void i18n.changeLanguage(language));
}
