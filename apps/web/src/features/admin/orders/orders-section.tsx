import { Route, Routes } from 'react-router';
import { OrderDetailPage } from './order-detail-page.tsx';
import { OrdersListPage } from './orders-list-page.tsx';

/** /admin/orders (find) and /admin/orders/{id} (one order, its timeline and moves). */
export function OrdersSection() {
  return (
    <Routes>
      <Route index element={<OrdersListPage />} />
      <Route path=":orderId" element={<OrderDetailPage />} />
    </Routes>
  );
}
