import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { PageLoading } from '../../../components/layout/page-loading.tsx';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { ADMIN_SECTIONS } from '../admin-sections.tsx';
import '../../../styles/ordering.css';
import './admin.css';

/**
 * /admin/*: the operators' area (ADMIN only: the route's AdminGuard here, app.requireAdmin
 * on every /api/admin call). One chunk, loaded only when an admin opens it; each section
 * is a chunk of its own inside it.
 */
export function AdminArea() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('title'));
  return (
    <div className="container admin">
      <nav className="admin__nav" aria-label={t('nav.label')}>
        <ul>
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink to={`/admin/${section.path}`} className="admin__nav-link">
                {t(section.navKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin__content">
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route index element={<Navigate to="dashboard" replace />} />
            {ADMIN_SECTIONS.map(({ path, page: Page }) => (
              <Route key={path} path={`${path}/*`} element={<Page />} />
            ))}
            <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
          </Routes>
        </Suspense>
      </div>
    </div>
  );
}
