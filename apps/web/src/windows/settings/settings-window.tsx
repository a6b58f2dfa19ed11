import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpdateMe } from '@playeats/contracts/users';
import { useAppSelector } from '../../app/hooks.ts';
import { useUpdateMe } from '../../features/account/api/update-me.ts';
import { PreferenceSwitch } from '../../features/account/components/preference-switch.tsx';
import { StreamerModeSetting } from '../../features/account/components/streamer-mode-setting.tsx';
import '../../features/account/components/preference-switch.css';
import { selectUserInfo } from '../../features/auth/auth-slice.ts';
import { currentLanguage, SUPPORTED_LANGUAGES, type Language } from '../../lib/i18n.ts';
import { TOGGLE_IN_GAME_HOTKEY } from '../../lib/overwolf/overlay-windows.ts';
import { useOverlay } from '../overlay-context.tsx';
import { chooseLanguage } from '../overlay-language.ts';
import { WindowShell } from '../window-shell.tsx';
import './settings.css';

/** The overlay's own settings (spec section 2): language, game-time tracking, ads, the hotkey; and streamer mode. */
export default function SettingsWindow() {
  return (
    <WindowShell>
      <Settings />
    </WindowShell>
  );
}

function Settings() {
  const { t, i18n } = useTranslation('overlay');
  const { host, bus, window } = useOverlay();
  const user = useAppSelector(selectUserInfo);
  const updateMe = useUpdateMe();
  const [binding, setBinding] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    void host.hotkeyBinding(TOGGLE_IN_GAME_HOTKEY).then(setBinding, () => setBinding(null));
  }, [host]);
  const set = (changes: UpdateMe) => updateMe.mutate(changes);

  return (
    <div className="overlay-settings">
      <header className="overlay-settings-header">
        <h1>{t('settings.title')}</h1>
        <button
          type="button"
          className="overlay-window-button"
          aria-label={t('header.close')}
          onClick={() => void host.closeWindow(window)}
        >
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <section className="card" aria-labelledby="settings-language">
        <h2 id="settings-language">{t('settings.language')}</h2>
        <label className="overlay-settings-field">
          <span>{t('settings.languageLabel')}</span>
          <select
            value={currentLanguage(i18n)}
            onChange={(event) => void chooseLanguage(event.target.value as Language, bus, i18n)}
          >
            {SUPPORTED_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`settings.languages.${language}`)}
              </option>
            ))}
          </select>
        </label>
      </section>
      {user ? (
        <section className="card preference-list" aria-labelledby="settings-play">
          <h2 id="settings-play">{t('settings.play')}</h2>
          <PreferenceSwitch
            label={t('settings.tracking')}
            description={t('settings.trackingHint')}
            checked={!user.disableGameTimeTracking}
            onChange={(on) => set({ disableGameTimeTracking: !on })}
          />
          <PreferenceSwitch
            label={t('settings.ads')}
            description={t('settings.adsHint')}
            checked={!user.disabledAds}
            onChange={(on) => set({ disabledAds: !on })}
          />
          <PreferenceSwitch
            label={t('settings.anonymous')}
            description={t('settings.anonymousHint')}
            checked={user.anonymousMode}
            onChange={(on) => set({ anonymousMode: on })}
          />
        </section>
      ) : (
        <p className="card">{t('settings.signedOut')}</p>
      )}
      <section className="card preference-list" aria-labelledby="settings-device">
        <h2 id="settings-device">{t('settings.device')}</h2>
        <StreamerModeSetting />
      </section>
      <section className="card" aria-labelledby="settings-hotkey">
        <h2 id="settings-hotkey">{t('settings.hotkey')}</h2>
        <p>
          {binding === undefined
            ? t('settings.hotkeyLoading')
            : binding
              ? t('settings.hotkeyIs', { keys: binding })
              : t('settings.hotkeyUnassigned')}
        </p>
        <p className="muted">{t('settings.hotkeyHint')}</p>
      </section>
      <p role="status" className="visually-hidden">
        {updateMe.isSuccess ? t('settings.saved') : ''}
      </p>
    </div>
  );
}
