import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminRestaurantRowDto } from '@playeats/contracts/admin-restaurants';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { listRestaurants, restaurantKeys } from '../api/admin-restaurants.ts';
import { AdminSelect } from '../components/admin-select.tsx';
import { AdminTextField } from '../components/admin-text-field.tsx';
import type { Column } from '../components/data-table.tsx';
import { PagedTable } from '../components/paged-table.tsx';
import { useCursorPages } from '../components/pager.tsx';

/** /admin/restaurants: every restaurant by name, searched by name or external reference, filtered. */
export function RestaurantsListPage() {
  const { t } = useTranslation('admin-restaurants');
  const format = useFormatters();
  const [text, setText] = useState('');
  const [partner, setPartner] = useState('');
  const [active, setActive] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const filter = { q, partner, active };
  const pages = useCursorPages<string>();
  const { reset } = pages;
  useEffect(() => reset(), [q, partner, active, reset]);
  const list = useQuery({
    queryKey: restaurantKeys.list(filter, pages.cursor),
    queryFn: ({ signal }) => listRestaurants(filter, pages.cursor, signal),
    placeholderData: keepPreviousData,
  });

  const columns: Column<AdminRestaurantRowDto>[] = [
    { key: 'name', header: t('list.name'), cell: (r) => <Link to={`/admin/restaurants/${r.id}`}>{r.name}</Link> },
    { key: 'ref', header: t('list.externalRef'), cell: (r) => r.externalRef ?? '—' },
    { key: 'city', header: t('list.city'), cell: (r) => `${r.city}, ${r.region}` },
    { key: 'cuisines', header: t('list.cuisines'), cell: (r) => r.cuisines.join(', ') },
    { key: 'partner', header: t('list.partner'), cell: (r) => (r.isPartner ? t('yes') : t('no')) },
    {
      key: 'state',
      header: t('list.state'),
      cell: (r) => (
        <span className={r.isActive ? 'admin-state' : 'admin-state admin-state--off'}>
          {r.isActive ? t('state.active') : t('state.inactive')}
        </span>
      ),
    },
    { key: 'updated', header: t('list.updated'), cell: (r) => format.dateTime(r.updatedAt) },
  ];

  return (
    <section aria-labelledby="admin-restaurants-title" className="stack">
      <div className="admin-heading">
        <h1 id="admin-restaurants-title">{t('list.title')}</h1>
        <div className="admin-actions">
          <Link className="btn btn-primary" to="/admin/restaurants/new">
            {t('list.new')}
          </Link>
          <Link className="btn btn-secondary" to="/admin/restaurants/import">
            {t('list.import')}
          </Link>
        </div>
      </div>
      <div className="admin-toolbar">
        <AdminTextField
          label={t('list.search')}
          hint={t('list.searchHint')}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <AdminSelect
          label={t('list.partnerFilter')}
          value={partner}
          onChange={setPartner}
          options={[
            { value: '', label: t('list.all') },
            { value: 'true', label: t('list.partnersOnly') },
            { value: 'false', label: t('list.othersOnly') },
          ]}
        />
        <AdminSelect
          label={t('list.stateFilter')}
          value={active}
          onChange={setActive}
          options={[
            { value: '', label: t('list.all') },
            { value: 'true', label: t('state.active') },
            { value: 'false', label: t('state.inactive') },
          ]}
        />
      </div>
      <PagedTable
        caption={t('list.title')}
        columns={columns}
        rowKey={(r) => r.id}
        empty={t('list.none')}
        query={list}
        pages={pages}
      />
    </section>
  );
}
