import { PaymentSettingsPage } from '../features/admin/payments/payment-settings-page.tsx';

export const meta = () => [{ title: 'Payment Settings · Admin' }, { name: 'robots', content: 'noindex' }];

export default function Page() {
  return <PaymentSettingsPage />;
}
