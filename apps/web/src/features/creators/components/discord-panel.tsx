import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { isCapacitorBuild, isOverwolfBuild } from '../../../lib/build-info.ts';
import { useDiscordLink } from '../api/get-discord-link.ts';
import { useStartDiscordLink } from '../api/start-discord-link.ts';
import { useUnlinkDiscord } from '../api/unlink-discord.ts';
import { outcomeKey, type DiscordOutcomeState } from './discord-outcome.ts';

/**
 * Linking the member's Discord account (creators and program members): Discord's consent
 * page in this window, back here through /DiscordCallback with the outcome. The overlay
 * and the mobile apps cannot receive Discord's redirect, so they send people to the web.
 */
export function DiscordPanel({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('creators');
  const { showError } = useErrorDialog();
  const link = useDiscordLink();
  const start = useStartDiscordLink();
  const unlink = useUnlinkDiscord();
  const outcome = (useLocation().state as DiscordOutcomeState | null)?.discordLink;
  if (!link.data?.eligible) return null;
  const { account } = link.data;
  const canLink = !isOverwolfBuild && !isCapacitorBuild;
  return (
    <section className="card" aria-labelledby="creators-discord-title">
      <h2 id="creators-discord-title">{t('discord.title')}</h2>
      {outcome &&
        ('linked' in outcome ? (
          <p className="card creators-alert creators-alert--ok" role="status">
            {t('discord.outcome.linked', { username: outcome.linked })}
          </p>
        ) : (
          <p className="card creators-alert creators-alert--error" role="alert">
            {t(outcomeKey(outcome.problem))}
          </p>
        ))}
      {account ? (
        <>
          <p>{t('discord.linkedAs', { username: account.globalName ?? account.username, handle: account.username })}</p>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={unlink.isPending}
            onClick={() => unlink.mutate(undefined, { onError: (error) => showError(error) })}
          >
            {t('discord.unlink')}
          </button>
        </>
      ) : (
        <>
          <p>{t('discord.why')}</p>
          {canLink ? (
            <button
              type="button"
              className="btn btn-primary"
              disabled={start.isPending}
              onClick={() => start.mutate(returnTo, { onError: (error) => showError(error) })}
            >
              {t('discord.link')}
            </button>
          ) : (
            <p className="muted">{t('discord.webOnly')}</p>
          )}
        </>
      )}
    </section>
  );
}
