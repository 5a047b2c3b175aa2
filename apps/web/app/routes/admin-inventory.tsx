import { InventoryPage } from '../features/admin/catalog/inventory-page.tsx';

export const meta = () => [{ title: 'Inventory · Admin' }, { name: 'robots', content: 'noindex' }];

export default function AdminInventory() {
  return <InventoryPage />;
}
