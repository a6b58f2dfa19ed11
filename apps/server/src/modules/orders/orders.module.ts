import type { FastifyInstance } from 'fastify';
import type { CartModule } from '../cart/cart.module.ts';
import type { OrderingDeps } from './ordering-deps.ts';

// Placeholder while the module is written (issue 6).
export async function registerOrders(
  _app: FastifyInstance,
  _deps: OrderingDeps & { cart: CartModule },
): Promise<void> {}
