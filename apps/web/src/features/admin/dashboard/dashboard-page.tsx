import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsDto } from '@playeats/contracts/admin';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { selectEnv } from '../../auth/auth-slice.ts';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { isCancellation } from '../../../lib/problem-basics.ts';
import { adminErrorText } from '../api/admin-error.ts';
import { getStats } from '../api/admin-stats.ts';
import {
  selectStats,
  selectStatsError,
  selectStatsLoading,
  statsFailed,
  statsRequested,
  statsSucceeded,
} from '../stats-slice.ts';
import { DashboardCharts } from './dashboard-charts.tsx';
import { lastDays, RangePicker, type Range } from './range-picker.tsx';

/**
 * /admin/dashboard: orders and revenue, bucks earned and spent, players and game time,
 * sign-ups and referrals per day over a chosen range. Spec sections 3 and 4: the stats
 * state is requested, then succeeds or fails with an error shown.
 */
export function DashboardPage() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const timeZone = useAppSelector(selectEnv)?.bucksTimeZone;
  const [range, setRange] = useState<Range>(() => lastDays(30, timeZone));
  const stats = useAppSelector(selectStats);
  const loading = useAppSelector(selectStatsLoading);
  const error = useAppSelector(selectStatsError);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    dispatch(statsRequested());
    getStats(range, controller.signal).then(
      (result) => dispatch(statsSucceeded(result)),
      (err: unknown) => {
        if (!isCancellation(err)) dispatch(statsFailed(adminErrorText(err, t)));
      },
    );
    return () => controller.abort();
  }, [dispatch, range, attempt, t]);

  const shown = stats && stats.from === range.from && stats.to === range.to ? stats : null;
  return (
    <section aria-labelledby="admin-dashboard-title" className="stack">
      <h1 id="admin-dashboard-title">{t('dashboard.title')}</h1>
      <RangePicker value={range} timeZone={timeZone} onChange={setRange} />
      {error && (
        <div className="card" role="alert">
          <p>{t('dashboard.failed', { reason: error })}</p>
          <button type="button" className="btn btn-primary" onClick={() => setAttempt((n) => n + 1)}>
            {t('dashboard.retry')}
          </button>
        </div>
      )}
      <p role="status" className="muted">
        {loading ? t('dashboard.loading') : ''}
      </p>
      {shown && <DashboardBody stats={shown} />}
    </section>
  );
}

function DashboardBody({ stats }: { stats: StatsDto }) {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  const { totals } = stats;
  const cards = useMemo(
    () => [
      { key: 'orders', value: format.number(totals.orders) },
      {
        key: 'revenue',
        value: [format.money(totals.revenueUsdCents, 'USD'), format.money(totals.revenueCadCents, 'CAD')].join(' · '),
      },
      { key: 'bucksEarned', value: format.number(totals.bucksEarned) },
      { key: 'bucksSpent', value: format.number(totals.bucksSpent) },
      { key: 'peakPlayers', value: format.number(totals.peakDailyPlayers) },
      { key: 'gameHours', value: format.number(Math.round(totals.gameMinutes / 60)) },
      { key: 'signups', value: format.number(totals.signups) },
      { key: 'referrals', value: format.number(totals.referralConversions) },
    ],
    [format, totals],
  );
  return (
    <>
      <ul className="admin-grid admin-cards">
        {cards.map((card) => (
          <li key={card.key} className="card">
            <p className="muted">{t(`dashboard.totals.${card.key}`)}</p>
            <p className="admin-figure">{card.value}</p>
          </li>
        ))}
      </ul>
      <DashboardCharts stats={stats} />
    </>
  );
}
