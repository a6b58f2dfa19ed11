import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { logger } from '../../../lib/logger.ts';
import { orderingKeys } from '../../../lib/ordering-query-keys.ts';
import type { PushChannel } from '../../../lib/platform/push-channel.ts';
import { pushChoice, registerPushDevice, subscribePushChoice } from '../../../lib/push-device.ts';
import { resetNotificationPollingChanged, selectIsSignedIn, selectQueryUserKey } from '../../auth/auth-slice.ts';

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The person's push choice on this device, kept in step with every change. */
export function usePushChoice() {
  return useSyncExternalStore(subscribePushChoice, pushChoice);
}

/**
 * The phone's pushes while someone is signed in: once they turned them on (and the system
 * allows them), this phone is registered with the server, again whenever its token
 * changes; a tapped notification opens its order's tracking page; a push that arrives
 * while the app is open refreshes the notifications and orders instead of a banner.
 */
export function usePhonePush(channel: PushChannel | undefined): void {
  const signedIn = useAppSelector(selectIsSignedIn);
  const userKey = useAppSelector(selectQueryUserKey);
  const choice = usePushChoice();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!channel || !signedIn) return;
    const orderOf = (data: Record<string, unknown>) =>
      typeof data.orderId === 'string' && ORDER_ID.test(data.orderId) ? data.orderId : null;
    const stops = [
      channel.onTap((data) => {
        const orderId = orderOf(data);
        if (orderId) void navigate(`/orders/${orderId}`);
      }),
      // As a notification event of the stream does: the poller reloads, the order is read again.
      channel.onReceived((data) => {
        dispatch(resetNotificationPollingChanged(true));
        const orderId = orderOf(data);
        if (orderId) void queryClient.invalidateQueries({ queryKey: orderingKeys.order(userKey, orderId) });
        void queryClient.invalidateQueries({ queryKey: orderingKeys.activeOrder(userKey) });
        void queryClient.invalidateQueries({ queryKey: orderingKeys.orderList(userKey) });
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [channel, signedIn, userKey, navigate, dispatch, queryClient]);

  useEffect(() => {
    if (!channel || !signedIn || choice !== 'on') return;
    let active = true;
    const warn = (error: unknown) => logger.warn('push: registration failed', error);
    const stop = channel.onToken((token) => {
      if (active) registerPushDevice(token, channel.platform()).catch(warn);
    });
    channel
      .permission()
      .then((permission) => (active && permission === 'granted' ? channel.register() : undefined))
      .catch(warn);
    return () => {
      active = false;
      stop();
    };
  }, [channel, signedIn, choice]);
}
