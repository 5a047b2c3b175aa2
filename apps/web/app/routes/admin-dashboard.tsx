import { CustomerList } from '../features/admin/customer-list.tsx';

export const meta = () => [{ title: 'Dashboard · Admin' }, { name: 'robots', content: 'noindex' }];

/** The owner's dashboard; for now the customer list (sales figures arrive with the orders issue). */
export default function AdminDashboard() {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Dashboard</h1>
      <CustomerList />
    </div>
  );
}
