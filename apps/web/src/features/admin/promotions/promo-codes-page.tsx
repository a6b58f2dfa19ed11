import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminPromoCode } from '@playeats/contracts/admin-promotions';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { promoCodeCalls } from '../api/admin-promotions.ts';
import type { Column } from '../components/data-table.tsx';
import { PromotionList } from './promotion-list.tsx';
import { useRewardText, useWindowColumns } from './promotion-parts.tsx';

/** /admin/promotions/codes: the promo codes, newest first, with what each gave. */
export function PromoCodesPage() {
  const { t } = useTranslation('admin-promotions');
  const { number } = useFormatters();
  const reward = useRewardText();
  const [state, window] = useWindowColumns<AdminPromoCode>();
  const columns: Column<AdminPromoCode>[] = [
    { key: 'code', header: t('codes.code'), cell: (c) => <Link to={`/admin/promotions/codes/${c.id}`}>{c.code}</Link> },
    { key: 'value', header: t('codes.value'), cell: (c) => reward(c.currency, c.amount) },
    state!,
    window!,
    {
      key: 'limits',
      header: t('codes.limits'),
      cell: (c) =>
        t('codes.limitsValue', {
          total: c.totalLimit === null ? t('codes.noLimit') : number(c.totalLimit),
          perUser: number(c.perUserLimit),
        }),
    },
    { key: 'uses', header: t('codes.uses'), numeric: true, cell: (c) => number(c.usage.redemptions) },
    { key: 'people', header: t('codes.people'), numeric: true, cell: (c) => number(c.usage.users) },
    { key: 'credited', header: t('codes.credited'), numeric: true, cell: (c) => reward(c.currency, c.usage.credited) },
  ];
  return (
    <PromotionList
      calls={promoCodeCalls}
      title={t('codes.title')}
      create={{ label: t('codes.new'), to: '/admin/promotions/codes/new' }}
      columns={columns}
      none={t('codes.none')}
      search={{ label: t('codes.search'), hint: t('codes.searchHint') }}
    />
  );
}
