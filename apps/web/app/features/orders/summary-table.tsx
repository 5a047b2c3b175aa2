import type { SupplyKind } from '@discus/domain/gst';
import { formatRupees, type Paise } from '@discus/domain/money';
import { columnAmount, columnRate, gstColumns } from './gst-columns.ts';

/** One row of an order's tax breakdown: a line of goods, or a charge (shipping, packing). */
export type SummaryRow = {
  key: string;
  title: string;
  /** Size, colour, HSN: what tells two rows of one product apart. */
  detail: string;
  /** '2 × ₹1,000.00' for goods; empty for a charge. */
  quantity: string;
  taxable: Paise;
  rate: number;
  cgst: Paise;
  sgst: Paise;
  utgst: Paise;
  igst: Paise;
  total: Paise;
};

type Props = { kind: SupplyKind; rows: SummaryRow[]; caption: string };

const cell = 'py-2 align-top sm:px-2 sm:text-right sm:whitespace-nowrap';
const mobileLabel = 'text-slate-500 sm:hidden';

/**
 * Every line with its GST split as the place of supply says (CGST + SGST, CGST + UTGST or IGST).
 * A table on wider screens; on a phone each row stacks into label and value pairs.
 */
export function SummaryTable({ kind, rows, caption }: Props) {
  const columns = gstColumns(kind);
  return (
    <table className="w-full text-sm" data-testid="gst-table">
      <caption className="sr-only">{caption}</caption>
      <thead className="max-sm:sr-only">
        <tr className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
          <th scope="col" className="py-2 text-left font-medium">
            Item
          </th>
          <th scope="col" className="py-2 text-right font-medium sm:px-2">
            Qty
          </th>
          <th scope="col" className="py-2 text-right font-medium sm:px-2">
            Taxable
          </th>
          {columns.map((column) => (
            <th key={column.head} scope="col" className="py-2 text-right font-medium sm:px-2">
              {column.label}
            </th>
          ))}
          <th scope="col" className="py-2 text-right font-medium sm:pl-2">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.key}
            data-testid="gst-row"
            className="border-b border-slate-100 max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:py-2"
          >
            <th scope="row" className="py-2 text-left align-top font-normal max-sm:col-span-2 max-sm:pb-1">
              <span className="block font-semibold text-slate-900">{row.title}</span>
              {row.detail && <span className="block text-xs text-slate-600">{row.detail}</span>}
            </th>
            <td className={`${cell} ${row.quantity ? '' : 'max-sm:hidden'}`}>
              <span className={mobileLabel}>Qty </span>
              {row.quantity}
            </td>
            <td className={cell}>
              <span className={mobileLabel}>Taxable </span>
              {formatRupees(row.taxable)}
            </td>
            {columns.map((column) => (
              <td key={column.head} className={cell}>
                <span className={mobileLabel}>{column.label} </span>
                {formatRupees(columnAmount(row, column))}
                <span className="block text-xs text-slate-500 max-sm:inline max-sm:pl-1">
                  {columnRate(kind, row.rate)}
                </span>
              </td>
            ))}
            <td className={`${cell} font-semibold text-slate-900 sm:pr-0`}>
              <span className={`${mobileLabel} font-normal`}>Total </span>
              {formatRupees(row.total)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
