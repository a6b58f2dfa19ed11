import { useEffect } from 'react';

/**
 * A pre-rendered landing page (issue 17) shows the page before the app runs: its header's
 * logo pulses and a hidden status says the app is loading (#boot-logo) until the app has
 * taken the page over. Then both go. On a page the app rendered itself, nothing to do.
 */
export function markAppReady(doc: Document = document): void {
  doc.getElementById('root')?.removeAttribute('data-prerendered');
  doc.getElementById('boot-logo')?.remove();
}

/**
 * For what the app shows in place of the splash or the pre-rendered page (a page in the
 * layout, the maintenance screen, the error screen): once it is on screen, the app has taken over.
 */
export function useAppShown(): void {
  useEffect(() => markAppReady(), []);
}
