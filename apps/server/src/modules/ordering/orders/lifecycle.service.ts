import type { FastifyBaseLogger } from 'fastify';
import type { ProblemName } from '@playeats/contracts/problem';
import type { OrderDto, OrderStatus, OrderWebhook } from '@playeats/contracts/ordering';
import type { Clock } from '../../../adapters/clock.ts';
import type { Database } from '../../../db/client.ts';
import type { Repository, UnitOfWork } from '../../../db/unit-of-work.ts';
import { HttpProblem } from '../../../lib/problem.ts';
import type { LedgerService } from '../../rewards/rewards.module.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { checkTransition, isFinal, nextSimulatedStep, type OrderActor } from './order-state.ts';
import { loadOrderDto, orderNotFound } from './order-views.ts';
import type { WebhookSender } from './order-webhook-signature.ts';
import type { OrderRow, OrdersRepository } from './orders.repository.ts';
import type { SettlementService } from './settlement.service.ts';

export interface TransitionDetails {
  reason?: string;
  etaMinutes?: number;
  /** The problem type of a refused move (InvalidOrderTransitionException by default). */
  problemName?: ProblemName;
}

/**
 * Called in the transaction that marks an order delivered (the app gives the creator
 * programs' first-order credit; ordering never imports them).
 */
export type OrderDeliveredHook = (tx: Database, order: { id: string; userId: string }, at: Date) => Promise<void>;

export interface OrderLifecycleDeps {
  uow: UnitOfWork;
  orders: Repository<OrdersRepository>;
  ledger: Pick<LedgerService, 'refund'>;
  notifications: Pick<NotificationsService, 'orderStatus'>;
  settlement: Pick<SettlementService, 'settle'>;
  clock: Clock;
  log: FastifyBaseLogger;
  onDelivered?: OrderDeliveredHook;
}

/**
 * An order's moves after placement (order-state.ts): the user's cancel, the restaurant's
 * and the courier's webhooks, the local simulator. Each move is one transaction under the
 * order's row lock; the card follows after the commit (SettlementService).
 */
export class OrderLifecycle {
  constructor(private readonly deps: OrderLifecycleDeps) {}

  /**
   * One state change, inside the caller's transaction, the order's row lock first.
   * Cancelled gives the bucks and promo dollars back to the ledger in the same
   * transaction, and the user is notified in it too.
   */
  async transitionIn(
    tx: Database,
    orderId: string,
    to: OrderStatus,
    actor: OrderActor,
    details: TransitionDetails = {},
  ): Promise<OrderRow> {
    const { ledger, notifications, clock } = this.deps;
    const repo = this.deps.orders.in(tx);
    const order = await repo.lock(orderId);
    if (!order) throw orderNotFound();
    const from = order.status as OrderStatus;
    const check = checkTransition(from, to, actor);
    if (!check.ok) {
      throw new HttpProblem(
        409,
        details.problemName ?? 'InvalidOrderTransitionException',
        'Order not changed',
        check.reason,
        { status: from },
      );
    }
    const now = clock.now();
    const changes: Parameters<typeof repo.update>[1] = { status: to, updatedAt: now };
    if (details.etaMinutes !== undefined) {
      changes.estimatedDeliveryAt = new Date(now.getTime() + details.etaMinutes * 60_000);
    }
    if (to === 'cancelled') {
      changes.cancelledBy = actor;
      changes.cancelReason = details.reason ?? null;
      const source = { userId: order.userId, sourceType: 'order', sourceId: order.id, at: now };
      if (order.promoDiscountCents > 0) {
        await ledger.refund(tx, { ...source, currency: 'PROMO_CENTS', amount: order.promoDiscountCents });
      }
      if (order.bucksSpent > 0) await ledger.refund(tx, { ...source, currency: 'BUCKS', amount: order.bucksSpent });
    }
    const updated = await repo.update(order.id, changes);
    await repo.addEvent(order.id, to, actor, now, details.reason ? { reason: details.reason } : {});
    await notifications.orderStatus(tx, {
      userId: order.userId,
      orderId: order.id,
      data: { status: to, number: order.number, restaurantName: order.restaurantName },
      at: now,
    });
    if (to === 'delivered') await this.deps.onDelivered?.(tx, { id: order.id, userId: order.userId }, now);
    return updated;
  }

  /** One state change in its own transaction, then the card. */
  async transition(
    orderId: string,
    to: OrderStatus,
    actor: OrderActor,
    details?: TransitionDetails,
  ): Promise<OrderRow> {
    const changed = await this.deps.uow.transaction((tx) => this.transitionIn(tx, orderId, to, actor, details));
    return this.deps.settlement.settle(changed);
  }

  async cancelByUser(userId: string, id: string, reason?: string): Promise<OrderDto> {
    const order = await this.deps.orders.find(userId, id);
    if (!order) throw orderNotFound();
    const updated = await this.transition(id, 'cancelled', 'user', {
      reason: reason || 'Cancelled by the customer',
      problemName: 'OrderNotCancellableException',
    });
    return loadOrderDto(this.deps.orders, updated);
  }

  /**
   * A restaurant's or the delivery partner's change, from an authenticated sender; a
   * redelivered event id changes nothing. The sender acts only as itself (403 otherwise)
   * and a restaurant only on its own orders: another restaurant's order is 404, like an
   * unknown one, so order ids cannot be probed. Both are checked before the event id is
   * recorded (per sender), so a refused event can still be sent by the right sender.
   */
  async applyWebhook(event: OrderWebhook, sender: WebhookSender): Promise<{ applied: boolean; status: OrderStatus }> {
    if (event.source !== sender.kind) {
      throw new HttpProblem(
        403,
        'ForbiddenException',
        'Forbidden',
        `${sender.id} may only send events with source ${sender.kind}.`,
      );
    }
    const result = await this.deps.uow.transaction(async (tx) => {
      const repo = this.deps.orders.in(tx);
      const order = await repo.lock(event.orderId);
      if (!order || (sender.kind === 'restaurant' && order.restaurantId !== sender.restaurantId)) {
        throw orderNotFound();
      }
      // Event ids are the sender's own ('/' never occurs in a sender id): no sender can spend another's.
      const fresh = await repo.recordDelivery(`${sender.id}/${event.eventId}`, sender.id, this.deps.clock.now(), {
        orderId: order.id,
        status: event.status,
      });
      if (!fresh) return { applied: false, status: order.status as OrderStatus, updated: undefined };
      const updated = await this.transitionIn(tx, event.orderId, event.status, sender.kind, {
        ...(event.reason ? { reason: event.reason } : {}),
        ...(event.etaMinutes !== undefined ? { etaMinutes: event.etaMinutes } : {}),
      });
      return { applied: true, status: updated.status as OrderStatus, updated };
    });
    if (result.updated) await this.deps.settlement.settle(result.updated);
    return { applied: result.applied, status: result.status };
  }

  /**
   * The local simulator's step (development and demo): every order unchanged for
   * `stepMs` moves one state on, as its restaurant and then a courier would. Each order
   * is its own transaction under its row lock, re-checked there, so several servers
   * running the simulator never move an order twice.
   */
  async simulateStep(stepMs: number, limit = 50): Promise<number> {
    const cutoff = new Date(this.deps.clock.now().getTime() - stepMs);
    const due = await this.deps.orders.dueForSimulation(cutoff, limit);
    let moved = 0;
    for (const candidate of due) {
      try {
        const changed = await this.deps.uow.transaction(async (tx) => {
          const order = await this.deps.orders.in(tx).lock(candidate.id);
          if (!order || order.updatedAt >= cutoff || isFinal(order.status as OrderStatus)) return undefined;
          const next = nextSimulatedStep(order.status as OrderStatus);
          if (!next) return undefined;
          const actor: OrderActor = next === 'out_for_delivery' || next === 'delivered' ? 'delivery' : 'restaurant';
          return this.transitionIn(tx, order.id, next, actor);
        });
        if (changed) {
          moved++;
          await this.deps.settlement.settle(changed);
        }
      } catch (err) {
        this.deps.log.warn({ err, orderId: candidate.id }, 'order simulator: step failed');
      }
    }
    return moved;
  }
}
