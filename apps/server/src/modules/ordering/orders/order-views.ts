import type { OrderDto, OrderStatus } from '@playeats/contracts/ordering';
import { HttpProblem, notFound } from '../../../lib/problem.ts';
import { userMayCancel } from './order-state.ts';
import type { OrderItemRow, OrderRow, OrdersRepository } from './orders.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const orderNotFound = () => notFound('There is no such order among yours.');

const address = (order: OrderRow) => order.deliveryAddress as unknown as OrderDto['address'];

export function lineOf(item: OrderItemRow) {
  return {
    itemId: item.itemId,
    name: item.name,
    quantity: item.quantity,
    unitPriceCents: item.unitPriceCents,
    lineTotalCents: item.unitPriceCents * item.quantity,
    options: item.options,
    note: item.note,
  };
}

export function cursorOf(order: OrderRow): string {
  return Buffer.from(JSON.stringify([order.placedAt.toISOString(), order.id])).toString('base64url');
}

export function parseCursor(cursor: string): { placedAt: Date; id: string } {
  try {
    const [placedAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    const date = new Date(placedAt);
    if (typeof id !== 'string' || !UUID.test(id) || Number.isNaN(date.getTime())) throw new Error('bad cursor');
    return { placedAt: date, id };
  } catch {
    throw new HttpProblem(
      400,
      'ValidationException',
      'Invalid request',
      'query.before is not a cursor from this list',
      {
        invalidParams: [{ name: 'query.before', reason: 'is not a cursor from this list' }],
      },
    );
  }
}

/** Database rows never reach the client: the one conversion of an order. */
export function dtoOf(order: OrderRow, lines: OrderDto['lines'], events: OrderDto['events']): OrderDto {
  const status = order.status as OrderStatus;
  return {
    id: order.id,
    number: order.number,
    status,
    restaurantId: order.restaurantId,
    restaurantName: order.restaurantName,
    currency: order.currency as OrderDto['currency'],
    address: address(order),
    lines,
    subtotalCents: order.subtotalCents,
    deliveryFeeCents: order.deliveryFeeCents,
    serviceFeeCents: order.serviceFeeCents,
    taxCents: order.taxCents,
    tipCents: order.tipCents,
    promoDiscountCents: order.promoDiscountCents,
    bucksSpent: order.bucksSpent,
    bucksDiscountCents: order.bucksDiscountCents,
    totalCents: order.totalCents,
    savedCents: order.savedCents,
    card: order.cardBrand && order.cardLast4 ? { brand: order.cardBrand, last4: order.cardLast4 } : null,
    paymentStatus: order.paymentStatus,
    placedAt: order.placedAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    estimatedDeliveryAt: order.estimatedDeliveryAt?.toISOString() ?? null,
    cancelledBy: order.cancelledBy,
    cancelReason: order.cancelReason,
    events,
    cancellable: userMayCancel(status),
  };
}

/** The order with its lines and its events, as the client reads it. */
export async function loadOrderDto(
  repo: Pick<OrdersRepository, 'items' | 'events'>,
  order: OrderRow,
): Promise<OrderDto> {
  const [items, events] = await Promise.all([repo.items([order.id]), repo.events(order.id)]);
  return dtoOf(
    order,
    items.map(lineOf),
    events.map((e) => ({ status: e.status as OrderStatus, at: e.at.toISOString(), actor: e.actor })),
  );
}
