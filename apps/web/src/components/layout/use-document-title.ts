import { useEffect } from 'react';

const SITE_NAME = 'PlayEats';

/** Sets the browser tab title to "<title> | PlayEats" (just "PlayEats" without a title). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
