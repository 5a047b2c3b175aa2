import { CategoriesPage } from '../features/admin/catalog/categories-page.tsx';

export const meta = () => [{ title: 'Categories · Admin' }, { name: 'robots', content: 'noindex' }];

export default function AdminCategories() {
  return <CategoriesPage />;
}
