import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@playeats/contracts/ordering';

/** The status as a short coloured label; cancelled stands out. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('ordering');
  return <span className={`ordering-badge status-badge status-badge--${status}`}>{t(`status.${status}`)}</span>;
}
