import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CreatorApplicationRequest, CreatorProgramsDto } from '@playeats/contracts/creators';
import { ageOn } from '@playeats/domain/age';
import { COUNTRY_CODES, displayCountry, type CountryCode } from '@playeats/domain/country';
import { recognizeChannel, STREAM_PLATFORMS, type StreamPlatform } from '@playeats/domain/creator-links';
import { useAppSelector } from '../../../app/hooks.ts';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { FormField } from '../../../components/form/form-field.tsx';
import { TextField, type TextFieldProps } from '../../../components/form/text-field.tsx';
import { invalidFields, problemName } from '../../../lib/problem-basics.ts';
import { selectUserInfo } from '../../auth/auth-slice.ts';
import { useApplyCreator } from '../api/apply-creator.ts';

type Field = 'platform' | 'channelUrl' | 'followers' | 'averageViewers' | 'country' | 'dateOfBirth' | 'acceptTerms';
type Errors = Partial<Record<Field, string>>;
const FIELD_ORDER: Field[] = [
  'platform',
  'channelUrl',
  'followers',
  'averageViewers',
  'country',
  'dateOfBirth',
  'acceptTerms',
];

const Input = (props: TextFieldProps) => <TextField classPrefix="ordering" {...props} />;

/** Today in the browser's calendar (the server decides with the programs' own). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const wholeNumber = (value: string) => (/^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : null);

/** The streamer application: platform, channel link, audience, country, date of birth, terms. */
export function ApplicationForm({ terms }: { terms: CreatorProgramsDto['streamers'] }) {
  const { t } = useTranslation('creators');
  const userInfo = useAppSelector(selectUserInfo);
  const apply = useApplyCreator();
  const { showError } = useErrorDialog();
  const form = useRef<HTMLFormElement>(null);
  const [platform, setPlatform] = useState<StreamPlatform>('twitch');
  const [channelUrl, setChannelUrl] = useState('');
  const [followers, setFollowers] = useState('');
  const [averageViewers, setAverageViewers] = useState('');
  const [country, setCountry] = useState<CountryCode>(userInfo?.country ?? 'UNITED_STATES');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const clear = (field: Field) => setErrors((e) => ({ ...e, [field]: undefined }));

  function check(): Errors {
    const found: Errors = {};
    if (!recognizeChannel(platform, channelUrl))
      found.channelUrl = t('form.errors.channel', { platform: t(`platforms.${platform}`) });
    const f = wholeNumber(followers);
    if (f === null) found.followers = t('form.errors.number');
    else if (f < terms.minFollowers) found.followers = t('form.errors.followers', { min: terms.minFollowers });
    const v = wholeNumber(averageViewers);
    if (v === null) found.averageViewers = t('form.errors.number');
    else if (v < terms.minAverageViewers)
      found.averageViewers = t('form.errors.viewers', { min: terms.minAverageViewers });
    const age = ageOn(dateOfBirth, today());
    if (age === null) found.dateOfBirth = t('form.errors.date');
    else if (age < terms.minimumAge) found.dateOfBirth = t('form.errors.age', { age: terms.minimumAge });
    if (!acceptTerms) found.acceptTerms = t('form.errors.terms');
    return found;
  }

  /** Focuses the first field at fault, so a keyboard or screen reader user lands on it. */
  function focusFirst(found: Errors) {
    const first = FIELD_ORDER.find((f) => found[f]);
    form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    const body: CreatorApplicationRequest = {
      platform,
      channelUrl: channelUrl.trim(),
      followers: wholeNumber(followers)!,
      averageViewers: wholeNumber(averageViewers)!,
      country,
      dateOfBirth,
      acceptTerms: true,
    };
    apply.mutate(body, {
      onError: (error) => {
        const fields = invalidFields(error);
        const named = FIELD_ORDER.filter((f) => fields[f] !== undefined);
        if (named.length === 0) {
          showError(error);
          return;
        }
        // Eligibility is refused by rule: said in the person's language; other refusals in the server's words.
        const eligibility: Errors = {
          dateOfBirth: t('form.errors.age', { age: terms.minimumAge }),
          followers: t('form.errors.followers', { min: terms.minFollowers }),
          averageViewers: t('form.errors.viewers', { min: terms.minAverageViewers }),
        };
        const byRule = problemName(error) === 'CreatorNotEligibleException';
        const found = Object.fromEntries(
          named.map((f) => [f, (byRule ? eligibility[f] : undefined) ?? (fields[f] || t('form.errors.server'))]),
        ) as Errors;
        setErrors(found);
        focusFirst(found);
      },
    });
  }

  return (
    <section className="card" aria-labelledby="creators-apply-title">
      <h2 id="creators-apply-title">{t('form.title')}</h2>
      <form ref={form} className="creators-form" onSubmit={submit} noValidate>
        <FormField label={t('form.platform')} error={errors.platform ?? null}>
          {(ids) => (
            <select
              {...ids}
              name="platform"
              className="ordering-input"
              value={platform}
              onChange={(event) => {
                setPlatform(event.target.value as StreamPlatform);
                clear('channelUrl');
              }}
            >
              {STREAM_PLATFORMS.map((p) => (
                <option key={p} value={p}>
                  {t(`platforms.${p}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <Input
          name="channelUrl"
          label={t('form.channelUrl')}
          hint={t('form.channelHint')}
          type="url"
          inputMode="url"
          autoComplete="url"
          value={channelUrl}
          error={errors.channelUrl ?? null}
          onChange={(event) => {
            setChannelUrl(event.target.value);
            clear('channelUrl');
          }}
        />
        <Input
          name="followers"
          label={t('form.followers')}
          inputMode="numeric"
          value={followers}
          error={errors.followers ?? null}
          onChange={(event) => {
            setFollowers(event.target.value);
            clear('followers');
          }}
        />
        <Input
          name="averageViewers"
          label={t('form.averageViewers')}
          hint={t('form.averageViewersHint')}
          inputMode="numeric"
          value={averageViewers}
          error={errors.averageViewers ?? null}
          onChange={(event) => {
            setAverageViewers(event.target.value);
            clear('averageViewers');
          }}
        />
        <FormField label={t('form.country')} error={errors.country ?? null}>
          {(ids) => (
            <select
              {...ids}
              name="country"
              className="ordering-input"
              value={country}
              onChange={(event) => setCountry(event.target.value as CountryCode)}
            >
              {COUNTRY_CODES.map((c) => (
                <option key={c} value={c}>
                  {displayCountry(c)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <Input
          name="dateOfBirth"
          label={t('form.dateOfBirth')}
          hint={t('form.dateOfBirthHint', { age: terms.minimumAge })}
          type="date"
          autoComplete="bday"
          max={today()}
          value={dateOfBirth}
          error={errors.dateOfBirth ?? null}
          onChange={(event) => {
            setDateOfBirth(event.target.value);
            clear('dateOfBirth');
          }}
        />
        <div className="ordering-field">
          <label className="ordering-checkbox">
            <input
              type="checkbox"
              name="acceptTerms"
              checked={acceptTerms}
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={errors.acceptTerms ? 'creators-terms-error' : undefined}
              onChange={(event) => {
                setAcceptTerms(event.target.checked);
                clear('acceptTerms');
              }}
            />
            <span>
              {t('form.acceptTerms')}{' '}
              <Link to="/terms" target="_blank">
                {t('form.termsLink')}
              </Link>
            </span>
          </label>
          {errors.acceptTerms && (
            <p id="creators-terms-error" className="ordering-field-error">
              {errors.acceptTerms}
            </p>
          )}
        </div>
        <p>
          <button type="submit" className="btn btn-primary" disabled={apply.isPending}>
            {apply.isPending ? t('form.submitting') : t('form.submit')}
          </button>
        </p>
      </form>
    </section>
  );
}
