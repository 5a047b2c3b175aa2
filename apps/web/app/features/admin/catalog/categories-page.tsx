import type { AdminCategory } from '@discus/domain/contracts/admin-catalog';
import { categoryForm } from '@discus/domain/contracts/admin-catalog';
import { imageUrl } from '@discus/domain/images';
import { messages } from '@discus/domain/messages';
import { useCallback, useEffect, useState } from 'react';
import { primaryButton, secondaryButton } from '../../../components/form/buttons.ts';
import { inputClass } from '../../../components/form/text-field.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { browserApi } from '../../../lib/browser-api.ts';
import { moved } from './item-draft.ts';
import { errorText, useAdminCall } from './use-admin-call.ts';

type Draft = { categoryName: string; description: string; imageFilename: string | null; active: boolean };
const blank: Draft = { categoryName: '', description: '', imageFilename: null, active: true };

/** Categories: add, rename (the old address keeps working), reorder, picture, hide, delete when empty. */
export function CategoriesPage() {
  const [categories, setCategories] = useState<AdminCategory[] | string | null>(null);
  const call = useAdminCall();
  const showMessage = useSnackbar();
  const load = useCallback(() => {
    browserApi.adminCategories().then(setCategories, (error) => setCategories(errorText(error)));
  }, []);
  useEffect(load, [load]);

  const reorder = async (ids: number[]) => {
    const result = await call(() => browserApi.adminReorderCategories(ids));
    if (result) {
      setCategories(result);
      showMessage(messages.categoriesReordered);
    }
  };

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">Categories</h1>
      <CategoryEditor key="new" title="Add a category" initial={blank} onSaved={load} />
      {categories === null && <p role="status">{messages.loading}</p>}
      {typeof categories === 'string' && <p role="alert">{categories}</p>}
      {Array.isArray(categories) && (
        <ol className="space-y-3">
          {categories.map((category, i) => (
            <li
              key={`${category.id}-${category.slug}-${category.active}-${category.imageFilename}`}
              data-testid="category-row"
              aria-label={category.categoryName}
            >
              <CategoryEditor
                category={category}
                title={category.categoryName}
                initial={{
                  categoryName: category.categoryName,
                  description: category.description,
                  imageFilename: category.imageFilename,
                  active: category.active,
                }}
                onSaved={load}
                extra={
                  <div className="flex flex-wrap gap-1">
                    <button
                      type="button"
                      className={secondaryButton}
                      disabled={i === 0}
                      aria-label={`Move ${category.categoryName} up`}
                      onClick={() => reorder(moved(categories, i, -1).map((c) => c.id))}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className={secondaryButton}
                      disabled={i === categories.length - 1}
                      aria-label={`Move ${category.categoryName} down`}
                      onClick={() => reorder(moved(categories, i, 1).map((c) => c.id))}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className={secondaryButton}
                      disabled={category.productCount > 0}
                      title={category.productCount > 0 ? messages.categoryHasProducts : undefined}
                      onClick={async () => {
                        if (await call(() => browserApi.adminDeleteCategory(category.id))) load();
                      }}
                    >
                      Delete
                    </button>
                  </div>
                }
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

type EditorProps = {
  category?: AdminCategory;
  title: string;
  initial: Draft;
  onSaved: () => void;
  extra?: React.ReactNode;
};

function CategoryEditor({ category, title, initial, onSaved, extra }: EditorProps) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const call = useAdminCall();
  const showMessage = useSnackbar();
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const body = new Blob([file], { type: file.type || 'application/octet-stream' });
    const saved = await call(() => browserApi.adminUploadCategoryImage(body));
    if (saved) setDraft((d) => ({ ...d, imageFilename: saved.filename }));
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = categoryForm.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.serverError);
      return;
    }
    setError(null);
    setBusy(true);
    const saved = await call(() => browserApi.adminSaveCategory({ categoryId: category?.id, category: parsed.data }));
    setBusy(false);
    if (saved) {
      showMessage(messages.categorySaved);
      if (!category) setDraft(blank);
      onSaved();
    }
  };

  return (
    <form onSubmit={save} noValidate className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">
          {title}
          {category && (
            <span className="ml-2 text-xs font-normal text-slate-600">
              /{category.slug} · {category.productCount} {category.productCount === 1 ? 'product' : 'products'}
              {!category.active && ' · hidden'}
            </span>
          )}
        </h2>
        {extra}
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-[5rem_1fr_1fr]">
        <div>
          {draft.imageFilename ? (
            <img
              src={imageUrl('categories', draft.imageFilename, 240)}
              alt=""
              width={80}
              height={80}
              className="size-20 rounded object-cover"
            />
          ) : (
            <span className="block size-20 rounded bg-slate-100" />
          )}
          <label className="mt-1 block cursor-pointer text-xs text-brand-700 underline">
            Picture
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
              className="sr-only"
              onChange={(e) => {
                void upload(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
        </div>
        <label className="text-sm text-slate-800">
          Name
          <input
            className={inputClass}
            value={draft.categoryName}
            onChange={(e) => setDraft({ ...draft, categoryName: e.target.value })}
          />
        </label>
        <label className="text-sm text-slate-800">
          Description
          <input
            className={inputClass}
            value={draft.description}
            onChange={(e) => setDraft({ ...draft, description: e.target.value })}
          />
        </label>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4"
            checked={draft.active}
            onChange={(e) => setDraft({ ...draft, active: e.target.checked })}
          />
          Shown in the shop
        </label>
        <button type="submit" className={primaryButton} disabled={busy || (category !== undefined && !dirty)}>
          {category ? 'Save' : 'Add category'}
        </button>
      </div>
    </form>
  );
}
