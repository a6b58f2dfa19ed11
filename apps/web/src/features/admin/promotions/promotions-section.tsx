import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { ChallengePage } from './challenge-page.tsx';
import { ChallengesPage } from './challenges-page.tsx';
import { PromoCodePage } from './promo-code-page.tsx';
import { PromoCodesPage } from './promo-codes-page.tsx';
import '../components/admin-operations.css';

/** /admin/promotions: promo codes (codes/…) and challenges (challenges/…), each listed, created, edited, ended. */
export function PromotionsSection() {
  const { t } = useTranslation('admin-promotions');
  return (
    <>
      <nav className="admin-subnav" aria-label={t('nav.label')}>
        <NavLink to="/admin/promotions/codes">{t('nav.codes')}</NavLink>
        <NavLink to="/admin/promotions/challenges">{t('nav.challenges')}</NavLink>
      </nav>
      <Routes>
        <Route index element={<Navigate to="codes" replace />} />
        <Route path="codes" element={<PromoCodesPage />} />
        <Route path="codes/new" element={<PromoCodePage />} />
        <Route path="codes/:id" element={<PromoCodePage />} />
        <Route path="challenges" element={<ChallengesPage />} />
        <Route path="challenges/new" element={<ChallengePage />} />
        <Route path="challenges/:id" element={<ChallengePage />} />
        <Route path="*" element={<Navigate to="/admin/promotions/codes" replace />} />
      </Routes>
    </>
  );
}
