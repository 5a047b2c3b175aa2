import { useParams } from 'react-router';
import { PackingSlip } from '../features/admin/orders/packing-slip.tsx';
import { orderIdFrom } from '../features/orders/order-link.ts';

export const meta = () => [{ title: 'Packing slip · Admin' }, { name: 'robots', content: 'noindex' }];

export default function AdminPackingSlip() {
  const orderId = orderIdFrom(useParams().orderId ?? null);
  if (orderId === null) return <p role="alert">Order not found</p>;
  return <PackingSlip orderId={orderId} />;
}
