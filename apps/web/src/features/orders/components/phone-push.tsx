import { platform } from '../../../lib/platform/index.ts';
import { usePhonePush } from '../hooks/use-phone-push.ts';

/** Mounted once for signed-in people on the mobile apps: their pushes (use-phone-push.ts). Renders nothing. */
export function PhonePush() {
  usePhonePush(platform.push);
  return null;
}
