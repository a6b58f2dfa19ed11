import type { OrderStatus } from '@playeats/contracts/ordering';
import type { RegisterPushDevice } from '@playeats/contracts/push';
import type { Clock } from '../../../adapters/clock.ts';
import type { PushOutcome, PushSender } from '../../../adapters/push/push-sender.ts';
import type { Database } from '../../../db/client.ts';
import type { Repository } from '../../../db/unit-of-work.ts';
import type { UsersService } from '../../accounts/users/users.service.ts';
import type { ClaimedDelivery, PushRepository } from './push.repository.ts';
import { pushText } from './push-texts.ts';

/** Tries of one delivery before it is given up. */
export const PUSH_MAX_ATTEMPTS = 5;
const BATCH = 50;
/** A person's phones and tablets: more is a script, and each device multiplies every push. */
export const PUSH_DEVICES_PER_USER = 10;
const KEEP_FINISHED_MS = 7 * 24 * 3600_000;

/** The wait before try `attempts + 1`: 30 s, doubling, at most an hour; longer when the service asks. */
export function pushBackoffMs(attempts: number, askedMs = 0): number {
  return Math.max(askedMs, Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3600_000));
}

export interface PushServiceDeps {
  push: Repository<PushRepository>;
  sender: PushSender;
  users: Pick<UsersService, 'find'>;
  clock: Clock;
}

/**
 * The user's notifications as pushes to their phones: the devices they registered, a
 * delivery written with each notification (in its transaction), and the job that sends
 * them, at most once per notification and device, retried with back-off while the service
 * says "later", the device forgotten when it says the token is dead.
 */
export class PushService {
  constructor(private readonly deps: PushServiceDeps) {}

  register(userId: string, device: RegisterPushDevice): Promise<void> {
    return this.deps.push.upsertDevice(
      userId,
      device.platform,
      device.token,
      this.deps.clock.now(),
      PUSH_DEVICES_PER_USER,
    );
  }

  /** Only the user's own device: another account's token is left alone (and the answer is the same). */
  unregister(userId: string, token: string): Promise<void> {
    return this.deps.push.deleteDevice(userId, token);
  }

  /** Inside the notification's transaction: one delivery for each of the user's devices. */
  enqueue(tx: Database, notificationId: number, userId: string, at: Date): Promise<void> {
    return this.deps.push.in(tx).enqueue(notificationId, userId, at);
  }

  /** One run of the delivery job: the due deliveries sent, each outcome recorded; how many were taken. */
  async deliverDue(signal?: AbortSignal): Promise<number> {
    const { push, clock } = this.deps;
    const now = clock.now();
    await push.purgeFinished(new Date(now.getTime() - KEEP_FINISHED_MS));
    const claimed = await push.claimDue(now, BATCH);
    const languages = new Map<string, Promise<string>>();
    const languageOf = (userId: string) => {
      if (!languages.has(userId)) {
        languages.set(
          userId,
          this.deps.users.find(userId).then((u) => u?.language ?? 'en'),
        );
      }
      return languages.get(userId)!;
    };
    for (const delivery of claimed) {
      if (signal?.aborted) {
        // Stopping: not sent, so back to pending for the next run (or the next leader).
        await push.retryAt(delivery.id, now, clock.now(), 'stopped before sending');
        continue;
      }
      try {
        const outcome = await this.send(delivery, await languageOf(delivery.userId), signal);
        await this.record(delivery, outcome);
      } catch (err) {
        // Not the service's answer (that is an outcome): the database or the text failed.
        // Back to pending, so this delivery is not stranded in sending with the rest of the batch.
        await push
          .retryAt(
            delivery.id,
            new Date(clock.now().getTime() + pushBackoffMs(delivery.attempts)),
            clock.now(),
            String(err),
          )
          .catch(() => undefined);
      }
    }
    return claimed.length;
  }

  private send(delivery: ClaimedDelivery, language: string, signal?: AbortSignal): Promise<PushOutcome> {
    const data = delivery.data as { status?: OrderStatus; number?: number; restaurantName?: string };
    const { title, body } = pushText(language, data);
    return this.deps.sender
      .send(
        {
          token: delivery.token,
          platform: delivery.platform,
          title,
          body,
          data: {
            notificationId: String(delivery.notificationId),
            ...(delivery.orderId && { orderId: delivery.orderId }),
            ...(data.status && { status: data.status }),
          },
          collapseId: `notification-${delivery.notificationId}`,
        },
        signal,
      )
      .catch((err: unknown) => ({ kind: 'retry', reason: (err as Error).message }) as const);
  }

  private async record(delivery: ClaimedDelivery, outcome: PushOutcome): Promise<void> {
    const { push, clock } = this.deps;
    const at = clock.now();
    switch (outcome.kind) {
      case 'sent':
        return push.finish(delivery.id, 'sent', at);
      case 'unregistered':
        // The device row goes, and its deliveries with it: nothing will reach that token.
        return push.deleteDeviceById(delivery.deviceId);
      case 'failed':
        return push.finish(delivery.id, 'failed', at, outcome.reason);
      case 'retry':
        if (delivery.attempts >= PUSH_MAX_ATTEMPTS) return push.finish(delivery.id, 'failed', at, outcome.reason);
        return push.retryAt(
          delivery.id,
          new Date(at.getTime() + pushBackoffMs(delivery.attempts, outcome.afterMs)),
          at,
          outcome.reason,
        );
    }
  }
}
