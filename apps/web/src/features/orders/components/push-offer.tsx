import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PushChannel } from '../../../lib/platform/push-channel.ts';
import { setPushChoice, turnPushOff } from '../../../lib/push-device.ts';
import { usePushChoice } from '../hooks/use-phone-push.ts';

/** Asks the system (its own dialog) and records the answer: on when allowed, off with a word when not. */
function useTurnOn(channel: PushChannel) {
  const [blocked, setBlocked] = useState(false);
  const turnOn = async () => {
    const allowed = await channel.requestPermission().catch(() => false);
    setPushChoice(allowed ? 'on' : 'off');
    setBlocked(!allowed);
  };
  return { blocked, turnOn };
}

/**
 * After an order is placed (the confirmation page), the mobile apps offer its updates as
 * notifications, once: the system's permission dialog comes only when the person says yes.
 */
export function PushOffer({ channel }: { channel: PushChannel | undefined }) {
  const choice = usePushChoice();
  const [asked] = useState(choice === null);
  if (!channel || !asked) return null;
  return <PushOfferCard channel={channel} />;
}

function PushOfferCard({ channel }: { channel: PushChannel }) {
  const { t } = useTranslation('ordering');
  const choice = usePushChoice();
  const { blocked, turnOn } = useTurnOn(channel);
  const titleId = useId();
  return (
    <section className="card stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('push.offerTitle')}</h2>
      {choice === null ? (
        <>
          <p>{t('push.offer')}</p>
          <div className="ordering-actions">
            <button type="button" className="btn btn-primary" onClick={() => void turnOn()}>
              {t('push.turnOn')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => setPushChoice('off')}>
              {t('push.notNow')}
            </button>
          </div>
        </>
      ) : (
        <p role="status">{blocked ? t('push.blocked') : choice === 'on' ? t('push.on') : t('push.later')}</p>
      )}
    </section>
  );
}

/** The notifications page's switch: order updates on this phone, on or off (mobile apps only). */
export function PushToggle({ channel }: { channel: PushChannel | undefined }) {
  const { t } = useTranslation('ordering');
  const choice = usePushChoice();
  if (!channel) return null;
  return <PushToggleSwitch channel={channel} on={choice === 'on'} label={t('push.toggle')} />;
}

function PushToggleSwitch({ channel, on, label }: { channel: PushChannel; on: boolean; label: string }) {
  const { t } = useTranslation('ordering');
  const { blocked, turnOn } = useTurnOn(channel);
  return (
    <div className="stack">
      <label className="ordering-checkbox">
        <input type="checkbox" checked={on} onChange={() => void (on ? turnPushOff() : turnOn())} />
        {label}
      </label>
      {blocked && <p role="status">{t('push.blocked')}</p>}
    </div>
  );
}
