import { describe, expect, it } from 'vitest';
import { detail, RESTAURANT_ID } from '../test/restaurant-fixtures.ts';
import { installFakeFetch, jsonResponse } from '../../../test/fake-fetch.ts';
import { createQueryClient } from '../../../lib/query-clients.ts';
import { requestRestaurantEarly, restaurantQueryOptions } from '../../../lib/api/restaurants.ts';

describe('the restaurant requested before the first render (issue 17)', () => {
  it('is the first query’s data once, with the app’s own freshness: a later query asks the server again', async () => {
    const { requests } = installFakeFetch(() => jsonResponse(200, detail()));
    await requestRestaurantEarly(RESTAURANT_ID);
    expect(requests).toHaveLength(1);

    const first = createQueryClient();
    expect(first.getQueryState(restaurantQueryOptions(RESTAURANT_ID).queryKey)).toBeUndefined();
    await expect(first.fetchQuery(restaurantQueryOptions(RESTAURANT_ID))).resolves.toMatchObject({
      id: RESTAURANT_ID,
    });
    // Taken from the early answer: no second request.
    expect(requests).toHaveLength(1);

    // Another query of the same restaurant (another cache, a later visit) does not get it again.
    const second = createQueryClient();
    await second.fetchQuery(restaurantQueryOptions(RESTAURANT_ID));
    expect(requests).toHaveLength(2);
  });
});
