import { CustomerList } from '../features/admin/customer-list.tsx';

export const meta = () => [{ title: 'Customers · Admin' }, { name: 'robots', content: 'noindex' }];

/** The customer list, moved from the dashboard to its own side-menu entry (issue 12). */
export default function AdminCustomers() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">Customers</h1>
      <CustomerList />
    </div>
  );
}
