import { GST_RATES, MAX_PHOTOS, MAX_VARIANTS, PRODUCT_PHOTO_MAX_BYTES } from '@discus/domain/catalogue-rules';
import type { AdminCategory, EditableProduct } from '@discus/domain/contracts/admin-catalog';
import { imageUrl } from '@discus/domain/images';
import { messages } from '@discus/domain/messages';
import { paths } from '@discus/domain/paths';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { primaryButton, secondaryButton } from '../../../components/form/buttons.ts';
import { inputClass } from '../../../components/form/text-field.tsx';
import { ProductCard } from '../../../components/product/product-card.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { browserApi } from '../../../lib/browser-api.ts';
import { cardView } from '../../../lib/card-data.ts';
import { Link } from '../../../lib/link.tsx';
import {
  draftErrors,
  draftOf,
  emptyDraft,
  emptyVariant,
  formOf,
  type ItemDraft,
  moved,
  type PhotoDraft,
  previewOf,
  type VariantDraft,
} from './item-draft.ts';
import { errorText, useAdminCall } from './use-admin-call.ts';

type Props = { product?: EditableProduct };

/** A labelled text input: `onValue` gets what the owner typed. */
function InputField({
  label,
  error,
  className,
  onValue,
  ...input
}: {
  label: string;
  error?: string;
  className?: string;
  onValue: (value: string) => void;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'onChange'>) {
  return (
    <Field label={label} error={error} className={className}>
      {(id) => <input id={id} className={inputClass} onChange={(e) => onValue(e.target.value)} {...input} />}
    </Field>
  );
}

function Field({
  label,
  error,
  children,
  className,
}: {
  label: string;
  error?: string;
  children: (id: string) => ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1">{children(id)}</div>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const small =
  'rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-800 hover:bg-slate-50 disabled:opacity-40';

/** The add item and edit item form (the same form): details, variants, photos, and a live card preview. */
export function ItemForm({ product }: Props) {
  const [draft, setDraft] = useState<ItemDraft>(() => (product ? draftOf(product) : emptyDraft()));
  const [categories, setCategories] = useState<AdminCategory[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(0);
  const [createdAt] = useState(() => product?.createdAt ?? new Date().toISOString());
  const navigate = useNavigate();
  const showMessage = useSnackbar();
  const call = useAdminCall();
  const errors = draftErrors(draft);
  const shown = submitted ? errors : {};

  useEffect(() => {
    browserApi.adminCategories().then(setCategories, (error) => showMessage(errorText(error), 'error'));
  }, [showMessage]);

  const set = <K extends keyof ItemDraft>(key: K, value: ItemDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setVariant = (index: number, change: Partial<VariantDraft>) =>
    setDraft((d) => ({ ...d, variants: d.variants.map((v, i) => (i === index ? { ...v, ...change } : v)) }));
  const setPhoto = (index: number, change: Partial<PhotoDraft>) =>
    setDraft((d) => ({ ...d, photos: d.photos.map((p, i) => (i === index ? { ...p, ...change } : p)) }));

  const addPhotos = async (files: File[]) => {
    for (const file of files.slice(0, MAX_PHOTOS - draft.photos.length)) {
      if (file.size > PRODUCT_PHOTO_MAX_BYTES) {
        showMessage(messages.photoTooLarge, 'error');
        continue;
      }
      setUploading((n) => n + 1);
      const body = new Blob([file], { type: file.type || 'application/octet-stream' });
      const saved = await call(() => browserApi.adminUploadProductPhoto(body));
      setUploading((n) => n - 1);
      if (saved) {
        const alt = draft.title ? `${draft.title}` : '';
        setDraft((d) => ({ ...d, photos: [...d.photos, { ...saved, alt, variantKey: null }] }));
      }
    }
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) {
      showMessage('Please correct the fields marked below.', 'error');
      return;
    }
    setBusy(true);
    const saved = await call(
      () => browserApi.adminSaveProduct({ productId: product?.id, version: product?.version, product: formOf(draft) }),
      (error) => {
        if (error.status === 409 && product) {
          browserApi
            .adminGetProduct(product.id)
            .then((fresh) =>
              navigate(paths.adminEditItem(fresh.id), { replace: true, state: { fresh: fresh.version } }),
            );
        }
      },
    );
    setBusy(false);
    if (saved) {
      showMessage(messages.itemSaved);
      navigate(paths.adminEditItem(saved.id), { replace: Boolean(product), state: { fresh: saved.version } });
    }
  };

  const categoryName = categories.find((c) => String(c.id) === draft.categoryId)?.categoryName ?? '';
  const preview = previewOf(draft, categoryName, createdAt);

  return (
    <form onSubmit={save} noValidate className="grid gap-4 lg:grid-cols-[1fr_16rem]">
      <div className="min-w-0 space-y-4">
        <section className="grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2">
          <h2 className="text-lg font-semibold text-slate-900 sm:col-span-2">Details</h2>
          <InputField
            label="Title"
            error={shown.title}
            className="sm:col-span-2"
            value={draft.title}
            onValue={(value) => set('title', value)}
          />
          <Field label="Category" error={shown.categoryId}>
            {(id) => (
              <select
                id={id}
                className={inputClass}
                value={draft.categoryId}
                onChange={(e) => set('categoryId', e.target.value)}
              >
                <option value="">Choose…</option>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.categoryName}
                    {c.active ? '' : ' (hidden)'}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <InputField
            label="HSN code"
            error={shown.hsnCode}
            inputMode="numeric"
            value={draft.hsnCode}
            onValue={(value) => set('hsnCode', value)}
          />
          <Field
            label="Description (plain text; an empty line starts a paragraph)"
            error={shown.description}
            className="sm:col-span-2"
          >
            {(id) => (
              <textarea
                id={id}
                rows={5}
                className={inputClass}
                value={draft.description}
                onChange={(e) => set('description', e.target.value)}
              />
            )}
          </Field>
          <InputField
            label="Size (inches)"
            error={shown.sizeInches}
            inputMode="decimal"
            value={draft.sizeInches}
            onValue={(value) => set('sizeInches', value)}
          />
          <InputField
            label="Strain"
            error={shown.strain}
            value={draft.strain}
            onValue={(value) => set('strain', value)}
          />
          <InputField label="Grade" error={shown.grade} value={draft.grade} onValue={(value) => set('grade', value)} />
          <fieldset className="space-y-1.5 text-sm text-slate-800 sm:col-span-2">
            <legend className="sr-only">Kind</legend>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4"
                checked={draft.liveFish}
                onChange={(e) => set('liveFish', e.target.checked)}
              />
              Live fish
            </label>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4"
                checked={draft.oneOff}
                onChange={(e) => set('oneOff', e.target.checked)}
              />
              One-off: the fish you see is the fish you get (otherwise batch stock)
            </label>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4"
                checked={draft.active}
                onChange={(e) => set('active', e.target.checked)}
              />
              Active (shown in the shop)
            </label>
          </fieldset>
        </section>

        <section aria-labelledby="variants-heading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <h2 id="variants-heading" className="text-lg font-semibold text-slate-900">
            Variants
          </h2>
          {shown.variants && (
            <p role="alert" className="text-sm text-red-700">
              {shown.variants}
            </p>
          )}
          <ol className="mt-2 space-y-3">
            {draft.variants.map((v, i) => (
              <li
                key={v.key}
                data-testid="variant-form"
                aria-label={`Variant ${i + 1}`}
                className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 sm:grid-cols-4"
              >
                <InputField
                  label="Size"
                  error={shown[`variants.${i}.size`]}
                  value={v.size}
                  onValue={(value) => setVariant(i, { size: value })}
                />
                <InputField
                  label="Colour"
                  error={shown[`variants.${i}.color`]}
                  value={v.color}
                  onValue={(value) => setVariant(i, { color: value })}
                />
                <InputField
                  label="Price (₹)"
                  error={shown[`variants.${i}.price`]}
                  inputMode="decimal"
                  value={v.price}
                  onValue={(value) => setVariant(i, { price: value })}
                />
                <InputField
                  label="Stock"
                  error={shown[`variants.${i}.stock`]}
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  value={v.stock}
                  onValue={(value) => setVariant(i, { stock: value })}
                />
                <Field label="GST rate" error={shown[`variants.${i}.taxPercent`]}>
                  {(id) => (
                    <select
                      id={id}
                      className={inputClass}
                      value={v.taxPercent}
                      onChange={(e) => setVariant(i, { taxPercent: e.target.value })}
                    >
                      {GST_RATES.map((rate) => (
                        <option key={rate} value={String(rate)}>
                          {rate} %
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <InputField
                  label="Discount %"
                  error={shown[`variants.${i}.discountPercent`]}
                  type="number"
                  min={0}
                  max={90}
                  inputMode="numeric"
                  value={v.discountPercent}
                  onValue={(value) => setVariant(i, { discountPercent: value })}
                />
                <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={v.discountEnabled}
                    onChange={(e) => setVariant(i, { discountEnabled: e.target.checked })}
                  />
                  Discount on
                </label>
                <div className="flex items-end justify-end gap-1">
                  <button
                    type="button"
                    className={small}
                    disabled={i === 0}
                    onClick={() => set('variants', moved(draft.variants, i, -1))}
                    aria-label={`Move variant ${i + 1} up`}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={small}
                    disabled={i === draft.variants.length - 1}
                    onClick={() => set('variants', moved(draft.variants, i, 1))}
                    aria-label={`Move variant ${i + 1} down`}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className={small}
                    disabled={draft.variants.length === 1}
                    onClick={() =>
                      setDraft((d) => ({
                        ...d,
                        variants: d.variants.filter((x) => x.key !== v.key),
                        photos: d.photos.map((p) => (p.variantKey === v.key ? { ...p, variantKey: null } : p)),
                      }))
                    }
                  >
                    Remove
                  </button>
                </div>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className={`${secondaryButton} mt-3`}
            disabled={draft.variants.length >= MAX_VARIANTS}
            onClick={() => set('variants', [...draft.variants, emptyVariant()])}
          >
            Add variant
          </button>
        </section>

        <PhotosSection
          draft={draft}
          uploading={uploading}
          onAdd={addPhotos}
          setPhoto={setPhoto}
          setPhotos={(photos) => set('photos', photos)}
        />

        <div className="flex flex-wrap justify-end gap-2">
          <Link to={paths.adminInventory()} className={secondaryButton}>
            Cancel
          </Link>
          <button type="submit" className={primaryButton} disabled={busy || uploading > 0}>
            {product ? 'Save changes' : 'Add item'}
          </button>
        </div>
      </div>

      <aside aria-label="Preview" className="lg:sticky lg:top-4 lg:self-start">
        <h2 className="mb-2 text-sm font-semibold text-slate-700">Preview in the shop</h2>
        <div inert className="max-w-64">
          <ProductCard card={cardView(preview, Date.now())} />
        </div>
      </aside>
    </form>
  );
}

type PhotosProps = {
  draft: ItemDraft;
  uploading: number;
  onAdd: (files: File[]) => void;
  setPhoto: (index: number, change: Partial<PhotoDraft>) => void;
  setPhotos: (photos: PhotoDraft[]) => void;
};

function PhotosSection({ draft, uploading, onAdd, setPhoto, setPhotos }: PhotosProps) {
  const [dragged, setDragged] = useState<number | null>(null);
  const inputId = useId();
  return (
    <section
      aria-labelledby="photos-heading"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        if (e.dataTransfer.files.length > 0) onAdd([...e.dataTransfer.files]);
      }}
    >
      <h2 id="photos-heading" className="text-lg font-semibold text-slate-900">
        Photos
      </h2>
      <p className="text-sm text-slate-600">
        JPEG, PNG, WebP, AVIF or GIF, up to 10 MB each. Drop them here or choose them; drag to reorder.
      </p>
      <label htmlFor={inputId} className={`${secondaryButton} mt-2 cursor-pointer`}>
        Choose photos
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        className="sr-only"
        onChange={(e) => {
          onAdd([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      {uploading > 0 && (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Uploading…
        </p>
      )}
      <ol className="mt-3 grid gap-3 sm:grid-cols-2">
        {draft.photos.map((photo, i) => (
          <li
            key={photo.filename}
            data-testid="photo-form"
            draggable
            onDragStart={() => setDragged(i)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              if (dragged === null || dragged === i) return;
              e.stopPropagation();
              const next = [...draft.photos];
              const [item] = next.splice(dragged, 1);
              if (item) next.splice(i, 0, item);
              setPhotos(next);
              setDragged(null);
            }}
            className="flex gap-3 rounded-lg bg-slate-50 p-2"
          >
            <img
              src={imageUrl('products', photo.filename, 240)}
              alt=""
              width={80}
              height={80}
              className="size-20 shrink-0 rounded object-cover"
            />
            <div className="min-w-0 flex-1 space-y-1">
              <label className="block text-xs text-slate-600">
                Description (alt text)
                <input
                  className={inputClass}
                  value={photo.alt}
                  onChange={(e) => setPhoto(i, { alt: e.target.value })}
                />
              </label>
              <label className="block text-xs text-slate-600">
                Shows
                <select
                  className={inputClass}
                  value={photo.variantKey ?? ''}
                  onChange={(e) => setPhoto(i, { variantKey: e.target.value || null })}
                >
                  <option value="">The whole item</option>
                  {draft.variants.map((v, n) => (
                    <option key={v.key} value={v.key}>
                      {[v.size, v.color].filter(Boolean).join(' ') || `Variant ${n + 1}`}
                    </option>
                  ))}
                </select>
              </label>
              <div className="flex gap-1">
                <button
                  type="button"
                  className={small}
                  disabled={i === 0}
                  onClick={() => setPhotos(moved(draft.photos, i, -1))}
                  aria-label={`Move photo ${i + 1} up`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={small}
                  disabled={i === draft.photos.length - 1}
                  onClick={() => setPhotos(moved(draft.photos, i, 1))}
                  aria-label={`Move photo ${i + 1} down`}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={small}
                  onClick={() => setPhotos(draft.photos.filter((_, n) => n !== i))}
                >
                  Remove
                </button>
              </div>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
