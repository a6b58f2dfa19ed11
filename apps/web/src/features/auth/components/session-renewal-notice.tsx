import { useAppSelector } from '../../../app/hooks.ts';
import { useCommonText } from '../../../components/modal/use-common-text.ts';
import { selectTokenIsExpired } from '../auth-slice.ts';
import './session-renewal-notice.css';

/**
 * auth.tokenIsExpired made visible (spec section 3): while the access token is being
 * renewed, a small notice says so; the calls waiting on it go on by themselves. The live
 * region is always there so screen readers hear the change. Mounted once by the app.
 */
export function SessionRenewalNotice() {
  const renewing = useAppSelector(selectTokenIsExpired);
  const text = useCommonText();
  return (
    <p role="status" className={renewing ? 'session-renewal' : 'visually-hidden'}>
      {renewing ? text('session.renewing', 'Renewing your session…') : ''}
    </p>
  );
}
