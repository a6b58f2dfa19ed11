/**
 * The signed-in person's orders: the cart feature places them (POST), the orders feature
 * reads, follows, cancels and reorders them, all under this path.
 */
export const ORDERS_PATH = '/api/users/me/orders';
