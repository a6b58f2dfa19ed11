import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '@playeats/contracts/admin';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { DataTable } from '../components/data-table.tsx';
import { Pager } from '../components/pager.tsx';

type Entry = AdminUserDetail['ledger']['items'][number];
type Session = AdminUserDetail['gameSessions'][number];
type Order = AdminUserDetail['orders'][number];

const LEDGER_PAGE_SIZE = 50;

/** The account's ledger (paged), its latest game sessions and orders. */
export function UserActivity({
  detail,
  ledgerPage,
  onLedgerPage,
}: {
  detail: AdminUserDetail;
  ledgerPage: number;
  onLedgerPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tOrders } = useTranslation('admin-orders');
  const format = useFormatters();
  const money = detail.user.country === 'CANADA' ? 'CAD' : 'USD';
  const amount = (e: Entry, value: number) =>
    e.currency === 'BUCKS' ? format.number(value) : format.money(value, money);
  return (
    <>
      <h2>{t('users.ledger')}</h2>
      <DataTable<Entry>
        caption={t('users.ledger')}
        rows={detail.ledger.items}
        rowKey={(e) => String(e.id)}
        empty={t('users.noLedger')}
        columns={[
          { key: 'at', header: t('users.when'), cell: (e) => format.dateTime(e.createdAt) },
          { key: 'reason', header: t('users.reason'), cell: (e) => t(`users.reasons.${e.reason}`) },
          {
            key: 'currency',
            header: t('adjust.currency'),
            cell: (e) => t(e.currency === 'BUCKS' ? 'adjust.bucks' : 'users.promoDollars'),
          },
          { key: 'amount', header: t('adjust.amount'), numeric: true, cell: (e) => amount(e, e.amount) },
          { key: 'after', header: t('users.balanceAfter'), numeric: true, cell: (e) => amount(e, e.balanceAfter) },
        ]}
      />
      <Pager
        page={ledgerPage}
        hasNext={ledgerPage * LEDGER_PAGE_SIZE < detail.ledger.total}
        onPrevious={() => onLedgerPage(ledgerPage - 1)}
        onNext={() => onLedgerPage(ledgerPage + 1)}
      />
      <h2>{t('users.gameSessions')}</h2>
      <DataTable<Session>
        caption={t('users.gameSessions')}
        rows={detail.gameSessions}
        rowKey={(s) => s.id}
        empty={t('users.noGameSessions')}
        columns={[
          { key: 'game', header: t('users.game'), cell: (s) => s.gameName },
          { key: 'started', header: t('users.when'), cell: (s) => format.dateTime(s.startedAt) },
          { key: 'minutes', header: t('users.minutes'), numeric: true, cell: (s) => format.number(s.durationMinutes) },
          { key: 'bucks', header: t('users.bucks'), numeric: true, cell: (s) => format.number(s.bucksEarned ?? 0) },
        ]}
      />
      <h2>{t('users.orders')}</h2>
      <DataTable<Order>
        caption={t('users.orders')}
        rows={detail.orders}
        rowKey={(o) => o.id}
        empty={t('users.noOrders')}
        columns={[
          { key: 'number', header: '#', cell: (o) => o.number },
          { key: 'restaurant', header: t('users.restaurant'), cell: (o) => o.restaurantName },
          { key: 'status', header: t('users.status'), cell: (o) => tOrders(`status.${o.status}`) },
          { key: 'placed', header: t('users.when'), cell: (o) => format.dateTime(o.placedAt) },
          {
            key: 'total',
            header: t('users.total'),
            numeric: true,
            cell: (o) => format.money(o.totalCents, o.currency),
          },
        ]}
      />
    </>
  );
}
