import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { invalidFields } from '../../../lib/problem-basics.ts';
import type { PromotionCalls } from '../api/admin-promotions.ts';

/** A form's values as its inputs hold them. */
export type FormValues = Record<string, string>;

/** The values that differ from the ones the form started with: an edit sends only what changed. */
export function changedValues(initial: FormValues, current: FormValues): FormValues {
  return Object.fromEntries(Object.entries(current).filter(([name, value]) => initial[name] !== value));
}

/**
 * A promo code's or a challenge's page: the one being edited (none when creating), saving
 * (create, or edit with only what changed) and ending it. Saving goes to its page with
 * `saved` in the location state; the server's refusals name the fields (`fieldErrors`,
 * without the body. prefix).
 */
export function usePromotionEditor<Item extends { id: string }, Create, Update>(
  calls: PromotionCalls<Item, Create, Update>,
  id: string | undefined,
  basePath: string,
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const existing = useQuery({
    queryKey: calls.keys.one(id ?? ''),
    queryFn: ({ signal }) => calls.get(id!, signal),
    enabled: id !== undefined,
  });
  const stored = (item: Item) => {
    queryClient.setQueryData(calls.keys.one(item.id), item);
    void queryClient.invalidateQueries({ queryKey: [...calls.keys.all, 'list'] });
  };
  // The form builds the body from its inputs; the server checks it (and names what is wrong).
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      id ? calls.update(id, body as Update) : calls.create(body as Create),
    onSuccess: (item) => {
      stored(item);
      void navigate(`${basePath}/${item.id}`, { state: { saved: true } });
    },
  });
  const end = useMutation({ mutationFn: (reason: string) => calls.end(id!, reason), onSuccess: stored });
  return { existing, save, end, fieldErrors: invalidFields(save.error) };
}

/** What a promotion's page and form use of the editor. */
export type PromotionEditor<Item extends { id: string }> = ReturnType<
  typeof usePromotionEditor<Item, unknown, unknown>
>;
