import type { OrderSummary } from '@discus/domain/contracts/order-summary';
import { OrderTotals } from './order-totals.tsx';
import { summaryRows, summaryTotals } from './summary-rows.ts';
import { SummaryTable } from './summary-table.tsx';

/** The lines and charges with their GST, and the sums: the same on checkout and on an order. */
export function OrderSummaryView({ summary }: { summary: OrderSummary }) {
  return (
    <div className="space-y-4">
      <SummaryTable kind={summary.supply} rows={summaryRows(summary)} caption="Items, charges and GST" />
      <div className="sm:ml-auto sm:max-w-xs">
        <OrderTotals kind={summary.supply} totals={summaryTotals(summary)} />
      </div>
    </div>
  );
}
