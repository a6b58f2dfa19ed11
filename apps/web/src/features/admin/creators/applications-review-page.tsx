import { useTranslation } from 'react-i18next';
import type { AdminCreatorApplicationDto } from '@playeats/contracts/admin-creators';
import { displayCountry } from '@playeats/domain/country';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { decideCreatorApplication, listCreatorApplications } from '../api/admin-creators.ts';
import type { Column } from '../components/data-table.tsx';
import { PagedTable } from '../components/paged-table.tsx';
import { DecisionButtons, StatusFilter, useDecision, useReviewList } from './use-review.tsx';

/** /admin/creators/applications: streamer applications by status; approve (a creator code) or reject with a reason. */
export function ApplicationsReviewPage() {
  const { t } = useTranslation('admin-creators');
  const format = useFormatters();
  const { status, setStatus, pages, query } = useReviewList('creator-applications', listCreatorApplications);
  const decision = useDecision(decideCreatorApplication, (row: AdminCreatorApplicationDto) =>
    row.status === 'approved'
      ? t('applications.approved', { email: row.userEmail, code: row.creatorCode ?? '' })
      : t('applications.rejected', { email: row.userEmail }),
  );
  const columns: Column<AdminCreatorApplicationDto>[] = [
    { key: 'submitted', header: t('columns.submitted'), cell: (a) => format.dateTime(a.submittedAt) },
    { key: 'applicant', header: t('columns.applicant'), cell: (a) => a.userEmail },
    {
      key: 'channel',
      header: t('columns.channel'),
      cell: (a) => (
        <>
          {t(`platforms.${a.platform}`)}
          <br />
          <a href={a.channelUrl} target="_blank" rel="noreferrer noopener">
            {a.channelUrl}
          </a>
        </>
      ),
    },
    { key: 'followers', header: t('columns.followers'), numeric: true, cell: (a) => format.number(a.followers) },
    { key: 'viewers', header: t('columns.viewers'), numeric: true, cell: (a) => format.number(a.averageViewers) },
    { key: 'country', header: t('columns.country'), cell: (a) => displayCountry(a.country) },
    { key: 'age', header: t('columns.age'), numeric: true, cell: (a) => a.ageAtSubmission },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (a) => (
        <>
          {t(`status.${a.status}`)}
          {a.creatorCode && (
            <>
              <br />
              <code>{a.creatorCode}</code>
            </>
          )}
          {a.rejectionReason && (
            <>
              <br />
              <span className="muted">{a.rejectionReason}</span>
            </>
          )}
        </>
      ),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (a) =>
        a.status === 'pending' ? (
          <DecisionButtons subject={a.userEmail} onDecide={(approve) => decision.open(a.id, approve, a.userEmail)} />
        ) : (
          (a.reviewedByEmail ?? '—')
        ),
    },
  ];
  return (
    <section aria-labelledby="admin-applications-title" className="stack">
      <h1 id="admin-applications-title">{t('applications.title')}</h1>
      <p className="muted">{t('applications.intro')}</p>
      <StatusFilter value={status} onChange={setStatus} />
      {decision.status}
      <PagedTable
        query={query}
        pages={pages}
        caption={t('applications.title')}
        columns={columns}
        rowKey={(a) => a.id}
        empty={t('applications.none')}
      />
      {decision.dialogs}
    </section>
  );
}
