import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuditEntryDto } from '@playeats/contracts/admin';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { getAudit } from '../api/admin-audit.ts';
import { adminKeys } from '../api/admin-keys.ts';
import { AdminTextField } from '../components/admin-text-field.tsx';
import { type Column } from '../components/data-table.tsx';
import { PagedTable } from '../components/paged-table.tsx';
import { useCursorPages } from '../components/pager.tsx';

const FILTERS = ['action', 'targetType', 'targetId'] as const;
type Filter = Record<(typeof FILTERS)[number], string>;

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

/** /admin/audit: every admin action, newest first: who, what, before, after, why, when. */
export function AuditPage() {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  const [filter, setFilter] = useState<Filter>({ action: '', targetType: '', targetId: '' });
  const settled = useDebouncedValue(filter, 300);
  const query = Object.fromEntries(Object.entries(settled).filter(([, v]) => v.trim() !== '')) as Record<
    string,
    string
  >;
  const pages = useCursorPages<string>();
  const { reset } = pages;
  const filterKey = JSON.stringify(query);
  useEffect(() => reset(), [filterKey, reset]);
  const log = useQuery({
    queryKey: adminKeys.audit(query, pages.cursor),
    queryFn: ({ signal }) => getAudit(query, pages.cursor, signal),
    placeholderData: keepPreviousData,
  });
  const columns: Column<AuditEntryDto>[] = [
    { key: 'at', header: t('audit.when'), cell: (e) => format.dateTime(e.at) },
    { key: 'actor', header: t('audit.who'), cell: (e) => e.actorEmail },
    { key: 'action', header: t('audit.action'), cell: (e) => <code>{e.action}</code> },
    { key: 'target', header: t('audit.target'), cell: (e) => `${e.targetType}${e.targetId ? ` ${e.targetId}` : ''}` },
    { key: 'before', header: t('audit.before'), cell: (e) => <pre className="admin-pre">{json(e.before)}</pre> },
    { key: 'after', header: t('audit.after'), cell: (e) => <pre className="admin-pre">{json(e.after)}</pre> },
    { key: 'reason', header: t('audit.reason'), cell: (e) => e.reason ?? '—' },
  ];
  return (
    <section aria-labelledby="admin-audit-title">
      <h1 id="admin-audit-title">{t('audit.title')}</h1>
      <div className="admin-toolbar">
        {FILTERS.map((key) => (
          <AdminTextField
            key={key}
            label={t(`audit.filters.${key}`)}
            value={filter[key]}
            onChange={(event) => setFilter((f) => ({ ...f, [key]: event.target.value }))}
          />
        ))}
      </div>
      <PagedTable
        caption={t('audit.title')}
        columns={columns}
        rowKey={(e) => String(e.id)}
        empty={t('audit.none')}
        query={log}
        pages={pages}
      />
    </section>
  );
}
