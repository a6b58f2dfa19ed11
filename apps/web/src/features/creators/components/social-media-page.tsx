import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks.ts';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { LoadState } from '../../../components/load-state/load-state.tsx';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { selectIsSignedIn } from '../../auth/auth-slice.ts';
import { useCreatorPrograms } from '../api/get-creator-programs.ts';
import { DiscordPanel } from './discord-panel.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';
import { SocialPostForm } from './social-post-form.tsx';
import { SocialPostList } from './social-post-list.tsx';
import '../../../styles/ordering.css';
import './creators.css';

const PATH = '/socialMediaProgram';

/**
 * /socialMediaProgram: post about PlayEats, send the link, an admin reviews it; approved
 * posts earn bucks (within the week's limit). Members see their submissions and link Discord.
 */
export function SocialMediaPage() {
  const { t } = useTranslation('creators');
  useDocumentTitle(t('social.title'));
  const format = useFormatters();
  const signedIn = useAppSelector(selectIsSignedIn);
  const programs = useCreatorPrograms();
  const terms = programs.data?.socialMedia;
  return (
    <div className="creators-page container-narrow">
      <h1>{t('social.title')}</h1>
      <p className="muted">{t('social.intro')}</p>
      {terms ? (
        <section className="card" aria-labelledby="social-how-title">
          <h2 id="social-how-title">{t('social.how.title')}</h2>
          <ol>
            <li>{t('social.how.post')}</li>
            <li>{t('social.how.submit', { platforms: terms.platforms.map((p) => t(`platforms.${p}`)).join(', ') })}</li>
            <li>{t('social.how.review')}</li>
            <li>
              {t('social.how.earn', {
                bucks: format.number(terms.postBucks),
                limit: format.number(terms.postsPerWeek),
              })}
            </li>
          </ol>
          <p className="muted">{t('social.how.rules')}</p>
        </section>
      ) : (
        <LoadState error={programs.isError} onRetry={() => void programs.refetch()} />
      )}
      {signedIn ? (
        <>
          <SocialPostForm />
          <SocialPostList />
          <DiscordPanel returnTo={PATH} />
        </>
      ) : (
        <SignInPrompt next={PATH} text={t('social.signIn')} />
      )}
    </div>
  );
}
