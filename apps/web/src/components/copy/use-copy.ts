import { useCallback, useState, type RefObject } from 'react';

/** Selects what an element shows, so a person can copy it by hand. */
export function selectText(element: HTMLElement | null): void {
  if (!element) return;
  element.focus();
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    element.select();
    return;
  }
  const selection = window.getSelection();
  const range = document.createRange();
  range.selectNodeContents(element);
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/**
 * Copying with a way out: browsers may refuse the clipboard (permissions, an insecure
 * origin, an embedded view). Then the text is selected in its field and `refused` is
 * true, so the page offers it to copy by hand (ManualCopyHint) instead of an error.
 */
export function useCopy(
  copyToClipboard: (text: string) => Promise<void>,
  field: RefObject<HTMLElement | null>,
  onCopied?: () => void,
) {
  const [copied, setCopied] = useState(false);
  const [refused, setRefused] = useState(false);
  const copy = useCallback(
    async (text: string) => {
      try {
        await copyToClipboard(text);
        setRefused(false);
        setCopied(true);
        onCopied?.();
      } catch {
        setRefused(true);
        selectText(field.current);
      }
    },
    [copyToClipboard, field, onCopied],
  );
  return { copied, refused, copy };
}
