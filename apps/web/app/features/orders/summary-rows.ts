import type { OrderSummary, SummaryCharge, SummaryLine } from '@discus/domain/contracts/order-summary';
import type { GstTotals } from '@discus/domain/gst';
import { formatRupees, rupeesToPaise } from '@discus/domain/money';
import type { SummaryRow } from './summary-table.tsx';

// The API speaks rupees (decision 004); the tables work in paise, as formatRupees does.

function split(item: SummaryLine | SummaryCharge) {
  return {
    taxable: rupeesToPaise(item.taxable),
    rate: item.taxRate,
    cgst: rupeesToPaise(item.cgst),
    sgst: rupeesToPaise(item.sgst),
    utgst: rupeesToPaise(item.utgst),
    igst: rupeesToPaise(item.igst),
    total: rupeesToPaise(item.total),
  };
}

/** The goods, then the charges, as rows of the tax table. */
export function summaryRows(summary: OrderSummary): SummaryRow[] {
  const goods = summary.lines.map((line) => ({
    key: `line-${line.productId}-${line.variantId}`,
    title: line.title,
    detail: [line.size, line.color, line.hsnCode && `HSN ${line.hsnCode}`].filter(Boolean).join(' · '),
    quantity: `${line.quantity} × ${formatRupees(rupeesToPaise(line.unitPrice))}`,
    ...split(line),
  }));
  const charges = summary.charges.map((charge) => ({
    key: `charge-${charge.kind}`,
    title: charge.label,
    detail: '',
    quantity: '',
    ...split(charge),
  }));
  return [...goods, ...charges];
}

/** The order's sums per tax head, in paise; total is the grand total the buyer pays. */
export function summaryTotals(summary: OrderSummary): GstTotals {
  const { taxable, cgst, sgst, utgst, igst, tax, grandTotal } = summary.totals;
  return {
    taxable: rupeesToPaise(taxable),
    cgst: rupeesToPaise(cgst),
    sgst: rupeesToPaise(sgst),
    utgst: rupeesToPaise(utgst),
    igst: rupeesToPaise(igst),
    tax: rupeesToPaise(tax),
    total: rupeesToPaise(grandTotal),
  };
}
