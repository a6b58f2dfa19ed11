import { useTranslation } from 'react-i18next';
import type { CreatorApplicationDto } from '@playeats/contracts/creators';
import { useFormatters } from '../../../hooks/use-formatters.ts';

/** The applicant's latest application: waiting, or refused with the reviewer's reason. */
export function ApplicationStatus({ application }: { application: CreatorApplicationDto }) {
  const { t } = useTranslation('creators');
  const format = useFormatters();
  return (
    <section
      className={`card creators-status creators-status--${application.status}`}
      aria-labelledby="creators-status-title"
    >
      <h2 id="creators-status-title">{t('application.title')}</h2>
      <p>
        <strong>{t(`application.status.${application.status}`)}</strong>
      </p>
      <p className="muted">
        {t('application.submitted', {
          date: format.dateTime(application.submittedAt),
          platform: t(`platforms.${application.platform}`),
        })}{' '}
        <a href={application.channelUrl} target="_blank" rel="noreferrer noopener">
          {application.channelUrl}
        </a>
      </p>
      {application.status === 'pending' && <p>{t('application.pendingText')}</p>}
      {application.status === 'rejected' && (
        <>
          <p>{t('application.rejectedReason', { reason: application.rejectionReason ?? '' })}</p>
          <p>{t('application.applyAgain')}</p>
        </>
      )}
    </section>
  );
}
