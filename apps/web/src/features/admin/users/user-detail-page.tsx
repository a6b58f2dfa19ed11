import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { AdminUserDetail } from '@playeats/contracts/admin';
import { displayCountry } from '@playeats/domain/country';
import { LoadState } from '../../../components/load-state/load-state.tsx';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { adminErrorText } from '../api/admin-error.ts';
import { adminKeys } from '../api/admin-keys.ts';
import { accountAction, changeRole, getUserDetail, type AccountAction } from '../api/admin-users.ts';
import { ReasonDialog } from '../components/reason-dialog.tsx';
import { AdjustBalanceForm } from './adjust-balance-form.tsx';
import { UserActivity } from './user-activity.tsx';

type Action = AccountAction | 'grant-admin' | 'revoke-admin';

/** /admin/users/{id}: who the account is, what it holds and did, and what an admin can do to it. */
export function UserDetailPage() {
  const { t } = useTranslation('admin');
  const { userId = '' } = useParams();
  const [ledgerPage, setLedgerPage] = useState(1);
  const detail = useQuery({
    queryKey: adminKeys.userPage(userId, ledgerPage),
    queryFn: ({ signal }) => getUserDetail(userId, ledgerPage, signal),
    placeholderData: keepPreviousData,
  });
  if (!detail.data) {
    return (
      <section>
        <BackToUsers />
        <LoadState error={detail.isError} onRetry={() => void detail.refetch()} />
      </section>
    );
  }
  return (
    <section aria-labelledby="admin-user-title" className="stack">
      <BackToUsers />
      <h1 id="admin-user-title">{detail.data.user.email}</h1>
      <AccountCard detail={detail.data} />
      <AdjustBalanceForm userId={userId} />
      <UserActivity detail={detail.data} ledgerPage={ledgerPage} onLedgerPage={setLedgerPage} />
      {detail.isFetching && (
        <p className="visually-hidden" role="status">
          {t('loading')}
        </p>
      )}
    </section>
  );
}

function BackToUsers() {
  const { t } = useTranslation('admin');
  return <Link to="/admin/users">{t('users.back')}</Link>;
}

function AccountCard({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  const queryClient = useQueryClient();
  const { user, balances } = detail;
  const [action, setAction] = useState<Action | null>(null);
  const run = useMutation({
    mutationFn: ({ kind, reason }: { kind: Action; reason: string }) =>
      kind === 'grant-admin' || kind === 'revoke-admin'
        ? changeRole(user.id, { role: 'ADMIN', grant: kind === 'grant-admin', reason })
        : accountAction(user.id, kind, reason),
    onSuccess: async () => {
      setAction(null);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
  const isAdmin = user.roles.includes('ADMIN');
  const locked = user.status === 'disabled';
  const buttons: { kind: Action; show: boolean }[] = [
    { kind: isAdmin ? 'revoke-admin' : 'grant-admin', show: true },
    { kind: locked ? 'unlock' : 'lock', show: true },
    { kind: 'sign-out', show: !locked },
  ];
  return (
    <div className="card stack">
      <dl className="admin-facts">
        <dt>{t('users.status')}</dt>
        <dd>{t(`users.statuses.${user.status}`, user.status)}</dd>
        <dt>{t('users.roles')}</dt>
        <dd>{user.roles.join(', ')}</dd>
        <dt>{t('users.phone')}</dt>
        <dd>{user.phone ?? '—'}</dd>
        <dt>{t('users.country')}</dt>
        <dd>{displayCountry(user.country)}</dd>
        <dt>{t('users.created')}</dt>
        <dd>{format.dateTime(user.createdAt)}</dd>
        <dt>{t('users.lastLogin')}</dt>
        <dd>{user.lastLoginAt ? format.dateTime(user.lastLoginAt) : '—'}</dd>
        <dt>{t('users.bucks')}</dt>
        <dd>{format.number(balances.bucks)}</dd>
        <dt>{t('users.promoDollars')}</dt>
        <dd>{format.money(balances.promoCents, user.country === 'CANADA' ? 'CAD' : 'USD')}</dd>
      </dl>
      <div className="admin-toolbar">
        {buttons
          .filter((b) => b.show)
          .map(({ kind }) => (
            <button key={kind} type="button" className="btn btn-secondary" onClick={() => setAction(kind)}>
              {t(`users.actions.${kind}`)}
            </button>
          ))}
      </div>
      <ReasonDialog
        open={action !== null}
        title={action ? t(`users.actions.${action}`) : ''}
        confirmLabel={action ? t(`users.actions.${action}`) : ''}
        busy={run.isPending}
        error={run.isError ? adminErrorText(run.error, t) : null}
        onClose={() => {
          setAction(null);
          run.reset();
        }}
        onConfirm={(reason) => action && run.mutate({ kind: action, reason })}
      >
        <p>{action ? t(`users.confirm.${action}`, { email: user.email }) : null}</p>
      </ReasonDialog>
    </div>
  );
}
