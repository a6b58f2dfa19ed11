import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { AdminChallenge } from '@playeats/contracts/admin-promotions';
import { CHALLENGE_KINDS, type ChallengeKind, type Currency } from '@playeats/contracts/rewards';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { challengeCalls } from '../api/admin-promotions.ts';
import { AdminSelect } from '../components/admin-select.tsx';
import { AdminTextField } from '../components/admin-text-field.tsx';
import {
  AmountFields,
  amountFromInput,
  amountToInput,
  bodyParts,
  PromotionForm,
  useFormFields,
  windowValues,
} from './promotion-form.tsx';
import { PromotionPage, useRewardText } from './promotion-parts.tsx';
import { usePromotionEditor, type FormValues, type PromotionEditor } from './use-promotion-editor.ts';

const BASE = '/admin/promotions/challenges';

/** The kind about one game names it (challenge-kinds.ts on the server). */
const KIND_WITH_GAME: ChallengeKind = 'play_game_hours';

/** The form's fields are named as the server names them in its problems (body.title.en…). */
const valuesOf = (c?: AdminChallenge): FormValues => ({
  kind: c?.kind ?? 'play_any_game_hours',
  'title.en': c?.title.en ?? '',
  'title.fr': c?.title.fr ?? '',
  'description.en': c?.description.en ?? '',
  'description.fr': c?.description.fr ?? '',
  target: c ? String(c.target) : '',
  gameId: c?.gameId ?? '',
  rewardCurrency: c?.reward.currency ?? 'BUCKS',
  rewardAmount: c ? amountToInput(c.reward.currency, c.reward.amount) : '',
  ...windowValues(c),
});

/** What the API is sent: everything on create; on edit, what changed (texts and rewards whole). */
function bodyOf(v: FormValues, initial: FormValues | null) {
  const { has, common } = bodyParts(v, initial);
  const kind = v.kind as ChallengeKind;
  return {
    ...(has('kind') ? { kind } : {}),
    ...(has('title.en', 'title.fr') ? { title: { en: v['title.en']!, fr: v['title.fr']! } } : {}),
    ...(has('description.en', 'description.fr')
      ? { description: { en: v['description.en']!, fr: v['description.fr']! } }
      : {}),
    ...(has('target') ? { target: Number(v.target) } : {}),
    ...(has('kind', 'gameId') && kind === KIND_WITH_GAME ? { gameId: v.gameId!.trim() || undefined } : {}),
    ...(has('rewardCurrency', 'rewardAmount')
      ? {
          rewardCurrency: v.rewardCurrency as Currency,
          rewardAmount: amountFromInput(v.rewardCurrency!, v.rewardAmount!),
        }
      : {}),
    ...common,
  };
}

/** /admin/promotions/challenges/new and /admin/promotions/challenges/{id}: a challenge, its claims, ending it. */
export function ChallengePage() {
  const { id } = useParams();
  const { t, i18n } = useTranslation('admin-promotions');
  const { number } = useFormatters();
  const reward = useRewardText();
  const editor = usePromotionEditor(challengeCalls, id, BASE);
  const language = i18n.language.startsWith('fr') ? 'fr' : 'en';
  return (
    <PromotionPage
      id={id}
      editor={editor}
      back={{ to: BASE, label: t('challenges.back') }}
      title={(challenge) => (challenge ? challenge.title[language] : t('challenges.new'))}
      what={t('challenges.what')}
      facts={(challenge) => [
        [t('challenges.claims'), number(challenge.usage.claims)],
        [t('challenges.credited'), reward(challenge.reward.currency, challenge.usage.credited)],
      ]}
    >
      {(challenge) => (
        <ChallengeForm key={challenge ? JSON.stringify(challenge) : 'new'} challenge={challenge} editor={editor} />
      )}
    </PromotionPage>
  );
}

function ChallengeForm({
  challenge,
  editor,
}: {
  challenge: AdminChallenge | undefined;
  editor: PromotionEditor<AdminChallenge>;
}) {
  const { t } = useTranslation('admin-promotions');
  const [initial] = useState(() => (challenge ? valuesOf(challenge) : null));
  const form = useFormFields(valuesOf(challenge), editor.fieldErrors);
  const { values, field } = form;
  const claimed = (challenge?.usage.claims ?? 0) > 0;
  return (
    <PromotionForm
      label={t('challenges.formLabel')}
      submitLabel={challenge ? t('form.save') : t('challenges.create')}
      busy={editor.save.isPending}
      error={editor.save.error}
      field={field}
      onSubmit={() => editor.save.mutate(bodyOf(values, initial))}
    >
      <fieldset>
        <legend>{t('challenges.texts')}</legend>
        <AdminTextField label={t('challenges.titleEn')} maxLength={120} {...field('title.en')} />
        <AdminTextField label={t('challenges.titleFr')} maxLength={120} lang="fr" {...field('title.fr')} />
        <AdminTextField label={t('challenges.descriptionEn')} maxLength={1000} {...field('description.en')} />
        <AdminTextField label={t('challenges.descriptionFr')} maxLength={1000} lang="fr" {...field('description.fr')} />
      </fieldset>
      <fieldset>
        <legend>{t('challenges.goal')}</legend>
        {claimed && <p className="muted">{t('challenges.goalFixed')}</p>}
        <AdminSelect
          label={t('challenges.kind')}
          disabled={claimed}
          options={CHALLENGE_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
          {...field('kind')}
          onChange={form.choose('kind')}
        />
        {values.kind === KIND_WITH_GAME && (
          <AdminTextField
            label={t('challenges.gameId')}
            hint={t('challenges.gameIdHint')}
            disabled={claimed}
            {...field('gameId')}
          />
        )}
        <AdminTextField
          label={t('challenges.target')}
          hint={values.kind === 'place_orders' ? t('challenges.targetOrders') : t('challenges.targetHours')}
          inputMode="numeric"
          disabled={claimed}
          {...field('target')}
        />
        <AmountFields
          names={{ currency: 'rewardCurrency', amount: 'rewardAmount' }}
          label={t('challenges.reward')}
          form={form}
          disabled={claimed}
        />
      </fieldset>
    </PromotionForm>
  );
}
