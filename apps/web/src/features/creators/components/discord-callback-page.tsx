import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { problemBody, problemName } from '../../../lib/problem-basics.ts';
import { safeReturnPath } from '../../../lib/return-path.ts';
import { finishDiscordLink } from '../api/finish-discord-link.ts';
import { takeDiscordReturn } from '../discord-return.ts';
import type { DiscordOutcomeState } from './discord-outcome.ts';

/** States sent once per app instance: StrictMode's doubled effects must not replay one (it would be refused). */
const sent = new Set<string>();

/**
 * /DiscordCallback (spec section 2: no page): Discord sends the browser here with a code
 * and the state, or an error. The link is finished on the server, then the user goes back
 * to where they started, which says what happened (linked, or why not).
 */
export function DiscordCallbackPage() {
  const { t } = useTranslation('creators');
  useDocumentTitle(t('discord.callback.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = params.get('state');
  const code = params.get('code');
  const error = params.get('error');

  useEffect(() => {
    const back = (path: string | null, outcome: DiscordOutcomeState) =>
      navigate(path ?? '/', { replace: true, state: outcome });
    if (!state) {
      back(takeDiscordReturn(), { discordLink: { problem: 'DiscordLinkExpiredException' } });
      return;
    }
    if (sent.has(state)) return;
    sent.add(state);
    finishDiscordLink({ state, ...(code ? { code } : {}), ...(error ? { error } : {}) }).then(
      (result) => {
        takeDiscordReturn();
        const account = result.link.account;
        back(safeReturnPath(result.returnTo), {
          discordLink: { linked: account?.globalName ?? account?.username ?? '' },
        });
      },
      (failure: unknown) => {
        const returnTo = problemBody(failure)?.returnTo;
        const stored = takeDiscordReturn();
        back(safeReturnPath(typeof returnTo === 'string' ? returnTo : null) ?? stored, {
          discordLink: { problem: problemName(failure) ?? 'failed' },
        });
      },
    );
  }, [state, code, error, navigate]);

  return (
    <div className="container-narrow">
      <h1 className="visually-hidden">{t('discord.callback.title')}</h1>
      <p role="status" className="muted">
        {t('discord.callback.working')}
      </p>
    </div>
  );
}
