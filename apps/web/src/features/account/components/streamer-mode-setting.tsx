import { useTranslation } from 'react-i18next';
import { setStreamerMode, useStreamerMode } from '../../../hooks/streamer-mode.ts';
import { PreferenceSwitch } from './preference-switch.tsx';

/** The streamer mode switch (a setting of this device, not of the account): the preferences page and the overlay's settings. */
export function StreamerModeSetting() {
  const { t } = useTranslation('common');
  const on = useStreamerMode();
  return (
    <PreferenceSwitch
      label={t('streamer.mode')}
      description={t('streamer.description')}
      checked={on}
      onChange={setStreamerMode}
    />
  );
}
