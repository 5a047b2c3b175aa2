import { GST_RATES, MAX_DISCOUNT_PERCENT } from '@discus/domain/catalogue-rules';
import type { InventoryVariant } from '@discus/domain/contracts/admin-catalog';
import { messages } from '@discus/domain/messages';
import { useState } from 'react';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { browserApi } from '../../../lib/browser-api.ts';
import { useAdminCall } from './use-admin-call.ts';

type Props = {
  variant: InventoryVariant;
  lowStockAt: number;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onSaved: (variant: InventoryVariant) => void;
  /** Someone changed it meanwhile: the list is read again. */
  onStale: () => void;
};

const cell = 'block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900';

const draftOf = (v: InventoryVariant) => ({
  price: String(v.price),
  stock: String(v.stock),
  discountEnabled: v.discountEnabled,
  discountPercent: String(v.discountPercent),
  taxPercent: String(v.taxPercent),
  active: v.active,
});

/** One variant's price, stock, discount, GST and active flag, edited in place and saved with its version. */
export function VariantRow({ variant, lowStockAt, selected, onSelect, onSaved, onStale }: Props) {
  const [draft, setDraft] = useState(() => draftOf(variant));
  const [busy, setBusy] = useState(false);
  const call = useAdminCall();
  const showMessage = useSnackbar();
  const saved = draftOf(variant);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const label = [variant.size, variant.color].filter(Boolean).join(' · ') || 'Single option';
  const stock = Number(draft.stock);
  const stockState = variant.stock === 0 ? 'Sold out' : variant.stock <= lowStockAt ? 'Low' : null;

  const save = async () => {
    setBusy(true);
    const result = await call(
      () =>
        browserApi.adminUpdateVariant({
          variantId: variant.id,
          version: variant.version,
          price: Number(draft.price),
          stock,
          discountEnabled: draft.discountEnabled,
          discountPercent: Number(draft.discountPercent),
          taxPercent: Number(draft.taxPercent),
          active: draft.active,
        }),
      (error) => {
        if (error.status === 409) onStale();
      },
    );
    setBusy(false);
    if (result) {
      setDraft(draftOf(result));
      onSaved(result);
      showMessage(messages.variantSaved);
    }
  };

  const id = `variant-${variant.id}`;
  return (
    <li
      data-testid="variant-row"
      aria-label={label}
      className="grid grid-cols-2 items-end gap-2 border-t border-slate-100 py-3 sm:grid-cols-[minmax(8rem,1.4fr)_repeat(5,minmax(0,1fr))_auto] sm:gap-3"
    >
      <div className="col-span-2 flex items-center gap-2 sm:col-span-1 sm:self-center">
        <input
          type="checkbox"
          id={`${id}-select`}
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          className="size-4"
        />
        <label htmlFor={`${id}-select`} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        {stockState && (
          <span
            className={`rounded px-1.5 py-0.5 text-xs font-semibold ${stockState === 'Sold out' ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900'}`}
          >
            {stockState}
          </span>
        )}
      </div>
      <label className="text-xs text-slate-600">
        Price (₹)
        <input
          className={cell}
          inputMode="decimal"
          value={draft.price}
          onChange={(e) => setDraft({ ...draft, price: e.target.value })}
        />
      </label>
      <label className="text-xs text-slate-600">
        Stock
        <input
          className={cell}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={draft.stock}
          onChange={(e) => setDraft({ ...draft, stock: e.target.value })}
        />
      </label>
      <label className="text-xs text-slate-600">
        Discount %
        <span className="flex items-center gap-1.5">
          <input
            type="checkbox"
            aria-label="Discount on"
            checked={draft.discountEnabled}
            onChange={(e) => setDraft({ ...draft, discountEnabled: e.target.checked })}
            className="size-4 shrink-0"
          />
          <input
            className={cell}
            type="number"
            min={0}
            max={MAX_DISCOUNT_PERCENT}
            inputMode="numeric"
            aria-label="Discount percent"
            value={draft.discountPercent}
            onChange={(e) => setDraft({ ...draft, discountPercent: e.target.value })}
          />
        </span>
      </label>
      <label className="text-xs text-slate-600">
        GST
        <select
          className={cell}
          value={draft.taxPercent}
          onChange={(e) => setDraft({ ...draft, taxPercent: e.target.value })}
        >
          {GST_RATES.map((rate) => (
            <option key={rate} value={String(rate)}>
              {rate} %
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 self-center text-sm text-slate-800">
        <input
          type="checkbox"
          checked={draft.active}
          onChange={(e) => setDraft({ ...draft, active: e.target.checked })}
          className="size-4"
        />
        Active
      </label>
      <div className="col-span-2 flex justify-end gap-2 sm:col-span-1">
        {dirty && (
          <button
            type="button"
            onClick={() => setDraft(saved)}
            className="rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100"
          >
            Undo
          </button>
        )}
        <button
          type="button"
          disabled={!dirty || busy}
          onClick={save}
          className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:bg-slate-200 disabled:text-slate-500"
        >
          Save
        </button>
      </div>
    </li>
  );
}
