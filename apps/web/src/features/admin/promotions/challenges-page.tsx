import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminChallenge } from '@playeats/contracts/admin-promotions';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { challengeCalls } from '../api/admin-promotions.ts';
import type { Column } from '../components/data-table.tsx';
import { PromotionList } from './promotion-list.tsx';
import { useRewardText, useWindowColumns } from './promotion-parts.tsx';

/** /admin/promotions/challenges: the challenges, newest first, with their claims. */
export function ChallengesPage() {
  const { t, i18n } = useTranslation('admin-promotions');
  const { number } = useFormatters();
  const reward = useRewardText();
  const [state, window] = useWindowColumns<AdminChallenge>();
  const language = i18n.language.startsWith('fr') ? 'fr' : 'en';
  const columns: Column<AdminChallenge>[] = [
    {
      key: 'title',
      header: t('challenges.title'),
      cell: (c) => <Link to={`/admin/promotions/challenges/${c.id}`}>{c.title[language]}</Link>,
    },
    {
      key: 'goal',
      header: t('challenges.goal'),
      cell: (c) => t(`goal.${c.kind}`, { count: c.target, target: number(c.target), game: c.gameId ?? '' }),
    },
    { key: 'reward', header: t('challenges.reward'), cell: (c) => reward(c.reward.currency, c.reward.amount) },
    state!,
    window!,
    { key: 'claims', header: t('challenges.claims'), numeric: true, cell: (c) => number(c.usage.claims) },
    {
      key: 'credited',
      header: t('challenges.credited'),
      numeric: true,
      cell: (c) => reward(c.reward.currency, c.usage.credited),
    },
  ];
  return (
    <PromotionList
      calls={challengeCalls}
      title={t('challenges.list')}
      create={{ label: t('challenges.new'), to: '/admin/promotions/challenges/new' }}
      columns={columns}
      none={t('challenges.none')}
    />
  );
}
