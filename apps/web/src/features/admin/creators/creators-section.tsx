import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { ApplicationsReviewPage } from './applications-review-page.tsx';
import { SocialPostsReviewPage } from './social-posts-review-page.tsx';
import '../components/admin-operations.css';

/** /admin/creators: streamer applications (applications) and social media posts (posts) to review. */
export function CreatorsSection() {
  const { t } = useTranslation('admin-creators');
  return (
    <>
      <nav className="admin-subnav" aria-label={t('nav.label')}>
        <NavLink to="/admin/creators/applications">{t('nav.applications')}</NavLink>
        <NavLink to="/admin/creators/posts">{t('nav.posts')}</NavLink>
      </nav>
      <Routes>
        <Route index element={<Navigate to="applications" replace />} />
        <Route path="applications" element={<ApplicationsReviewPage />} />
        <Route path="posts" element={<SocialPostsReviewPage />} />
        <Route path="*" element={<Navigate to="/admin/creators/applications" replace />} />
      </Routes>
    </>
  );
}
