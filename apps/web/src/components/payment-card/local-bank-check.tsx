import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { Modal } from '../modal/modal.tsx';

type Outcome = 'complete' | 'fail';

/** The local provider's bank page: what a bank's 3-D Secure check asks, for the test cards. */
function LocalBankCheck({ onAnswer }: { onAnswer: (outcome: Outcome) => void }) {
  const { t } = useTranslation('ordering');
  return (
    <Modal open title={t('cardCheck.title')} onClose={() => onAnswer('fail')}>
      <p>{t('cardCheck.text')}</p>
      <p className="ordering-notice">{t('cardCheck.testMode')}</p>
      <div className="modal__actions">
        <button type="button" className="btn btn-secondary" onClick={() => onAnswer('fail')}>
          {t('cardCheck.fail')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => onAnswer('complete')}>
          {t('cardCheck.complete')}
        </button>
      </div>
    </Modal>
  );
}

/**
 * Shows the local bank's check over the page, as Stripe.js shows the bank's own, and
 * resolves with the card holder's answer (closing it fails the check, as at a bank).
 */
export function askLocalBank(): Promise<Outcome> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const answer = (outcome: Outcome) => {
      root.unmount();
      host.remove();
      resolve(outcome);
    };
    root.render(<LocalBankCheck onAnswer={answer} />);
  });
}
