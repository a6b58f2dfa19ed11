import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { PromotionState } from '@playeats/contracts/admin-promotions';
import type { Currency } from '@playeats/contracts/rewards';
import { LoadState } from '../../../components/load-state/load-state.tsx';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { adminErrorText } from '../api/admin-error.ts';
import type { Column } from '../components/data-table.tsx';
import { ReasonDialog } from '../components/reason-dialog.tsx';
import type { PromotionEditor } from './use-promotion-editor.ts';

interface Windowed {
  state: PromotionState;
  startsAt: string;
  endsAt: string;
}

/** The columns promo codes and challenges share: their state and their window. */
export function useWindowColumns<Item extends Windowed>(): Column<Item>[] {
  const { t } = useTranslation('admin-promotions');
  const format = useFormatters();
  return [
    { key: 'state', header: t('list.state'), cell: (item) => t(`state.${item.state}`) },
    {
      key: 'window',
      header: t('list.window'),
      cell: (item) => t('list.windowValue', { from: format.dateTime(item.startsAt), to: format.dateTime(item.endsAt) }),
    },
  ];
}

/** An amount in a promotion's currency: whole bucks, or promo dollars from their cents. */
export function useRewardText() {
  const { t } = useTranslation('admin-promotions');
  const { money, number } = useFormatters();
  return (currency: Currency, amount: number) =>
    currency === 'BUCKS' ? t('amount.bucks', { count: amount, bucks: number(amount) }) : money(amount);
}

/**
 * Ending a promo code or a challenge now, after a confirmation with the reason for the
 * audit log. Shown only while it has not ended.
 */
export function EndPromotion({
  what,
  state,
  busy,
  error,
  onEnd,
}: {
  /** "promo code", "challenge": in the dialog's words. */
  what: string;
  state: PromotionState;
  busy: boolean;
  error: unknown;
  onEnd: (reason: string, done: () => void) => void;
}) {
  const { t } = useTranslation('admin-promotions');
  const { t: tAdmin } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  if (state === 'ended') return null;
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
        {t('end.button')}
      </button>
      <ReasonDialog
        open={open}
        title={t('end.title', { what })}
        confirmLabel={t('end.confirm')}
        busy={busy}
        error={error ? adminErrorText(error, tAdmin) : null}
        onConfirm={(reason) => onEnd(reason, () => setOpen(false))}
        onClose={() => setOpen(false)}
      >
        <p>{t(state === 'scheduled' ? 'end.noticeScheduled' : 'end.notice', { what })}</p>
      </ReasonDialog>
    </>
  );
}

/**
 * The page of one promo code or challenge (or of a new one, without `id`): back to the
 * list, its name and the way to end it, what it gave so far, and its form, once loaded.
 */
export function PromotionPage<Item extends Windowed & { id: string }>({
  id,
  editor,
  back,
  title,
  what,
  facts,
  children,
}: {
  id: string | undefined;
  editor: PromotionEditor<Item>;
  back: { to: string; label: string };
  title: (item: Item | undefined) => string;
  what: string;
  /** Its use so far, as term and description pairs. */
  facts: (item: Item) => [string, string][];
  children: (item: Item | undefined) => ReactNode;
}) {
  const { t } = useTranslation('admin-promotions');
  const saved = (useLocation().state as { saved?: boolean } | null)?.saved;
  const { existing, end } = editor;
  if (id && !existing.data) {
    return <LoadState error={existing.isError} onRetry={() => void existing.refetch()} />;
  }
  const item = existing.data;
  return (
    <section aria-labelledby="admin-promotion-title" className="stack">
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
      <div className="admin-heading">
        <h1 id="admin-promotion-title">{title(item)}</h1>
        {item && (
          <EndPromotion
            what={what}
            state={item.state}
            busy={end.isPending}
            error={end.error}
            onEnd={(reason, done) => end.mutate(reason, { onSuccess: done })}
          />
        )}
      </div>
      {saved && <p role="status">{t('form.saved')}</p>}
      {item && (
        <dl className="admin-facts card">
          <dt>{t('list.state')}</dt>
          <dd>{t(`state.${item.state}`)}</dd>
          {facts(item).map(([term, description]) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{description}</dd>
            </Fragment>
          ))}
        </dl>
      )}
      {children(item)}
    </section>
  );
}
