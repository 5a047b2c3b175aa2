import type { EditableProduct } from '@discus/domain/contracts/admin-catalog';
import { messages } from '@discus/domain/messages';
import { paths } from '@discus/domain/paths';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { ItemForm } from '../features/admin/catalog/item-form.tsx';
import { errorText } from '../features/admin/catalog/use-admin-call.ts';
import { browserApi } from '../lib/browser-api.ts';
import { Link } from '../lib/link.tsx';

export const meta = () => [{ title: 'Edit item · Admin' }, { name: 'robots', content: 'noindex' }];

/** The add item form, filled with a product; read again after every save (its new version). */
export default function AdminEditItem() {
  const productId = Number.parseInt(useParams().productId ?? '', 10);
  const location = useLocation();
  const [product, setProduct] = useState<EditableProduct | string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a save navigates here again with new state
  useEffect(() => {
    setProduct(null);
    browserApi.adminGetProduct(productId).then(setProduct, (error) => setProduct(errorText(error)));
  }, [productId, location.key]);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">Edit item</h1>
        {product && typeof product !== 'string' && (
          <Link to={paths.productDetail(product.id, product.slug)} className="text-sm text-brand-700 underline">
            View in the shop
          </Link>
        )}
      </div>
      {product === null && <p role="status">{messages.loading}</p>}
      {typeof product === 'string' && <p role="alert">{product}</p>}
      {product && typeof product !== 'string' && (
        <ItemForm key={`${product.id}-${product.version}`} product={product} />
      )}
    </div>
  );
}
