import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useReorder } from '../api/reorder.ts';

/** "Order again" under a finished order: the cart gets its lines at today's prices, then opens. */
export function ReorderButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation('ordering');
  const navigate = useNavigate();
  const reorder = useReorder();
  return (
    <button
      type="button"
      className="btn btn-primary"
      disabled={reorder.isPending}
      onClick={() => reorder.mutate(orderId, { onSuccess: () => void navigate('/cart') })}
    >
      {t('history.reorder')}
    </button>
  );
}
