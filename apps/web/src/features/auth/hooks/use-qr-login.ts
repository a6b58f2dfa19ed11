import { useEffect, useEffectEvent, useState } from 'react';
import type { SessionDto } from '@playeats/contracts/auth';
import { apiUrl } from '../../../lib/http-client.ts';
import { claimQrLogin } from '../api/claim-qr-login.ts';
import { createQrLogin, type QrLogin } from '../api/create-qr-login.ts';
import { problemName } from '../../../lib/problem-basics.ts';

export type QrPanelState =
  { kind: 'loading' } | { kind: 'waiting'; qr: QrLogin; url: string } | { kind: 'failed'; error: unknown };

type Tracked = QrPanelState & { generation: number };

/**
 * The address the phone opens: /login/{qrToken} on the web app. On the web that is this
 * page's origin; the overlay and mobile builds run from a local origin a phone cannot
 * open, so they point at the API server, which serves the web app too.
 */
export function qrLoginUrl(qrToken: string, origin = window.location.origin): string {
  return new URL(apiUrl(`/login/${qrToken}`), origin).href;
}

/**
 * The desktop's half of a QR sign-in: creates a code, polls its claim every
 * pollIntervalMs with the poll secret, hands over the session once the phone approved,
 * and starts over with a new code when this one expires. Polling stops on unmount.
 */
export function useQrLogin(onApproved: (session: SessionDto) => void) {
  const [generation, setGeneration] = useState(0);
  const [tracked, setTracked] = useState<Tracked>({ kind: 'loading', generation: 0 });
  const approved = useEffectEvent((session: SessionDto) => onApproved(session));

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const live = () => !controller.signal.aborted;
    const renew = () => {
      if (live()) setGeneration((g) => g + 1);
    };

    const poll = async (qr: QrLogin) => {
      if (!live()) return;
      if (Date.parse(qr.expiresAt) <= Date.now()) return renew();
      try {
        const status = await claimQrLogin(qr.qrToken, qr.pollSecret, { signal: controller.signal });
        if (!live()) return;
        if (status.status === 'approved') return approved(status.session);
      } catch (error) {
        if (!live()) return;
        // Expired or unknown: a code nobody can use any more, so show a fresh one.
        if (problemName(error) === 'InvalidTokenException') return renew();
        // Anything else (a network blip) is retried at the next tick.
      }
      timer = setTimeout(() => void poll(qr), qr.pollIntervalMs);
    };

    createQrLogin({ signal: controller.signal }).then(
      (qr) => {
        if (!live()) return;
        setTracked({ kind: 'waiting', qr, url: qrLoginUrl(qr.qrToken), generation });
        timer = setTimeout(() => void poll(qr), qr.pollIntervalMs);
      },
      (error: unknown) => {
        if (live()) setTracked({ kind: 'failed', error, generation });
      },
    );
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [generation]);

  // A new generation shows "loading" until its code arrives, without a state update in the effect.
  const state: QrPanelState = tracked.generation === generation ? tracked : { kind: 'loading' };
  return { state, regenerate: () => setGeneration((g) => g + 1), generation };
}
