import { useEffect, useRef, type ReactNode } from 'react';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import '../auth.css';

interface AuthCardProps {
  title: string;
  /** Under the heading. */
  intro?: ReactNode;
  children: ReactNode;
  /** Wider layout for pages with a side panel (the QR code on /login). */
  wide?: boolean;
  /**
   * Move focus to the heading on mount: for screens that replace a form (a result, the
   * next step), so screen-reader and keyboard users start reading at the new content.
   */
  focusHeading?: boolean;
}

/** The frame of every sign-in page: one h1 that is also the tab title, a card. */
export function AuthCard({ title, intro, children, wide = false, focusHeading = false }: AuthCardProps) {
  useDocumentTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  return (
    <div className={wide ? 'auth-page container' : 'auth-page container-narrow'}>
      <div className={wide ? 'auth-card card auth-card-wide' : 'auth-card card'}>
        <h1 ref={heading} tabIndex={-1} className="auth-title">
          {title}
        </h1>
        {intro && <div className="auth-intro muted">{intro}</div>}
        {children}
      </div>
    </div>
  );
}
