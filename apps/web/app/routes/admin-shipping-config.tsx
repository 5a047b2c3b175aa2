import { ShippingConfigPage } from '../features/admin/orders/shipping-config-page.tsx';

export const meta = () => [{ title: 'Shipping Config · Admin' }, { name: 'robots', content: 'noindex' }];

export default function Page() {
  return <ShippingConfigPage />;
}
