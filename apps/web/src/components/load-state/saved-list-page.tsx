import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../empty-state/empty-state.tsx';
import type { IllustrationName } from '../illustration/illustration-names.ts';
import { LoadState } from './load-state.tsx';

/**
 * A page listing what the user saved (addresses, cards): the way back to where they came
 * from, the title and intro, a polite announcement of the last change, then the list once
 * it loaded (`items`, or the `empty` state when there is none) followed by `footer`.
 * `after` (the dialogs) is there in every state.
 */
export function SavedListPage<T>({
  className,
  back,
  title,
  intro,
  announcement,
  query,
  empty,
  renderItems,
  footer,
  after,
}: {
  className: string;
  back: { to: string; label: string } | null;
  title: string;
  intro: string;
  announcement: string;
  query: { data: readonly T[] | undefined; isError: boolean; refetch: () => unknown };
  /** Shown without items; the footer below holds the way to add one. */
  empty: { picture: IllustrationName; title: string; text: string };
  renderItems: (list: readonly T[]) => ReactNode;
  footer: (list: readonly T[]) => ReactNode;
  after: ReactNode;
}) {
  const list = query.data;
  return (
    <div className={`container-narrow ordering-page ${className}`}>
      {back && (
        <p className="ordering-back">
          <Link to={back.to}>{back.label}</Link>
        </p>
      )}
      <h1>{title}</h1>
      <p className="muted">{intro}</p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {!list ? (
        <LoadState error={query.isError} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {list.length === 0 ? <EmptyState {...empty} /> : <ul className="saved-list">{renderItems(list)}</ul>}
          {footer(list)}
        </>
      )}
      {after}
    </div>
  );
}
