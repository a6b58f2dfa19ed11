import { useTranslation } from 'react-i18next';
import type { AdminSocialPostDto } from '@playeats/contracts/admin-creators';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { decideSocialPost, listSocialPosts } from '../api/admin-creators.ts';
import type { Column } from '../components/data-table.tsx';
import { PagedTable } from '../components/paged-table.tsx';
import { DecisionButtons, StatusFilter, useDecision, useReviewList } from './use-review.tsx';

/** /admin/creators/posts: social media posts by status; approve (bucks, within the week's limit) or reject with a reason. */
export function SocialPostsReviewPage() {
  const { t } = useTranslation('admin-creators');
  const format = useFormatters();
  const { status, setStatus, pages, query } = useReviewList('social-posts', listSocialPosts);
  const decision = useDecision(decideSocialPost, (row: AdminSocialPostDto) =>
    row.status === 'rejected'
      ? t('posts.rejected', { email: row.userEmail })
      : row.bucksCredited
        ? t('posts.approved', { email: row.userEmail, bucks: row.bucksCredited })
        : t('posts.approvedAtLimit', { email: row.userEmail }),
  );
  const subject = (p: AdminSocialPostDto) =>
    t('posts.subject', { platform: t(`platforms.${p.platform}`), email: p.userEmail });
  const columns: Column<AdminSocialPostDto>[] = [
    { key: 'submitted', header: t('columns.submitted'), cell: (p) => format.dateTime(p.submittedAt) },
    { key: 'member', header: t('columns.member'), cell: (p) => p.userEmail },
    {
      key: 'post',
      header: t('columns.post'),
      cell: (p) => (
        <>
          {t(`platforms.${p.platform}`)}
          <br />
          <a href={p.url} target="_blank" rel="noreferrer noopener">
            {p.url}
          </a>
        </>
      ),
    },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (p) => (
        <>
          {t(`status.${p.status}`)}
          {p.bucksCredited !== null && (
            <>
              <br />
              <span className="muted">{t('posts.bucks', { bucks: p.bucksCredited })}</span>
            </>
          )}
          {p.rejectionReason && (
            <>
              <br />
              <span className="muted">{p.rejectionReason}</span>
            </>
          )}
        </>
      ),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (p) =>
        p.status === 'pending' ? (
          <DecisionButtons subject={subject(p)} onDecide={(approve) => decision.open(p.id, approve, subject(p))} />
        ) : (
          (p.reviewedByEmail ?? '—')
        ),
    },
  ];
  return (
    <section aria-labelledby="admin-posts-title" className="stack">
      <h1 id="admin-posts-title">{t('posts.title')}</h1>
      <p className="muted">{t('posts.intro')}</p>
      <StatusFilter value={status} onChange={setStatus} />
      {decision.status}
      <PagedTable
        query={query}
        pages={pages}
        caption={t('posts.title')}
        columns={columns}
        rowKey={(p) => p.id}
        empty={t('posts.none')}
      />
      {decision.dialogs}
    </section>
  );
}
