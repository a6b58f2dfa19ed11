import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminSettings, LiveSettings } from '@playeats/contracts/settings';
import { LoadState } from '../../../components/load-state/load-state.tsx';
import { adminErrorText } from '../api/admin-error.ts';
import { adminKeys } from '../api/admin-keys.ts';
import { getAdminSettings, updateSettings } from '../api/admin-settings.ts';
import { AdminTextField } from '../components/admin-text-field.tsx';
import { DoubleBucksDates } from './double-bucks-dates.tsx';
import { SettingSwitch } from './setting-switch.tsx';

const SWITCHES = ['fullMaintenanceMode', 'storeMaintenanceMode', 'adsEnabled', 'debug'] as const;

/** The settings that differ from the saved ones. */
function changesOf(draft: LiveSettings, saved: LiveSettings): Partial<LiveSettings> {
  return Object.fromEntries(
    (Object.keys(draft) as (keyof LiveSettings)[])
      .filter((key) => JSON.stringify(draft[key]) !== JSON.stringify(saved[key]))
      .map((key) => [key, draft[key]]),
  );
}

/**
 * /admin/settings: the live settings (docs/decisions/0019-live-settings.md). Saved, they
 * reach every server and every open app within seconds, and the audit log keeps who
 * changed what and why.
 */
export function SettingsPage() {
  const { t } = useTranslation('admin');
  const settings = useQuery({ queryKey: adminKeys.settings, queryFn: ({ signal }) => getAdminSettings(signal) });
  const [justSaved, setJustSaved] = useState(false);
  return (
    <section aria-labelledby="admin-settings-title">
      <h1 id="admin-settings-title">{t('settings.title')}</h1>
      <p className="muted">{t('settings.intro')}</p>
      {settings.data ? (
        // A save (this admin's or another's) arrives as new values: the form starts again from them.
        <SettingsForm
          key={JSON.stringify(settings.data.values)}
          saved={settings.data}
          onSaved={() => setJustSaved(true)}
          onEdit={() => setJustSaved(false)}
        />
      ) : (
        <LoadState error={settings.isError} onRetry={() => void settings.refetch()} />
      )}
      <p role="status">{justSaved ? t('settings.saved') : ''}</p>
    </section>
  );
}

function SettingsForm({ saved, onSaved, onEdit }: { saved: AdminSettings; onSaved: () => void; onEdit: () => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<LiveSettings>(saved.values);
  const [cap, setCap] = useState(String(saved.values.bucksDailyCap));
  const [reason, setReason] = useState('');
  const capValue = Number(cap);
  const capValid = cap.trim() !== '' && Number.isInteger(capValue) && capValue >= 0 && capValue <= 1_000_000;
  const next = { ...draft, bucksDailyCap: capValid ? capValue : draft.bucksDailyCap };
  const changes = changesOf(next, saved.values);
  const save = useMutation({
    mutationFn: () => updateSettings({ changes, ...(reason.trim() ? { reason: reason.trim() } : {}) }),
    onSuccess: (result) => {
      queryClient.setQueryData(adminKeys.settings, result);
      onSaved();
    },
  });
  const set = <K extends keyof LiveSettings>(key: K, value: LiveSettings[K]) => {
    onEdit();
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (capValid && Object.keys(changes).length > 0) save.mutate();
  };
  const defaultText = (key: keyof LiveSettings) => {
    const value = saved.defaults[key];
    const shown = Array.isArray(value)
      ? value.join(', ') || t('settings.none')
      : typeof value === 'boolean'
        ? t(value ? 'settings.on' : 'settings.off')
        : String(value);
    return t('settings.environment', { value: shown });
  };
  return (
    <form className="stack" onSubmit={submit}>
      <DoubleBucksDates
        dates={draft.doubleBucksDates}
        hint={defaultText('doubleBucksDates')}
        onChange={(dates) => set('doubleBucksDates', dates)}
      />
      <div className="card stack">
        {SWITCHES.map((key) => (
          <SettingSwitch
            key={key}
            name={key}
            label={t(`settings.fields.${key}`)}
            description={`${t(`settings.help.${key}`)} ${defaultText(key)}`}
            checked={draft[key]}
            onToggle={() => set(key, !draft[key])}
          />
        ))}
        <AdminTextField
          label={t('settings.fields.bucksDailyCap')}
          hint={`${t('settings.help.bucksDailyCap')} ${defaultText('bucksDailyCap')}`}
          inputMode="numeric"
          value={cap}
          error={capValid ? null : t('settings.capInvalid')}
          onChange={(event) => {
            onEdit();
            setCap(event.target.value);
          }}
        />
      </div>
      <AdminTextField
        label={t('settings.reason')}
        hint={t('settings.reasonHint')}
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
      />
      {save.isError && (
        <p className="ordering-field-error" role="alert">
          {adminErrorText(save.error, t)}
        </p>
      )}
      <div>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={!capValid || Object.keys(changes).length === 0 || save.isPending}
        >
          {t('settings.save')}
        </button>
      </div>
    </form>
  );
}
