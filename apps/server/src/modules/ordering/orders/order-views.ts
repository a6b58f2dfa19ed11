import type { OrderDto, OrderStatus } from '@playeats/contracts/ordering';
import { decodeCursor, encodeCursor } from '../../../lib/keyset-cursor.ts';
import { notFound } from '../../../lib/problem.ts';
import { userMayCancel } from './order-state.ts';
import type { OrderItemRow, OrderRow, OrdersRepository } from './orders.repository.ts';

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
  return encodeCursor({ at: order.placedAt, id: order.id });
}

export function parseCursor(cursor: string, param = 'query.before'): { placedAt: Date; id: string } {
  const { at, id } = decodeCursor(cursor, param);
  return { placedAt: at, id };
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
    deliveryPosition: { lat: order.deliveryLat, lng: order.deliveryLng },
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
