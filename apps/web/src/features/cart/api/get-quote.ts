import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { quoteSchema, type CheckoutOptions, type QuoteDto } from '@playeats/contracts/ordering';
import { useAppSelector } from '../../../app/hooks.ts';
import { request } from '../../../lib/http-client.ts';
import { orderingKeys } from '../../../lib/ordering-query-keys.ts';
import { selectQueryUserKey } from '../../auth/auth-slice.ts';

export const QUOTE_PATH = '/api/users/me/cart/quote';

/** POST /api/users/me/cart/quote: the cart priced for an address, tip and discounts, every rule checked. */
export function getQuote(options: CheckoutOptions, signal?: AbortSignal): Promise<QuoteDto> {
  return request(QUOTE_PATH, { method: 'POST', body: options, schema: quoteSchema, ...(signal ? { signal } : {}) });
}

/**
 * The quote for these options and this version of the cart: a read, so a query (a change
 * of tip or discount asks again; the previous price stays shown meanwhile). Null options
 * (no address chosen yet) ask nothing.
 */
export function useQuote(options: CheckoutOptions | null, cartVersion: number | undefined) {
  const userKey = useAppSelector(selectQueryUserKey);
  return useQuery({
    queryKey: [...orderingKeys.quotes(userKey), cartVersion ?? 0, options],
    queryFn: ({ signal }) => getQuote(options!, signal),
    enabled: options !== null && cartVersion !== undefined,
    placeholderData: keepPreviousData,
  });
}
