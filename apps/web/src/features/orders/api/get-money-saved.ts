import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { moneySavedSchema } from '@playeats/contracts/ordering';
import { useAppSelector } from '../../../app/hooks.ts';
import { request } from '../../../lib/http-client.ts';
import { orderingKeys } from '../../../lib/ordering-query-keys.ts';
import { selectQueryUserKey } from '../../auth/auth-slice.ts';

export type MoneySavedDto = z.infer<typeof moneySavedSchema>;

export const MONEY_SAVED_PATH = '/api/users/me/money-saved';

/** GET /api/users/me/money-saved: what the discounts of delivered orders saved, in total. */
export function getMoneySaved(signal?: AbortSignal): Promise<MoneySavedDto> {
  return request(MONEY_SAVED_PATH, { schema: moneySavedSchema, ...(signal ? { signal } : {}) });
}

export function useMoneySaved() {
  const userKey = useAppSelector(selectQueryUserKey);
  return useQuery({
    queryKey: orderingKeys.moneySaved(userKey),
    queryFn: ({ signal }) => getMoneySaved(signal),
  });
}
