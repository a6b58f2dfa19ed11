import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/load-state/load-state.tsx';
import { adminErrorText } from '../api/admin-error.ts';
import { DataTable, type DataTableProps } from './data-table.tsx';
import { Pager } from './pager.tsx';

export interface PagedTableProps<Row> extends Omit<DataTableProps<Row>, 'rows'> {
  /** The page's query, as TanStack Query gives it. */
  query: { data?: { items: Row[]; nextCursor: string | null } | undefined; isError: boolean; error: unknown };
  /** useCursorPages() of the list. */
  pages: { page: number; previous: () => void; next: (cursor: string) => void };
}

/**
 * A keyset-paged list: the table and its pager once a page is there, the loading line
 * before, and the server's refusal (a bad filter names itself) above it when a call fails.
 */
export function PagedTable<Row>({ query, pages, ...table }: PagedTableProps<Row>) {
  const { t } = useTranslation('admin');
  const { data } = query;
  return (
    <>
      {query.isError && (
        <p className="ordering-field-error" role="alert">
          {adminErrorText(query.error, t)}
        </p>
      )}
      {data ? (
        <>
          <DataTable {...table} rows={data.items} />
          <Pager
            page={pages.page}
            hasNext={data.nextCursor !== null}
            onPrevious={pages.previous}
            onNext={() => data.nextCursor && pages.next(data.nextCursor)}
          />
        </>
      ) : (
        !query.isError && <LoadState />
      )}
    </>
  );
}
