import { DashboardPage } from '../features/admin/orders/dashboard-page.tsx';

export const meta = () => [{ title: 'Dashboard · Admin' }, { name: 'robots', content: 'noindex' }];

/** The owner's dashboard (issue 12); the customer list has its own entry, Customers. */
export default function AdminDashboard() {
  return <DashboardPage />;
}
