import { ItemForm } from '../features/admin/catalog/item-form.tsx';

export const meta = () => [{ title: 'Add item · Admin' }, { name: 'robots', content: 'noindex' }];

export default function AdminAddItem() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">Add item</h1>
      <ItemForm />
    </div>
  );
}
