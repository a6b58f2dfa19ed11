import { useTranslation } from 'react-i18next';
import type { SocialPostDto } from '@playeats/contracts/creators';
import { LoadState } from '../../../components/load-state/load-state.tsx';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { useMySocialPosts } from '../api/get-my-social-posts.ts';

/** The member's submissions, newest first, each with its status, bucks or reason. */
export function SocialPostList() {
  const { t } = useTranslation('creators');
  const format = useFormatters();
  const posts = useMySocialPosts();
  if (!posts.data) return <LoadState error={posts.isError} onRetry={() => void posts.refetch()} />;
  const items = posts.data.pages.flatMap((page) => page.items);
  const week = posts.data.pages[0]!.week;
  return (
    <section aria-labelledby="social-mine-title">
      <h2 id="social-mine-title">{t('social.mine.title')}</h2>
      <p className="muted">{t('social.mine.week', { credited: week.credited, limit: week.limit })}</p>
      {items.length === 0 ? (
        <p className="card">{t('social.mine.none')}</p>
      ) : (
        <ul className="creators-posts">
          {items.map((post) => (
            <li key={post.id} className="card creators-post">
              <div className="creators-post__head">
                <strong>{t(`platforms.${post.platform}`)}</strong>
                <span className={`ordering-badge status-badge status-badge--${post.status}`}>
                  {t(`social.status.${post.status}`)}
                </span>
              </div>
              <a href={post.url} target="_blank" rel="noreferrer noopener">
                {post.url}
              </a>
              <span className="muted">{t('social.mine.submitted', { date: format.dateTime(post.submittedAt) })}</span>
              <Outcome post={post} />
            </li>
          ))}
        </ul>
      )}
      {posts.hasNextPage && (
        <p>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={posts.isFetchingNextPage}
            onClick={() => void posts.fetchNextPage()}
          >
            {t('social.mine.more')}
          </button>
        </p>
      )}
    </section>
  );
}

function Outcome({ post }: { post: SocialPostDto }) {
  const { t } = useTranslation('creators');
  if (post.status === 'rejected') return <span>{t('social.mine.reason', { reason: post.rejectionReason ?? '' })}</span>;
  if (post.status !== 'approved') return null;
  return (
    <span>
      {post.bucksCredited ? t('social.mine.credited', { count: post.bucksCredited }) : t('social.mine.weekFull')}
    </span>
  );
}
