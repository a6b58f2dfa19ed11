import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { BUCKS_PER_HOUR } from '@playeats/domain/constants';
import { useAppSelector } from '../../../app/hooks.ts';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { selectIsSignedIn } from '../../auth/auth-slice.ts';
import './home-page.css';

/**
 * `/` in the desktop overlay (spec section 2): signed in, the dashboard; signed out, what
 * the overlay does and the way in. The overlay starts here, from its launcher page.
 */
export function OverlayHomePage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('overlayHome.title'));
  const signedIn = useAppSelector(selectIsSignedIn);
  if (signedIn) return <Navigate to="/dashboard" replace />;
  return (
    <div className="container-narrow overlay-home stack">
      <h1>{t('overlayHome.title')}</h1>
      <p className="home-lead">{t('overlayHome.lead', { bucks: BUCKS_PER_HOUR })}</p>
      <ol className="overlay-home-steps">
        <li>{t('overlayHome.steps.signIn')}</li>
        <li>{t('overlayHome.steps.play')}</li>
        <li>{t('overlayHome.steps.order')}</li>
      </ol>
      <div className="home-actions">
        <Link to="/login" className="btn btn-primary">
          {t('overlayHome.signIn')}
        </Link>
        <Link to="/signup" className="btn btn-secondary">
          {t('overlayHome.signUp')}
        </Link>
      </div>
    </div>
  );
}
