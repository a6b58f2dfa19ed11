import type { FastifyInstance } from 'fastify';
import type { OrderingDeps } from '../orders/ordering-deps.ts';

// Placeholder while the module is written (issue 6); not registered routes yet.
export async function registerAddresses(_app: FastifyInstance, _deps: OrderingDeps): Promise<void> {}
