import { createContext, useContext, useEffect } from 'react';

const SITE_NAME = 'PlayEats';

/**
 * Where a render with no document hands the title over: the build-time pre-render of the
 * landing pages (issue 17) writes it into the page's <title>. The app leaves it unset.
 */
export const DocumentTitleSink = createContext<((title: string) => void) | null>(null);

/** Sets the browser tab title to "<title> | PlayEats" (just "PlayEats" without a title). */
export function useDocumentTitle(title: string | undefined): void {
  const full = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  useContext(DocumentTitleSink)?.(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
