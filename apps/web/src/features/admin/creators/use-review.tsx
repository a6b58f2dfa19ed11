import { useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { REVIEW_STATUS_VALUES } from '@playeats/contracts/creators';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { adminErrorText } from '../api/admin-error.ts';
import { adminCreatorKeys, type Decision, type ReviewKind } from '../api/admin-creators.ts';
import { AdminSelect } from '../components/admin-select.tsx';
import { AdminTextField } from '../components/admin-text-field.tsx';
import { useCursorPages } from '../components/pager.tsx';
import { ReasonDialog } from '../components/reason-dialog.tsx';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog.tsx';

type Page<Row> = { items: Row[]; nextCursor: string | null };

/**
 * A review queue: its status filter in the address bar (pending by default, or all), its
 * keyset pages, and the current page.
 */
export function useReviewList<Row>(
  kind: ReviewKind,
  list: (status: string, cursor: string | undefined, signal?: AbortSignal) => Promise<Page<Row>>,
) {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? 'pending';
  const apiStatus = status === 'all' ? '' : status;
  const pages = useCursorPages<string>();
  const { reset } = pages;
  useEffect(() => reset(), [status, reset]);
  const query = useQuery({
    queryKey: adminCreatorKeys.list(kind, apiStatus, pages.cursor),
    queryFn: ({ signal }) => list(apiStatus, pages.cursor, signal),
    placeholderData: keepPreviousData,
  });
  const setStatus = (next: string) => setParams(next === 'pending' ? {} : { status: next });
  return { status, setStatus, pages, query };
}

/** The status filter of a review queue. */
export function StatusFilter({ value, onChange }: { value: string; onChange: (status: string) => void }) {
  const { t } = useTranslation('admin-creators');
  return (
    <div className="admin-toolbar">
      <AdminSelect
        label={t('filters.status')}
        value={value}
        options={[
          ...REVIEW_STATUS_VALUES.map((s) => ({ value: s, label: t(`status.${s}`) })),
          { value: 'all', label: t('filters.all') },
        ]}
        onChange={onChange}
      />
    </div>
  );
}

interface PendingDecision {
  id: string;
  approve: boolean;
  /** Who or what is decided on, as the dialog names it. */
  subject: string;
  /** One key per dialog: a second click is the same decision. */
  key: string;
}

/**
 * Approving or rejecting one item: the dialogs (approve with an optional note, reject
 * with a required reason), the call, and what the admin is told after.
 */
export function useDecision<Row>(
  decide: (id: string, decision: Decision, idempotencyKey: string) => Promise<Row>,
  describe: (row: Row) => string,
) {
  const { t } = useTranslation('admin-creators');
  const { t: tAdmin } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const [note, setNote] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: ({ id, key, decision }: { id: string; key: string; decision: Decision }) => decide(id, decision, key),
    onSuccess: (row) => {
      setPending(null);
      setDone(describe(row));
    },
    // Decided or not, the queue is fetched again: someone else may have decided first.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCreatorKeys.all }),
  });
  const open = (id: string, approve: boolean, subject: string) => {
    mutation.reset();
    setDone(null);
    setNote('');
    setPending({ id, approve, subject, key: newIdempotencyKey() });
  };
  const close = () => setPending(null);
  const error = mutation.isError ? adminErrorText(mutation.error, tAdmin) : null;

  const dialogs = (
    <>
      <ConfirmDialog
        key={pending?.approve ? pending.key : 'approve-closed'}
        open={pending?.approve === true}
        title={t('approve.title', { subject: pending?.subject ?? '' })}
        confirmLabel={t('approve.confirm')}
        busy={mutation.isPending}
        onClose={close}
        onConfirm={() =>
          pending &&
          mutation.mutate({ id: pending.id, key: pending.key, decision: { approve: true, note: note.trim() } })
        }
      >
        <AdminTextField
          label={t('approve.note')}
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
        />
        {error && (
          <p className="ordering-field-error" role="alert">
            {error}
          </p>
        )}
      </ConfirmDialog>
      <ReasonDialog
        key={pending && !pending.approve ? pending.key : 'reject-closed'}
        open={pending?.approve === false}
        title={t('reject.title', { subject: pending?.subject ?? '' })}
        confirmLabel={t('reject.confirm')}
        busy={mutation.isPending}
        error={error}
        onClose={close}
        onConfirm={(reason) =>
          pending && mutation.mutate({ id: pending.id, key: pending.key, decision: { approve: false, reason } })
        }
      >
        <p>{t('reject.notice')}</p>
      </ReasonDialog>
    </>
  );
  const status = done && (
    <p role="status" className="card">
      {done}
    </p>
  );
  return { open, dialogs, status };
}

/** Approve and Reject for a pending row, each named with the row's subject for screen readers. */
export function DecisionButtons({ subject, onDecide }: { subject: string; onDecide: (approve: boolean) => void }) {
  const { t } = useTranslation('admin-creators');
  return (
    <div className="admin-actions">
      <button type="button" className="btn btn-primary" onClick={() => onDecide(true)}>
        {t('actions.approve')}
        <span className="visually-hidden"> {subject}</span>
      </button>
      <button type="button" className="btn btn-secondary" onClick={() => onDecide(false)}>
        {t('actions.reject')}
        <span className="visually-hidden"> {subject}</span>
      </button>
    </div>
  );
}
