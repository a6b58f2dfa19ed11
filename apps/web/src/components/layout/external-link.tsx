import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ExternalLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link to another site: new tab without giving that site a handle on ours, and a
 * screen-reader hint so the new tab is not a surprise.
 */
export function ExternalLink({ href, className, children }: ExternalLinkProps) {
  const { t } = useTranslation('layout');
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children} <span className="visually-hidden">{t('newTab')}</span>
    </a>
  );
}
