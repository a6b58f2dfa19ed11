/**
 * Query keys of the ordering calls: the cart and its quotes, orders, money saved,
 * notifications, addresses and payment cards. Several features read and write these
 * entries (placing an order empties the cart and shows the order at once; a reorder fills
 * the cart), so the keys live here. They carry the signed-in user's id (the session's
 * selectQueryUserKey) so that, after a sign-out and someone else's sign-in on the same
 * device, nothing cached for the first person is shown to the second.
 */
export const orderingKeys = {
  all: ['ordering'] as const,
  user: (user: string) => ['ordering', user] as const,
  cart: (user: string) => ['ordering', user, 'cart'] as const,
  quotes: (user: string) => ['ordering', user, 'quote'] as const,
  orders: (user: string) => ['ordering', user, 'orders'] as const,
  orderList: (user: string) => ['ordering', user, 'orders', 'list'] as const,
  order: (user: string, id: string) => ['ordering', user, 'orders', 'detail', id] as const,
  activeOrder: (user: string) => ['ordering', user, 'orders', 'active'] as const,
  moneySaved: (user: string) => ['ordering', user, 'money-saved'] as const,
  notifications: (user: string) => ['ordering', user, 'notifications'] as const,
  addresses: (user: string) => ['ordering', user, 'addresses'] as const,
  paymentCards: (user: string) => ['ordering', user, 'payment-cards'] as const,
  restaurant: (id: string) => ['ordering', 'restaurant', id] as const,
  /** The mutation key of placing an order: while one runs the app disables navigation (app/navigation-lock.tsx). */
  placeOrder: ['ordering', 'place-order'] as const,
};
