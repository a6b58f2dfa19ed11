import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PROMOTION_STATE_VALUES } from '@playeats/contracts/admin-promotions';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import type { PromotionCalls, PromotionFilter } from '../api/admin-promotions.ts';
import { AdminSelect } from '../components/admin-select.tsx';
import { AdminTextField } from '../components/admin-text-field.tsx';
import type { Column } from '../components/data-table.tsx';
import { PagedTable } from '../components/paged-table.tsx';
import { useCursorPages } from '../components/pager.tsx';

export interface PromotionListProps<Item> {
  calls: PromotionCalls<Item, never, never>;
  title: string;
  /** The "new" link: its text and where it goes. */
  create: { label: string; to: string };
  columns: readonly Column<Item>[];
  none: string;
  /** Promo codes are searched by the start of their code. */
  search?: { label: string; hint: string };
}

/** The list of promo codes or of challenges: by state (and code), newest first, a page at a time. */
export function PromotionList<Item extends { id: string }>({
  calls,
  title,
  create,
  columns,
  none,
  search,
}: PromotionListProps<Item>) {
  const { t } = useTranslation('admin-promotions');
  const [state, setState] = useState('');
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const filter: PromotionFilter = { state, q };
  const pages = useCursorPages<string>();
  const { reset } = pages;
  useEffect(() => reset(), [state, q, reset]);
  const list = useQuery({
    queryKey: calls.keys.list(filter, pages.cursor),
    queryFn: ({ signal }) => calls.list(filter, pages.cursor, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby="admin-promotions-title">
      <div className="admin-heading">
        <h1 id="admin-promotions-title">{title}</h1>
        <Link className="btn btn-primary" to={create.to}>
          {create.label}
        </Link>
      </div>
      <div className="admin-toolbar">
        <AdminSelect
          label={t('list.state')}
          value={state}
          options={[
            { value: '', label: t('list.anyState') },
            ...PROMOTION_STATE_VALUES.map((s) => ({ value: s, label: t(`state.${s}`) })),
          ]}
          onChange={setState}
        />
        {search && (
          <AdminTextField
            label={search.label}
            hint={search.hint}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </div>
      <PagedTable query={list} pages={pages} caption={title} columns={columns} rowKey={(i) => i.id} empty={none} />
    </section>
  );
}
