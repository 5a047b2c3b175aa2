import type { GstTotals, SupplyKind } from '@discus/domain/gst';
import { formatRupees } from '@discus/domain/money';
import { gstColumns } from './gst-columns.ts';

/** The sums under the tax table: taxable value, each tax head, and what the buyer pays. */
export function OrderTotals({ kind, totals }: { kind: SupplyKind; totals: GstTotals }) {
  return (
    <dl className="space-y-1.5 text-sm" data-testid="order-totals">
      <div className="flex justify-between gap-4">
        <dt className="text-slate-600">Taxable value</dt>
        <dd>{formatRupees(totals.taxable)}</dd>
      </div>
      {gstColumns(kind).map((column) => (
        <div key={column.head} className="flex justify-between gap-4">
          <dt className="text-slate-600">{column.label}</dt>
          <dd data-testid={`total-${column.head}`}>{formatRupees(totals[column.head])}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-bold text-slate-900">
        <dt>Grand total</dt>
        <dd data-testid="grand-total">{formatRupees(totals.total)}</dd>
      </div>
    </dl>
  );
}
