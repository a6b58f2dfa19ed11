import { useTranslation } from 'react-i18next';
import type { OrderDto } from '@playeats/contracts/ordering';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { isFinished, TIMELINE_STEPS, type TimelineStep } from '../order-status.ts';
import '../../../styles/ordering.css';
import './order-progress.css';

/** The step an order is at, 1 to 6 (placed … delivered); null when cancelled. */
export function currentStep(order: Pick<OrderDto, 'status'>): number | null {
  if (order.status === 'cancelled') return null;
  return Math.max(0, TIMELINE_STEPS.indexOf(order.status as TimelineStep)) + 1;
}

/**
 * How far along an order is, 0 to 100: each step reached fills its share, so a placed
 * order already shows a start and a delivered one is full.
 */
export function progressPercent(order: Pick<OrderDto, 'status'>): number {
  const step = currentStep(order);
  return step === null ? 0 : Math.round((step / TIMELINE_STEPS.length) * 100);
}

export interface OrderProgressProps {
  order: OrderDto;
  /** The status sentence above the bar (the overlay); the tracking page has its own headline. */
  headline?: boolean;
}

/**
 * An order's progress as a bar (role progressbar) with the step it is at and when it
 * should arrive, read out together; it follows the order as it moves. A cancelled order
 * has no bar: its timeline says where it stopped.
 */
export function OrderProgress({ order, headline = true }: OrderProgressProps) {
  const { t } = useTranslation('ordering');
  const { time } = useFormatters();
  const step = currentStep(order);
  const status = t(`tracking.headline.${order.status}`);
  const eta =
    !isFinished(order.status) && order.estimatedDeliveryAt
      ? t('tracking.eta', { time: time(order.estimatedDeliveryAt) })
      : null;
  const stepText =
    step === null
      ? null
      : t('progress.step', { step, total: TIMELINE_STEPS.length, status: t(`status.${order.status}`) });
  const percent = progressPercent(order);
  return (
    <div className="order-progress">
      {headline && (
        <p className="order-progress-headline">
          <span role="status">{status}</span>
        </p>
      )}
      {stepText !== null && (
        <>
          <div
            className="order-progress-bar"
            role="progressbar"
            aria-label={t('progress.label', { number: order.number })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={eta ? `${stepText}. ${eta}` : stepText}
          >
            <span className="order-progress-fill" style={{ width: `${percent}%` }} />
          </div>
          <p className="order-progress-legend">
            <span>{stepText}</span>
            {eta && <span className="order-progress-eta">{eta}</span>}
          </p>
        </>
      )}
    </div>
  );
}
