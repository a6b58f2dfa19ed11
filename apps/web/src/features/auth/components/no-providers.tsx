import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from './auth-card.tsx';

/** A social page when the environment configures neither Google nor Microsoft. */
export function NoProviders({ title, loginPath }: { title: string; loginPath: string }) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={title}>
      <p>{t('social.none')}</p>
      <Link to={loginPath} className="btn btn-primary">
        {t('social.useEmail')}
      </Link>
    </AuthCard>
  );
}
