import { useParams } from 'react-router';
import { AdminOrderPage } from '../features/admin/orders/order-page.tsx';
import { orderIdFrom } from '../features/orders/order-link.ts';

export const meta = () => [{ title: 'Order · Admin' }, { name: 'robots', content: 'noindex' }];

export default function AdminOrderDetails() {
  const orderId = orderIdFrom(useParams().orderId ?? null);
  if (orderId === null) return <p role="alert">Order not found</p>;
  return <AdminOrderPage key={orderId} orderId={orderId} />;
}
