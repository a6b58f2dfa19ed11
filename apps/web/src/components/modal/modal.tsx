import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { platform as buildPlatform } from '../../lib/platform/index.ts';
import type { Platform } from '../../lib/platform/platform.ts';
import { focusableWithin } from './focusable.ts';
import { useCommonText } from './use-common-text.ts';
import './modal.css';

export type ModalPlatform = Pick<Platform, 'isOverlay' | 'clientType'>;

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Names the dialog; shown as its heading unless `customContent` is set. */
  title: ReactNode;
  children?: ReactNode;
  wide?: boolean;
  /** Children bring their own layout: no heading or body wrapper, still the close button and overlay. */
  customContent?: boolean;
  /** With `customContent`: the id of the children's own heading, used instead of a hidden title. */
  labelledBy?: string;
  /** Element to focus when the dialog opens; defaults to the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  /** Where the app runs; injectable for tests, the build's platform otherwise. */
  platform?: ModalPlatform;
}

/** The game overlay and the iOS client draw their own bars over the top of the page. */
export function needsTopInset(p: ModalPlatform): boolean {
  return p.isOverlay || p.clientType() === 'IOS_CLIENT';
}

/** The app's one dialog: portal, overlay, Escape, focus trapped while open and restored after. */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({
  onClose,
  title,
  children,
  wide = false,
  customContent = false,
  labelledBy,
  initialFocusRef,
  className,
  platform = buildPlatform,
}: ModalProps) {
  const text = useCommonText();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  // Declared first so it records the opener before the dialog takes the focus.
  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    const target = initialFocusRef?.current ?? (dialog ? focusableWithin(dialog)[0] : undefined) ?? dialog;
    target?.focus();
  }, [initialFocusRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    // React events bubble through portals: a nested dialog handles its own Tab.
    event.stopPropagation();
    const items = focusableWithin(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    const outside = !dialogRef.current.contains(active) || active === dialogRef.current;
    if (event.shiftKey && (active === first || outside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || outside)) {
      event.preventDefault();
      first.focus();
    }
  };

  const insetTop = needsTopInset(platform);
  const classes = [
    'modal',
    wide ? 'modal--wide' : '',
    customContent ? 'modal--custom' : '',
    insetTop ? 'modal--inset-top' : '',
    className ?? '',
  ].filter(Boolean);

  return (
    <div className={insetTop ? 'modal-root modal-root--inset-top' : 'modal-root'}>
      <div className="modal-overlay" data-testid="modal-overlay" aria-hidden="true" onClick={() => onClose()} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={customContent && labelledBy ? labelledBy : titleId}
        tabIndex={-1}
        className={classes.join(' ')}
        onKeyDown={onKeyDown}
      >
        <button
          type="button"
          className="modal__close"
          aria-label={text('actions.close', 'Close')}
          onClick={() => onClose()}
        >
          <span aria-hidden="true">×</span>
        </button>
        {customContent ? (
          <>
            {!labelledBy && (
              <h2 id={titleId} className="visually-hidden">
                {title}
              </h2>
            )}
            {children}
          </>
        ) : (
          <>
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <div className="modal__body">{children}</div>
          </>
        )}
      </div>
    </div>
  );
}
