import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mask } from '@playeats/domain/text';
import { useStreamerMode } from '../../hooks/streamer-mode.ts';
import './private-text.css';

/**
 * The person's own details on screen under streamer mode (hooks/streamer-mode.ts): each
 * character replaced with an asterisk (spec section 5, `mask`). Where a detail stands on
 * its own in a page, one click shows it (and hides it again) for as long as the page is
 * open; inside a sentence, a label or a menu it stays masked (decision 0035).
 */

/** For text built into a sentence or an attribute: the text, masked while streamer mode is on. */
export function usePrivateText(): (text: string) => string {
  const streamer = useStreamerMode();
  return (text) => (streamer ? mask(text) : text);
}

/**
 * Masked text for the eye; screen readers hear that it is hidden rather than a row of
 * asterisks (`announce` false: the lines after the first of one detail, said once).
 */
export function Masked({ text, announce = true }: { text: string; announce?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <>
      <span className="private-text-masked" aria-hidden="true">
        {mask(text)}
      </span>
      {announce && <span className="visually-hidden">{t('streamer.hidden')}</span>}
    </>
  );
}

/** Whether a revealable detail shows, and the button that shows or hides it (null when streamer mode is off). */
export function useReveal(what: string): { hidden: boolean; button: ReactNode } {
  const { t } = useTranslation('common');
  const streamer = useStreamerMode();
  const [revealed, setRevealed] = useState(false);
  if (!streamer) return { hidden: false, button: null };
  return {
    hidden: !revealed,
    button: (
      <button
        type="button"
        className="private-text-reveal btn btn-ghost"
        aria-label={t(revealed ? 'streamer.hide' : 'streamer.show', { what })}
        onClick={() => setRevealed((was) => !was)}
      >
        {t(revealed ? 'streamer.hideShort' : 'streamer.showShort')}
      </button>
    ),
  };
}

interface PrivateTextProps {
  value: string;
  /** What it is ("E-mail"): given, a button shows it on demand; absent, it stays masked. */
  revealLabel?: string;
}

/** One detail (an e-mail, a phone number): as is, or masked while streamer mode is on. */
export function PrivateText({ value, revealLabel }: PrivateTextProps) {
  const streamer = useStreamerMode();
  if (!streamer) return <>{value}</>;
  return revealLabel ? <RevealableText value={value} what={revealLabel} /> : <Masked text={value} />;
}

function RevealableText({ value, what }: { value: string; what: string }) {
  const { hidden, button } = useReveal(what);
  return (
    <span className="private-text">
      {hidden ? <Masked text={value} /> : value} {button}
    </span>
  );
}
