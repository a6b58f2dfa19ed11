import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsDay, StatsDto } from '@playeats/contracts/admin';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { DataTable, type Column } from '../components/data-table.tsx';
import { DailyChart, type Series } from './daily-chart.tsx';

/** The four charts, and every figure per day in a table (what the charts draw, readable by all). */
export function DashboardCharts({ stats }: { stats: StatsDto }) {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  const days = useMemo(() => stats.days.map((d) => d.day), [stats]);
  const charts = useMemo((): { key: string; series: Series[] }[] => {
    const of = (figure: keyof Omit<StatsDay, 'day'>) => stats.days.map((d) => d[figure]);
    const count = (value: number) => format.number(value);
    const hours = (minutes: number) => format.number(Math.round((minutes / 60) * 10) / 10);
    // Axis ticks fall between cents: money is formatted on whole cents.
    const dollars2 = (currency: string) => (value: number) => format.money(Math.round(value), currency);
    return [
      {
        key: 'orders',
        series: [
          { label: t('dashboard.series.orders'), values: of('orders'), kind: 'bar', format: count },
          {
            label: t('dashboard.series.revenueUsd'),
            values: of('revenueUsdCents'),
            kind: 'line',
            format: dollars2('USD'),
          },
          {
            label: t('dashboard.series.revenueCad'),
            values: of('revenueCadCents'),
            kind: 'line',
            format: dollars2('CAD'),
          },
        ],
      },
      {
        key: 'bucks',
        series: [
          { label: t('dashboard.series.bucksEarned'), values: of('bucksEarned'), kind: 'bar', format: count },
          { label: t('dashboard.series.bucksSpent'), values: of('bucksSpent'), kind: 'line', format: count },
        ],
      },
      {
        key: 'players',
        series: [
          { label: t('dashboard.series.players'), values: of('activePlayers'), kind: 'bar', format: count },
          { label: t('dashboard.series.gameHours'), values: of('gameMinutes'), kind: 'line', format: hours },
        ],
      },
      {
        key: 'growth',
        series: [
          { label: t('dashboard.series.signups'), values: of('signups'), kind: 'bar', format: count },
          { label: t('dashboard.series.referrals'), values: of('referralConversions'), kind: 'line', format: count },
        ],
      },
    ];
  }, [stats, t, format]);
  const columns: Column<StatsDay>[] = [
    { key: 'day', header: t('dashboard.day'), cell: (d) => d.day },
    { key: 'orders', header: t('dashboard.series.orders'), numeric: true, cell: (d) => format.number(d.orders) },
    { key: 'usd', header: 'USD', numeric: true, cell: (d) => format.money(d.revenueUsdCents, 'USD') },
    { key: 'cad', header: 'CAD', numeric: true, cell: (d) => format.money(d.revenueCadCents, 'CAD') },
    {
      key: 'earned',
      header: t('dashboard.series.bucksEarned'),
      numeric: true,
      cell: (d) => format.number(d.bucksEarned),
    },
    { key: 'spent', header: t('dashboard.series.bucksSpent'), numeric: true, cell: (d) => format.number(d.bucksSpent) },
    {
      key: 'players',
      header: t('dashboard.series.players'),
      numeric: true,
      cell: (d) => format.number(d.activePlayers),
    },
    {
      key: 'minutes',
      header: t('dashboard.series.gameMinutes'),
      numeric: true,
      cell: (d) => format.number(d.gameMinutes),
    },
    { key: 'signups', header: t('dashboard.series.signups'), numeric: true, cell: (d) => format.number(d.signups) },
    {
      key: 'referrals',
      header: t('dashboard.series.referrals'),
      numeric: true,
      cell: (d) => format.number(d.referralConversions),
    },
  ];
  return (
    <>
      <div className="admin-grid admin-charts">
        {charts.map((chart) => (
          <DailyChart key={chart.key} title={t(`dashboard.charts.${chart.key}`)} days={days} series={chart.series} />
        ))}
      </div>
      <h2>{t('dashboard.perDay')}</h2>
      <DataTable
        caption={t('dashboard.perDay')}
        columns={columns}
        rows={[...stats.days].reverse()}
        rowKey={(d) => d.day}
        empty=""
      />
    </>
  );
}
