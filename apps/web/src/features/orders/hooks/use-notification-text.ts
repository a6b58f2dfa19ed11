import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationDto } from '@playeats/contracts/ordering';

/** "Order #12 from Poutinerie is out for delivery", in the app's language. */
export function useNotificationText(): (notification: NotificationDto) => string {
  const { t } = useTranslation('ordering');
  return useCallback(
    (n) =>
      n.status
        ? t(`notifications.status.${n.status}`, { number: n.orderNumber ?? '', restaurant: n.restaurantName ?? '' })
        : t('notifications.generic'),
    [t],
  );
}
