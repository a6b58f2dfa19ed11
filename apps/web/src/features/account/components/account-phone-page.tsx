import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@playeats/domain/phone';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { PrivateText, usePrivateText } from '../../../components/private-text/private-text.tsx';
import type { PhoneChange } from '../api/request-phone-change.ts';
import { useAccountUser } from '../hooks/use-account-user.ts';
import { PhoneCodeStep } from './phone-code-step.tsx';
import { PhoneNumberStep } from './phone-number-step.tsx';

/** /account/phone: the current number and the two-step change (number, then SMS code). */
export function AccountPhonePage() {
  const { t } = useTranslation('account');
  const { t: common } = useTranslation('common');
  const hide = usePrivateText();
  const user = useAccountUser();
  useDocumentTitle(t('phone.title'));
  // Kept while the code step shows: asking for a new code needs the same proof again.
  const [pending, setPending] = useState<PhoneChange | null>(null);
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  return (
    <div className="account-page stack">
      <h1>{t('phone.title')}</h1>
      <section className="card account-section" aria-labelledby="account-phone-current-title">
        <h2 id="account-phone-current-title">{t('phone.current')}</h2>
        <p className="account-phone-current">
          {user.phone ? (
            <PrivateText value={formatPhone(user.phone)} revealLabel={common('streamer.phone')} />
          ) : (
            t('phone.none')
          )}
        </p>
        <p className="muted">{t('phone.intro')}</p>
      </section>
      <p ref={statusRef} role="status" className="account-status" tabIndex={-1}>
        {changedTo ? t('phone.changed', { phone: hide(formatPhone(changedTo)) }) : ''}
      </p>
      <div className="card account-section">
        {pending ? (
          <PhoneCodeStep
            change={pending}
            onConfirmed={(info) => {
              setPending(null);
              setChangedTo(info.phone);
              // The code form is gone: put the focus on the news rather than lose it to the page.
              requestAnimationFrame(() => statusRef.current?.focus());
            }}
            onOtherNumber={() => setPending(null)}
          />
        ) : (
          <PhoneNumberStep
            currentPhone={user.phone}
            hasPassword={user.hasPassword}
            onCodeSent={(change) => {
              setChangedTo(null);
              setPending(change);
            }}
          />
        )}
      </div>
    </div>
  );
}
