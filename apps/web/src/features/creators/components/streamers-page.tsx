import { useTranslation } from 'react-i18next';
import type { CreatorProgramsDto, MyCreatorDto } from '@playeats/contracts/creators';
import { useAppSelector } from '../../../app/hooks.ts';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { LoadState } from '../../../components/load-state/load-state.tsx';
import { selectAccountCurrency, selectIsSignedIn } from '../../auth/auth-slice.ts';
import { useCreatorPrograms } from '../api/get-creator-programs.ts';
import { useMyCreator } from '../api/get-my-creator.ts';
import { ApplicationForm } from './application-form.tsx';
import { ApplicationStatus } from './application-status.tsx';
import { CreatorCodePanel } from './creator-code-panel.tsx';
import { DiscordPanel } from './discord-panel.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';
import { StreamerTerms } from './streamer-terms.tsx';
import '../../../styles/ordering.css';
import './creators.css';

const PATH = '/streamers';

/**
 * /streamers (not in the overlay): what a streamer gets and who can apply; then, for the
 * signed-in person, the application form, its status, or the creator's code and figures.
 */
export function StreamersPage() {
  const { t } = useTranslation('creators');
  useDocumentTitle(t('streamers.title'));
  const signedIn = useAppSelector(selectIsSignedIn);
  const currency = useAppSelector(selectAccountCurrency);
  const programs = useCreatorPrograms();
  const mine = useMyCreator({ enabled: signedIn });
  return (
    <div className="creators-page container-narrow">
      <h1>{t('streamers.title')}</h1>
      <p className="muted">{t('streamers.intro')}</p>
      {programs.data ? (
        <StreamerTerms terms={programs.data.streamers} currency={currency} />
      ) : (
        <LoadState error={programs.isError} onRetry={() => void programs.refetch()} />
      )}
      {!signedIn ? (
        <SignInPrompt next={PATH} text={t('streamers.signIn')} />
      ) : mine.data && programs.data ? (
        <StreamerArea mine={mine.data} terms={programs.data.streamers} />
      ) : (
        (mine.isError || !programs.isError) && <LoadState error={mine.isError} onRetry={() => void mine.refetch()} />
      )}
    </div>
  );
}

function StreamerArea({ mine, terms }: { mine: MyCreatorDto; terms: CreatorProgramsDto['streamers'] }) {
  const { creator, application } = mine;
  if (creator) {
    return (
      <>
        <CreatorCodePanel creator={creator} />
        <DiscordPanel returnTo={PATH} />
      </>
    );
  }
  return (
    <>
      {application && <ApplicationStatus application={application} />}
      {application?.status !== 'pending' && <ApplicationForm terms={terms} />}
      <DiscordPanel returnTo={PATH} />
    </>
  );
}
