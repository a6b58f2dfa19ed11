import { useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ManualCopyHint } from '../../../components/copy/manual-copy-hint.tsx';
import { useCopy } from '../../../components/copy/use-copy.ts';
import { platform } from '../../../lib/platform/index.ts';
import { adminErrorText } from '../api/admin-error.ts';
import { getWebhookKey, restaurantKeys } from '../api/admin-restaurants.ts';

/**
 * The restaurant's order-webhook sender and signing key, fetched only when the admin asks
 * (a secret is not shown to whoever looks over a shoulder), then copyable.
 */
export function WebhookKey({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('admin-restaurants');
  const { t: tAdmin } = useTranslation('admin');
  const [shown, setShown] = useState(false);
  const key = useQuery({
    queryKey: restaurantKeys.webhookKey(restaurantId),
    queryFn: ({ signal }) => getWebhookKey(restaurantId, signal),
    enabled: shown,
    staleTime: Infinity,
    gcTime: 0,
  });
  return (
    <div className="card stack">
      <h2>{t('webhook.title')}</h2>
      <p className="muted">{t('webhook.intro')}</p>
      {!shown ? (
        <div className="admin-actions">
          <button type="button" className="btn btn-secondary" onClick={() => setShown(true)}>
            {t('webhook.reveal')}
          </button>
        </div>
      ) : key.isError ? (
        <p className="ordering-field-error" role="alert">
          {adminErrorText(key.error, tAdmin)}
        </p>
      ) : key.data ? (
        <>
          <CopyField label={t('webhook.sender')} value={key.data.sender} />
          <CopyField label={t('webhook.key')} value={key.data.key} />
          <div className="admin-actions">
            <button type="button" className="btn btn-ghost" onClick={() => setShown(false)}>
              {t('webhook.hide')}
            </button>
          </div>
        </>
      ) : (
        <p role="status" className="muted">
          {tAdmin('loading')}
        </p>
      )}
    </div>
  );
}

function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('admin-restaurants');
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const { copied, refused, copy } = useCopy(platform.copyToClipboard, field);
  return (
    <div className="ordering-field">
      <label htmlFor={id}>{label}</label>
      <div className="admin-copy">
        <input
          ref={field}
          id={id}
          className="ordering-input admin-copy__value"
          readOnly
          value={value}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="btn btn-secondary" onClick={() => void copy(value)}>
          {copied ? t('webhook.copied') : t('webhook.copy', { what: label })}
        </button>
      </div>
      {refused && <ManualCopyHint />}
    </div>
  );
}
