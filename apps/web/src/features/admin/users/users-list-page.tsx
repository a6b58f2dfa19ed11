import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminUserDto } from '@playeats/contracts/admin';
import { useAppDispatch } from '../../../app/hooks.ts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { userListLoaded } from '../admin-slice.ts';
import { adminKeys } from '../api/admin-keys.ts';
import { searchUsers } from '../api/admin-users.ts';
import { AdminTextField } from '../components/admin-text-field.tsx';
import { type Column } from '../components/data-table.tsx';
import { PagedTable } from '../components/paged-table.tsx';
import { useCursorPages } from '../components/pager.tsx';

/** /admin/users: find accounts by part of an e-mail, a phone number, a referral code or an id. */
export function UsersListPage() {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const pages = useCursorPages<string>();
  const { reset } = pages;
  useEffect(() => reset(), [q, reset]);
  const list = useQuery({
    queryKey: adminKeys.users(q, pages.cursor),
    queryFn: ({ signal }) => searchUsers(q, pages.cursor, signal),
    placeholderData: keepPreviousData,
  });
  // Spec section 3: admin.userList holds the accounts shown.
  useEffect(() => {
    if (list.data) dispatch(userListLoaded(list.data.items));
  }, [dispatch, list.data]);

  const columns: Column<AdminUserDto>[] = [
    {
      key: 'email',
      header: t('users.email'),
      cell: (user) => <Link to={`/admin/users/${user.id}`}>{user.email}</Link>,
    },
    { key: 'phone', header: t('users.phone'), cell: (user) => user.phone ?? '—' },
    { key: 'status', header: t('users.status'), cell: (user) => t(`users.statuses.${user.status}`, user.status) },
    { key: 'roles', header: t('users.roles'), cell: (user) => user.roles.join(', ') },
    { key: 'created', header: t('users.created'), cell: (user) => format.dateTime(user.createdAt) },
  ];

  return (
    <section aria-labelledby="admin-users-title">
      <h1 id="admin-users-title">{t('users.title')}</h1>
      <div className="admin-toolbar">
        <AdminTextField
          label={t('users.search')}
          hint={t('users.searchHint')}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <PagedTable
        caption={t('users.title')}
        columns={columns}
        rowKey={(user) => user.id}
        empty={t('users.none')}
        query={list}
        pages={pages}
      />
    </section>
  );
}
