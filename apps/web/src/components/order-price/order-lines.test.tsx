import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  linePictures,
  menuWithSodaPhoto,
  pizzaLine,
  RESTAURANT_ID,
  SODA_PHOTO,
  sodaLine,
} from '../../test/ordering/ordering-fixtures.ts';
import { renderOrdering, resetOrderingTest } from '../../test/ordering/render-ordering.tsx';
import { OrderLines } from './order-lines.tsx';

afterEach(() => {
  resetOrderingTest();
});

describe('dish pictures beside the lines', () => {
  it('in an order or quote: the same pictures, read from its restaurant', async () => {
    await renderOrdering({
      path: '/order',
      routes: [
        {
          path: '/order',
          element: <OrderLines lines={[pizzaLine(), sodaLine()]} currency="USD" restaurantId={RESTAURANT_ID} />,
        },
      ],
      handler: menuWithSodaPhoto,
    });
    await waitFor(() =>
      expect(linePictures('.order-line')).toEqual([
        ['Margherita', '/illustrations/pizza.svg', ''],
        ['Lemon soda', SODA_PHOTO, ''],
      ]),
    );
  });

  it('without the restaurant (or before its menu arrives): the picture its name gives', async () => {
    await renderOrdering({
      path: '/order',
      routes: [{ path: '/order', element: <OrderLines lines={[pizzaLine(), sodaLine()]} currency="USD" /> }],
    });
    expect(linePictures('.order-line')).toEqual([
      ['Margherita', '/illustrations/pizza.svg', ''],
      ['Lemon soda', '/illustrations/cup-with-straw.svg', ''],
    ]);
  });
});
