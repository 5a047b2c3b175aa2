import { OrderList } from '../features/admin/orders/order-list.tsx';

export const meta = () => [{ title: 'Orders · Admin' }, { name: 'robots', content: 'noindex' }];

export default function Page() {
  return <OrderList />;
}
