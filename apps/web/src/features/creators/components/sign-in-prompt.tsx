import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** For visitors: sign in (or sign up) to take part, then come back here. */
export function SignInPrompt({ next, text }: { next: string; text: string }) {
  const { t } = useTranslation('creators');
  return (
    <section className="card" aria-labelledby="creators-join-title">
      <h2 id="creators-join-title">{t('signIn.title')}</h2>
      <p>{text}</p>
      <p className="ordering-actions">
        <Link className="btn btn-primary" to={`/login?next=${encodeURIComponent(next)}`}>
          {t('signIn.signIn')}
        </Link>
        <Link className="btn btn-secondary" to="/signup">
          {t('signIn.signUp')}
        </Link>
      </p>
    </section>
  );
}
