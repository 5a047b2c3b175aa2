import type { VariantOption } from '@discus/domain/contracts/catalog';

type Props = { options: VariantOption[]; selected: VariantOption; onSelect: (option: VariantOption) => void };

function unique(values: string[]): string[] {
  return [...new Set(values.filter(Boolean))];
}

function chipClass(active: boolean, soldOut: boolean): string {
  const state = active
    ? 'bg-brand-700 text-white ring-brand-700'
    : 'bg-white text-slate-800 ring-slate-300 hover:ring-brand-600';
  return `rounded-md px-3 py-2 text-sm font-medium ring-1 ${state} ${soldOut ? 'line-through decoration-1 opacity-70' : ''}`;
}

/** Size first, then the colours offered in that size; sold-out choices stay visible but marked. */
export function VariantPicker({ options, selected, onSelect }: Props) {
  const sizes = unique(options.map((o) => o.size));
  const coloursForSize = options.filter((o) => o.size === selected.size);
  const colours = unique(coloursForSize.map((o) => o.color));

  const chooseSize = (size: string) => {
    const sameSize = options.filter((o) => o.size === size);
    const next =
      sameSize.find((o) => o.color === selected.color && o.variant_quantity > 0) ??
      sameSize.find((o) => o.variant_quantity > 0) ??
      sameSize[0];
    if (next) onSelect(next);
  };

  return (
    <div className="space-y-4">
      {sizes.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-800">Size</legend>
          <div className="flex flex-wrap gap-2">
            {sizes.map((size) => {
              const soldOut = options.filter((o) => o.size === size).every((o) => o.variant_quantity === 0);
              return (
                <button
                  key={size}
                  type="button"
                  aria-pressed={size === selected.size}
                  onClick={() => chooseSize(size)}
                  className={chipClass(size === selected.size, soldOut)}
                >
                  {size}
                  {soldOut && <span className="sr-only"> (sold out)</span>}
                </button>
              );
            })}
          </div>
        </fieldset>
      )}
      {colours.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-800">Colour</legend>
          <div className="flex flex-wrap gap-2">
            {coloursForSize.map((option) =>
              option.color ? (
                <button
                  key={option._id}
                  type="button"
                  aria-pressed={option._id === selected._id}
                  onClick={() => onSelect(option)}
                  className={chipClass(option._id === selected._id, option.variant_quantity === 0)}
                >
                  {option.color}
                  {option.variant_quantity === 0 && <span className="sr-only"> (sold out)</span>}
                </button>
              ) : null,
            )}
          </div>
        </fieldset>
      )}
    </div>
  );
}
