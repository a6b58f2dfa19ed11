import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { AdminPromoCode } from '@playeats/contracts/admin-promotions';
import type { Currency } from '@playeats/contracts/rewards';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { promoCodeCalls } from '../api/admin-promotions.ts';
import { AdminTextField } from '../components/admin-text-field.tsx';
import {
  amountFromInput,
  AmountFields,
  amountToInput,
  bodyParts,
  PromotionForm,
  useFormFields,
  windowValues,
} from './promotion-form.tsx';
import { PromotionPage, useRewardText } from './promotion-parts.tsx';
import { usePromotionEditor, type FormValues, type PromotionEditor } from './use-promotion-editor.ts';

const BASE = '/admin/promotions/codes';

const valuesOf = (code?: AdminPromoCode): FormValues => ({
  code: code?.code ?? '',
  currency: code?.currency ?? 'PROMO_CENTS',
  amount: code ? amountToInput(code.currency, code.amount) : '',
  totalLimit: code && code.totalLimit !== null ? String(code.totalLimit) : '',
  perUserLimit: String(code?.perUserLimit ?? 1),
  ...windowValues(code),
});

/** What the API is sent: everything on create; on edit, what changed (an amount with its currency). */
function bodyOf(values: FormValues, initial: FormValues | null) {
  const { has, common } = bodyParts(values, initial);
  return {
    ...(initial ? {} : { code: values.code!.trim() }),
    ...(has('amount', 'currency')
      ? { currency: values.currency as Currency, amount: amountFromInput(values.currency!, values.amount!) }
      : {}),
    ...(has('totalLimit') ? { totalLimit: values.totalLimit ? Number(values.totalLimit) : null } : {}),
    ...(has('perUserLimit') ? { perUserLimit: Number(values.perUserLimit) } : {}),
    ...common,
  };
}

/** /admin/promotions/codes/new and /admin/promotions/codes/{id}: a promo code, its use, and ending it. */
export function PromoCodePage() {
  const { id } = useParams();
  const { t } = useTranslation('admin-promotions');
  const { number } = useFormatters();
  const reward = useRewardText();
  const editor = usePromotionEditor(promoCodeCalls, id, BASE);
  return (
    <PromotionPage
      id={id}
      editor={editor}
      back={{ to: BASE, label: t('codes.back') }}
      title={(code) => (code ? code.code : t('codes.new'))}
      what={t('codes.what')}
      facts={(code) => [
        [t('codes.uses'), number(code.usage.redemptions)],
        [t('codes.people'), number(code.usage.users)],
        [t('codes.credited'), reward(code.currency, code.usage.credited)],
      ]}
    >
      {(code) => <PromoCodeForm key={code ? JSON.stringify(code) : 'new'} code={code} editor={editor} />}
    </PromotionPage>
  );
}

function PromoCodeForm({
  code,
  editor,
}: {
  code: AdminPromoCode | undefined;
  editor: PromotionEditor<AdminPromoCode>;
}) {
  const { t } = useTranslation('admin-promotions');
  const [initial] = useState(() => (code ? valuesOf(code) : null));
  const form = useFormFields(valuesOf(code), editor.fieldErrors);
  const { field } = form;
  return (
    <PromotionForm
      label={t('codes.formLabel')}
      submitLabel={code ? t('form.save') : t('codes.create')}
      busy={editor.save.isPending}
      error={editor.save.error}
      field={field}
      onSubmit={() => editor.save.mutate(bodyOf(form.values, initial))}
    >
      <AdminTextField
        label={t('codes.code')}
        hint={code ? t('codes.codeFixed') : t('codes.codeHint')}
        readOnly={code !== undefined}
        autoCapitalize="characters"
        {...field('code')}
      />
      <fieldset>
        <legend>{t('codes.value')}</legend>
        {(code?.usage.redemptions ?? 0) > 0 && <p className="muted">{t('codes.valueFixed')}</p>}
        <AmountFields
          names={{ currency: 'currency', amount: 'amount' }}
          label={t('form.amount')}
          form={form}
          disabled={(code?.usage.redemptions ?? 0) > 0}
        />
      </fieldset>
      <fieldset>
        <legend>{t('codes.limits')}</legend>
        <AdminTextField
          label={t('codes.totalLimit')}
          hint={t('codes.totalLimitHint')}
          inputMode="numeric"
          {...field('totalLimit')}
        />
        <AdminTextField label={t('codes.perUserLimit')} inputMode="numeric" {...field('perUserLimit')} />
      </fieldset>
    </PromotionForm>
  );
}
