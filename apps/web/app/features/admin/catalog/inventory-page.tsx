import { INVENTORY_PAGE_SIZE, INVENTORY_SORTS, STOCK_FILTERS } from '@discus/domain/catalogue-rules';
import type {
  AdminCategory,
  InventoryAnswer,
  InventoryBody,
  InventoryProduct,
} from '@discus/domain/contracts/admin-catalog';
import { imageUrl } from '@discus/domain/images';
import { messages } from '@discus/domain/messages';
import { paths } from '@discus/domain/paths';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Form, useSearchParams, useSubmit } from 'react-router';
import { primaryButton } from '../../../components/form/buttons.ts';
import { inputClass } from '../../../components/form/text-field.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { browserApi } from '../../../lib/browser-api.ts';
import { Link } from '../../../lib/link.tsx';
import { AuditDialog } from './audit-dialog.tsx';
import { CsvTools } from './csv-import.tsx';
import { errorText, useAdminCall } from './use-admin-call.ts';
import { VariantRow } from './variant-row.tsx';

const sortLabels: Record<(typeof INVENTORY_SORTS)[number], string> = {
  relevance: 'Best match / newest',
  newest: 'Newest first',
  oldest: 'Oldest first',
  title: 'Title A–Z',
  stock_asc: 'Least stock first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};
const stockLabels: Record<(typeof STOCK_FILTERS)[number], string> = {
  sold_out: 'Sold out',
  low: 'Low stock',
  in_stock: 'In stock',
};

function readQuery(params: URLSearchParams): Required<Pick<InventoryBody, 'pageNo' | 'pageSize'>> & InventoryBody {
  const stock = params.get('stock') as InventoryBody['stock'] | null;
  const sort = params.get('sort') as InventoryBody['sort'] | null;
  const active = params.get('active');
  const categoryId = Number.parseInt(params.get('category') ?? '', 10);
  return {
    query: params.get('q')?.trim().slice(0, 200) || undefined,
    categoryId: categoryId > 0 ? categoryId : undefined,
    stock: stock && STOCK_FILTERS.includes(stock) ? stock : undefined,
    active: active === 'yes' ? true : active === 'no' ? false : undefined,
    sort: sort && INVENTORY_SORTS.includes(sort) ? sort : 'relevance',
    pageNo: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    pageSize: INVENTORY_PAGE_SIZE,
  };
}

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; page: InventoryAnswer };

/** /admin_inventory: every product with its variants; find, filter, edit in place, in bulk, or by CSV. */
export function InventoryPage() {
  const [params] = useSearchParams();
  const query = readQuery(params);
  const key = JSON.stringify(query);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [categories, setCategories] = useState<AdminCategory[]>([]);
  const [selected, setSelected] = useState<Map<number, number>>(new Map());
  const [history, setHistory] = useState<{ id: number; title: string } | null>(null);
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const submit = useSubmit();
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The list answers as the owner goes: a filter at once, the search after a short pause in typing.
  const answerAsYouGo = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    clearTimeout(typing.current);
    const wait = event.target instanceof HTMLInputElement ? 400 : 0;
    typing.current = setTimeout(() => submit(form, { replace: true }), wait);
  };
  useEffect(() => () => clearTimeout(typing.current), []);

  useEffect(() => {
    browserApi.adminCategories().then(setCategories, () => {});
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the query; reloads re-read it
  useEffect(() => {
    let current = true;
    browserApi.adminInventory(JSON.parse(key)).then(
      (page) => current && setLoaded({ state: 'loaded', page }),
      (error) => current && setLoaded({ state: 'failed', message: errorText(error) }),
    );
    return () => {
      current = false;
    };
  }, [key, reloads]);

  const replaceProduct = (product: InventoryProduct) =>
    setLoaded((l) =>
      l.state === 'loaded'
        ? { ...l, page: { ...l.page, result: l.page.result.map((p) => (p.id === product.id ? product : p)) } }
        : l,
    );

  const hrefFor = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    return `?${next.toString()}`;
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Inventory</h1>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.adminAddItem()} className={primaryButton}>
            Add item
          </Link>
          <CsvTools onApplied={reload} />
        </div>
      </div>

      <Form
        method="get"
        role="search"
        onChange={answerAsYouGo}
        className="grid grid-cols-2 gap-2 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:grid-cols-6"
      >
        <label className="col-span-2 text-xs text-slate-600">
          Search
          <input
            name="q"
            type="search"
            defaultValue={query.query ?? ''}
            placeholder="Title, strain, category…"
            className={inputClass}
          />
        </label>
        <label className="text-xs text-slate-600">
          Category
          <select
            name="category"
            defaultValue={query.categoryId ?? ''}
            className={inputClass}
            key={`c${query.categoryId}`}
          >
            <option value="">All</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.categoryName}
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs text-slate-600">
          Stock
          <select name="stock" defaultValue={query.stock ?? ''} className={inputClass} key={`s${query.stock}`}>
            <option value="">Any</option>
            {STOCK_FILTERS.map((s) => (
              <option key={s} value={s}>
                {stockLabels[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs text-slate-600">
          Shown
          <select
            name="active"
            defaultValue={query.active === undefined ? '' : query.active ? 'yes' : 'no'}
            className={inputClass}
            key={`a${query.active}`}
          >
            <option value="">All</option>
            <option value="yes">Active</option>
            <option value="no">Hidden</option>
          </select>
        </label>
        <label className="text-xs text-slate-600">
          Sort
          <select name="sort" defaultValue={query.sort} className={inputClass} key={`o${query.sort}`}>
            {INVENTORY_SORTS.map((s) => (
              <option key={s} value={s}>
                {sortLabels[s]}
              </option>
            ))}
          </select>
        </label>
        <div className="col-span-2 flex justify-end sm:col-span-6">
          <button type="submit" className={primaryButton}>
            Show
          </button>
        </div>
      </Form>

      {loaded.state === 'loading' && (
        <p role="status" className="py-8 text-center text-slate-600">
          {messages.loading}
        </p>
      )}
      {loaded.state === 'failed' && (
        <p role="alert" className="py-8 text-center text-red-700">
          {loaded.message}
        </p>
      )}
      {loaded.state === 'loaded' && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
            <p>
              {loaded.page.totalCount} {loaded.page.totalCount === 1 ? 'product' : 'products'}
            </p>
            <LowStockSetting value={loaded.page.lowStockAt} onSaved={reload} />
          </div>
          <BulkStockBar
            selected={selected}
            onDone={() => {
              setSelected(new Map());
              reload();
            }}
          />
          {loaded.page.result.length === 0 ? (
            <p className="py-8 text-center text-slate-600">No product matches these filters.</p>
          ) : (
            <ul className="space-y-3">
              {loaded.page.result.map((product) => (
                <ProductEntry
                  key={`${product.id}-${product.version}`}
                  product={product}
                  lowStockAt={loaded.page.lowStockAt}
                  selected={selected}
                  onSelect={(variantId, version, on) =>
                    setSelected((s) => {
                      const next = new Map(s);
                      if (on) next.set(variantId, version);
                      else next.delete(variantId);
                      return next;
                    })
                  }
                  onChanged={replaceProduct}
                  onStale={reload}
                  onHistory={() => setHistory(product)}
                />
              ))}
            </ul>
          )}
          <Pagination
            pageNo={loaded.page.pageNo}
            pageSize={loaded.page.pageSize}
            totalCount={loaded.page.totalCount}
            hrefFor={hrefFor}
          />
        </>
      )}
      <AuditDialog product={history} onClose={() => setHistory(null)} />
    </div>
  );
}

type EntryProps = {
  product: InventoryProduct;
  lowStockAt: number;
  selected: Map<number, number>;
  onSelect: (variantId: number, version: number, on: boolean) => void;
  onChanged: (product: InventoryProduct) => void;
  onStale: () => void;
  onHistory: () => void;
};

function ProductEntry({ product, lowStockAt, selected, onSelect, onChanged, onStale, onHistory }: EntryProps) {
  const call = useAdminCall();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    const result = await call(
      () =>
        browserApi.adminSetProductActive({ productId: product.id, version: product.version, active: !product.active }),
      (error) => error.status === 409 && onStale(),
    );
    setBusy(false);
    if (result) onChanged({ ...product, active: result.active, version: result.version });
  };
  return (
    <li
      data-testid="inventory-product"
      aria-label={product.title}
      className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4"
    >
      <div className="flex flex-wrap items-center gap-3">
        {product.image ? (
          <img
            src={imageUrl('products', product.image.filename, 240)}
            alt=""
            width={48}
            height={48}
            className="size-12 shrink-0 rounded-md object-cover"
          />
        ) : (
          <span className="size-12 shrink-0 rounded-md bg-slate-100" />
        )}
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
            <Link to={paths.adminEditItem(product.id)} className="hover:underline">
              {product.title}
            </Link>
          </h2>
          <p className="text-xs text-slate-600">
            {product.category.categoryName}
            {!product.category.active && ' (hidden category)'}
          </p>
        </div>
        <span
          className={`rounded px-2 py-0.5 text-xs font-semibold ${product.active ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700'}`}
        >
          {product.active ? 'Active' : 'Hidden'}
        </span>
        <div className="flex gap-1">
          <button
            type="button"
            disabled={busy}
            onClick={toggle}
            className="rounded-md border border-slate-300 px-2.5 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            {product.active ? 'Deactivate' : 'Activate'}
          </button>
          <Link
            to={paths.adminEditItem(product.id)}
            className="rounded-md border border-slate-300 px-2.5 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            Edit
          </Link>
          <button
            type="button"
            onClick={onHistory}
            className="rounded-md border border-slate-300 px-2.5 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            History
          </button>
        </div>
      </div>
      <ul className="mt-2">
        {product.variants.map((variant) => (
          <VariantRow
            key={`${variant.id}-${variant.version}`}
            variant={variant}
            lowStockAt={lowStockAt}
            selected={selected.has(variant.id)}
            onSelect={(on) => onSelect(variant.id, variant.version, on)}
            onSaved={(saved) =>
              onChanged({ ...product, variants: product.variants.map((v) => (v.id === saved.id ? saved : v)) })
            }
            onStale={onStale}
          />
        ))}
      </ul>
    </li>
  );
}

function BulkStockBar({ selected, onDone }: { selected: Map<number, number>; onDone: () => void }) {
  const [stock, setStock] = useState('0');
  const call = useAdminCall();
  const showMessage = useSnackbar();
  if (selected.size === 0) return null;
  const apply = async () => {
    const items = [...selected].map(([variantId, version]) => ({ variantId, version, stock: Number(stock) }));
    const result = await call(
      () => browserApi.adminBulkStock(items),
      (error) => error.status === 409 && onDone(),
    );
    if (result) {
      showMessage(messages.stockUpdated);
      onDone();
    }
  };
  return (
    <div className="sticky top-0 z-10 flex flex-wrap items-end gap-2 rounded-xl bg-brand-50 p-3 ring-1 ring-brand-200">
      <p className="text-sm font-medium text-slate-900">{selected.size} selected:</p>
      <label className="text-xs text-slate-600">
        Set stock to
        <input
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={stock}
          onChange={(e) => setStock(e.target.value)}
          className={`${inputClass} w-28`}
        />
      </label>
      <button type="button" onClick={apply} className={primaryButton}>
        Set stock
      </button>
    </div>
  );
}

function LowStockSetting({ value, onSaved }: { value: number; onSaved: () => void }) {
  const [draft, setDraft] = useState(String(value));
  const call = useAdminCall();
  return (
    <form
      className="flex items-center gap-2"
      onSubmit={async (e) => {
        e.preventDefault();
        if (await call(() => browserApi.adminSetLowStock(Number(draft)))) onSaved();
      }}
    >
      <label className="flex items-center gap-2">
        Low stock at or below
        <input
          type="number"
          min={0}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          className="w-20 rounded-md border border-slate-300 px-2 py-1"
        />
      </label>
      <button type="submit" className="rounded-md border border-slate-300 px-2 py-1 text-sm hover:bg-slate-50">
        Set
      </button>
    </form>
  );
}
