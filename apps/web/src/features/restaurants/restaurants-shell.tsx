import { lazy, Suspense } from 'react';
import { loadChunk } from '../../lib/lazy-page.ts';
import './components/delivery-location-field.css';

/*
 * Pieces of discovery other pages carry (the landing page's "Where should we deliver?"),
 * loaded on their own chunk: the page around them paints first.
 */
const deliveryLocationField = () => import('./components/delivery-location-field.tsx');
const DeliveryLocationField = lazy(() =>
  loadChunk(deliveryLocationField).then((m) => ({
    default: m.DeliveryLocationField,
  })),
);

/**
 * The field's code, loaded ahead: a pre-rendered landing page shows the field from its
 * first paint, and the app takes it over with the page (app/routes.tsx, issue 17).
 */
export const preloadDeliveryLocationField = (): Promise<unknown> => deliveryLocationField();

/** The field, with a placeholder of its size while its code loads (nothing moves when it arrives). */
export function LazyDeliveryLocationField() {
  return (
    <Suspense fallback={<div className="delivery-field delivery-field--placeholder card" aria-hidden="true" />}>
      <DeliveryLocationField />
    </Suspense>
  );
}
