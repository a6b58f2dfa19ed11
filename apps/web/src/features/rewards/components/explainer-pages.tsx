import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { BUCKS_PER_HOUR, DOUBLE_BUCKS_MULTIPLIER } from '@playeats/domain/constants';
import { OVERWOLF_URL } from '../../../components/layout/app-links.ts';
import { useAppSelector } from '../../../app/hooks.ts';
import { selectEnv } from '../../auth/auth-slice.ts';
import { useIsNarrowScreen } from '../hooks/use-media-query.ts';
import { isMobileClient, type RewardsPlatform } from '../rewards-platform.ts';
import { numberFormat } from '../../../lib/intl.ts';
import { ClockToBucks } from './clock-to-bucks.tsx';
import { CurrencyIcon } from './currency-icon.tsx';

export const EXPLAINER_PAGE_COUNT = 4;
/** Spec section 2: on screens 640 px wide or less the first 30 characters of the info text are dropped. */
export const NARROW_INFO_CUT = 30;

export type ExplainerPlatform = Pick<RewardsPlatform, 'isOverlay' | 'clientType' | 'openExternal'>;

export interface ExplainerPageProps {
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  platform: ExplainerPlatform;
}

function PageHeading({ headingId, headingRef, children }: Omit<ExplainerPageProps, 'platform'> & { children: string }) {
  // tabIndex -1: the explainer moves the focus here when the page changes.
  return (
    <h2 id={headingId} ref={headingRef} tabIndex={-1} className="bucks-explainer__title">
      {children}
    </h2>
  );
}

/** Page 1: the currency, the daily maximum and the exchange rate. */
export function CurrencyPage(props: ExplainerPageProps) {
  const { t, i18n } = useTranslation('rewards');
  const narrow = useIsNarrowScreen();
  const cap = useAppSelector(selectEnv)?.bucksDailyCap;
  const info = t('explainer.currency.info');
  const number = numberFormat(i18n.language);
  return (
    <>
      <CurrencyIcon size={64} className="bucks-explainer__hero" />
      <PageHeading {...props}>{t('explainer.currency.title')}</PageHeading>
      <p className="bucks-explainer__info">{narrow ? info.slice(NARROW_INFO_CUT) : info}</p>
      {/* The maximum comes from the settings; without them there is no honest number to show. */}
      {cap !== undefined && (
        <p className="bucks-explainer__max">{t('explainer.currency.maximum', { cap: number.format(cap) })}</p>
      )}
      <p className="bucks-explainer__rate">
        <span>{t('explainer.currency.rateTime')}</span> <span aria-hidden="true">-&gt;</span>
        <span className="visually-hidden">{t('explainer.currency.rateGives')}</span>{' '}
        <strong>{t('explainer.currency.rateBucks', { bucks: BUCKS_PER_HOUR })}</strong>
      </p>
    </>
  );
}

/** Page 2: four steps; the first offers the desktop app where it can be installed. */
export function StepsPage({ platform, ...props }: ExplainerPageProps) {
  const { t } = useTranslation('rewards');
  const narrow = useIsNarrowScreen();
  const canDownload = !narrow && !platform.isOverlay && !isMobileClient(platform);
  return (
    <>
      <PageHeading {...props}>{t('explainer.steps.title')}</PageHeading>
      <ol className="bucks-explainer__steps">
        <li>
          <span>{t('explainer.steps.download')}</span>
          {narrow && <span> {t('explainer.steps.onPc')}</span>}
          {canDownload && (
            <button
              type="button"
              className="btn btn-secondary bucks-explainer__download"
              onClick={() => platform.openExternal(OVERWOLF_URL)}
            >
              {t('explainer.steps.downloadButton')}
            </button>
          )}
        </li>
        <li>{t('explainer.steps.signIn')}</li>
        <li>{t('explainer.steps.play')}</li>
        <li>{t('explainer.steps.spend')}</li>
      </ol>
    </>
  );
}

/** Page 3: a clock leading to bucks. */
export function ClockPage(props: ExplainerPageProps) {
  const { t } = useTranslation('rewards');
  return (
    <>
      <ClockToBucks label={t('explainer.clock.illustration')} />
      <PageHeading {...props}>{t('explainer.clock.title')}</PageHeading>
      <p>{t('explainer.clock.text', { bucks: BUCKS_PER_HOUR })}</p>
    </>
  );
}

/** Page 4: the 2X multiplier of double-bucks days. */
export function MultiplierPage(props: ExplainerPageProps) {
  const { t } = useTranslation('rewards');
  return (
    <>
      <p className="bucks-explainer__multiplier">
        <span>{`${DOUBLE_BUCKS_MULTIPLIER}X`}</span>
        <CurrencyIcon size={56} />
      </p>
      <PageHeading {...props}>{t('explainer.multiplier.title')}</PageHeading>
      <p>
        {t('explainer.multiplier.text', {
          doubled: BUCKS_PER_HOUR * DOUBLE_BUCKS_MULTIPLIER,
          bucks: BUCKS_PER_HOUR,
        })}
      </p>
    </>
  );
}

export const EXPLAINER_PAGES = [CurrencyPage, StepsPage, ClockPage, MultiplierPage] as const;
