import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface HeaderIconLinkProps {
  to: string;
  /** The accessible name, saying the count when there is one. */
  label: string;
  /** A decorative 24 px icon. */
  icon: ReactNode;
  /** A count shown on the icon (99+ past 99); nothing when 0. */
  count?: number;
  /** Text beside the icon, for example a balance. */
  children?: ReactNode;
  className?: string;
}

/** A 44 px header link made of an icon (with a count badge) and maybe a short text: the cart, the bucks. */
export function HeaderIconLink({ to, label, icon, count = 0, children, className }: HeaderIconLinkProps) {
  return (
    <Link to={to} className={`header-icon-link${className ? ` ${className}` : ''}`} aria-label={label}>
      <span className="header-icon-link-icon">
        {icon}
        {count > 0 && (
          <span className="header-icon-link-count" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </span>
      {children}
    </Link>
  );
}
