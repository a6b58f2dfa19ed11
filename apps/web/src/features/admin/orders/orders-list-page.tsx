import { useEffect, useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { AdminOrderSummary } from '@playeats/contracts/admin-orders';
import { ORDER_STATUS_VALUES } from '@playeats/contracts/ordering';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { adminOrderKeys, listAdminOrders, type AdminOrderFilter } from '../api/admin-orders.ts';
import { AdminSelect } from '../components/admin-select.tsx';
import { AdminTextField } from '../components/admin-text-field.tsx';
import type { Column } from '../components/data-table.tsx';
import { PagedTable } from '../components/paged-table.tsx';
import { localDayStart } from '../components/local-time.ts';
import { useCursorPages } from '../components/pager.tsx';
import '../components/admin-operations.css';

/** The filters as the address bar holds them: days are the admin's local calendar days, both inclusive. */
const FIELDS = ['status', 'restaurantId', 'user', 'from', 'to'] as const;
type Draft = Record<(typeof FIELDS)[number], string>;

const draftOf = (params: URLSearchParams): Draft =>
  Object.fromEntries(FIELDS.map((f) => [f, params.get(f) ?? ''])) as Draft;

/** What the API is asked: the days as instants (to: the start of the day after). */
const filterOf = (draft: Draft): AdminOrderFilter => ({
  status: draft.status,
  restaurantId: draft.restaurantId.trim(),
  user: draft.user.trim(),
  from: localDayStart(draft.from),
  to: localDayStart(draft.to, 1),
});

/** /admin/orders: any user's orders, newest first, by state, restaurant, user and day placed. */
export function OrdersListPage() {
  const { t } = useTranslation('admin-orders');
  const format = useFormatters();
  const [params, setParams] = useSearchParams();
  const applied = draftOf(params);
  const [draft, setDraft] = useState<Draft>(applied);
  const filter = filterOf(applied);
  const pages = useCursorPages<string>();
  const { reset } = pages;
  const filterKey = params.toString();
  useEffect(() => reset(), [filterKey, reset]);
  const list = useQuery({
    queryKey: adminOrderKeys.list(filter, pages.cursor),
    queryFn: ({ signal }) => listAdminOrders(filter, pages.cursor, signal),
    placeholderData: keepPreviousData,
  });

  const set = (field: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setParams(Object.fromEntries(Object.entries(draft).filter(([, v]) => v.trim() !== '')));
  };
  const clear = () => {
    setDraft(draftOf(new URLSearchParams()));
    setParams({});
  };

  const columns: Column<AdminOrderSummary>[] = [
    {
      key: 'number',
      header: t('list.number'),
      cell: (o) => <Link to={`/admin/orders/${o.id}`}>{t('list.numberValue', { number: o.number })}</Link>,
    },
    { key: 'placed', header: t('list.placed'), cell: (o) => format.dateTime(o.placedAt) },
    { key: 'user', header: t('list.user'), cell: (o) => o.userEmail ?? t('list.userGone') },
    { key: 'restaurant', header: t('list.restaurant'), cell: (o) => o.restaurantName },
    { key: 'status', header: t('list.status'), cell: (o) => t(`status.${o.status}`) },
    { key: 'payment', header: t('list.payment'), cell: (o) => t(`payment.${o.paymentStatus}`, o.paymentStatus) },
    { key: 'total', header: t('list.total'), numeric: true, cell: (o) => format.money(o.totalCents, o.currency) },
  ];

  return (
    <section aria-labelledby="admin-orders-title">
      <h1 id="admin-orders-title">{t('list.title')}</h1>
      <form className="admin-toolbar" onSubmit={apply} aria-label={t('filters.label')}>
        <AdminTextField
          label={t('filters.user')}
          hint={t('filters.userHint')}
          value={draft.user}
          onChange={(event) => set('user')(event.target.value)}
        />
        <AdminSelect
          label={t('filters.status')}
          value={draft.status}
          options={[
            { value: '', label: t('filters.anyStatus') },
            ...ORDER_STATUS_VALUES.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
          onChange={set('status')}
        />
        <AdminTextField
          label={t('filters.restaurant')}
          hint={t('filters.restaurantHint')}
          value={draft.restaurantId}
          onChange={(event) => set('restaurantId')(event.target.value)}
        />
        <AdminTextField
          label={t('filters.from')}
          type="date"
          value={draft.from}
          onChange={(event) => set('from')(event.target.value)}
        />
        <AdminTextField
          label={t('filters.to')}
          type="date"
          value={draft.to}
          onChange={(event) => set('to')(event.target.value)}
        />
        <div className="admin-toolbar__actions">
          <button type="submit" className="btn btn-primary">
            {t('filters.apply')}
          </button>
          <button type="button" className="btn btn-secondary" onClick={clear}>
            {t('filters.clear')}
          </button>
        </div>
      </form>
      <PagedTable
        query={list}
        pages={pages}
        caption={t('list.title')}
        columns={columns}
        rowKey={(o) => o.id}
        empty={t('list.none')}
      />
    </section>
  );
}
