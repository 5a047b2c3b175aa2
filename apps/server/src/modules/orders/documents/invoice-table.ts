import type { InvoiceData, InvoiceLine } from './invoice-data.ts';
import { amount, rate, taxHeads } from './invoice-format.ts';

// The goods and charges table: columns that fit A4 portrait, a description that wraps, and a
// heading row repeated on every page the table runs onto.

type Align = 'left' | 'right' | 'center';
type Column = { heading: string; width: number; align: Align; cell: (line: InvoiceLine, index: number) => string };

export type TableStyle = { font: string; boldFont: string; size: number; padding: number };

/** Everything the table needs from the document, so the table does not care how pages are made. */
export type TableCanvas = {
  doc: PDFKit.PDFDocument;
  left: number;
  width: number;
  /** Lowest y a row may reach before the table moves to a new page. */
  bottom: number;
  /** Starts a new page and returns the y the table continues from. */
  newPage: () => number;
};

const FIXED = { index: 20, hsn: 50, quantity: 34, unitPrice: 52, discount: 46, taxable: 56, tax: 54, total: 58 };

export function invoiceColumns(data: InvoiceData, tableWidth: number): Column[] {
  const heads = taxHeads(data.taxKind);
  const fixed =
    FIXED.index +
    FIXED.hsn +
    FIXED.quantity +
    FIXED.unitPrice +
    FIXED.discount +
    FIXED.taxable +
    FIXED.tax * heads.length +
    FIXED.total;
  return [
    { heading: '#', width: FIXED.index, align: 'right', cell: (_, i) => String(i + 1) },
    { heading: 'Description', width: tableWidth - fixed, align: 'left', cell: (l) => l.description },
    { heading: 'HSN/SAC', width: FIXED.hsn, align: 'left', cell: (l) => l.hsn },
    { heading: 'Qty', width: FIXED.quantity, align: 'right', cell: (l) => `${l.quantity} ${l.unit}` },
    { heading: 'Unit price (₹)', width: FIXED.unitPrice, align: 'right', cell: (l) => amount(l.unitPricePaise) },
    { heading: 'Discount (₹)', width: FIXED.discount, align: 'right', cell: (l) => amount(l.discountPaise) },
    { heading: 'Taxable value (₹)', width: FIXED.taxable, align: 'right', cell: (l) => amount(l.taxablePaise) },
    ...heads.map(
      (head): Column => ({
        heading: `${head.name} (₹)`,
        width: FIXED.tax,
        align: 'right',
        cell: (l) => `${amount(l[head.key])}\n@ ${rate(l.ratePercent * head.share)}`,
      }),
    ),
    { heading: 'Total (₹)', width: FIXED.total, align: 'right', cell: (l) => amount(l.totalPaise) },
  ];
}

function rowHeight(doc: PDFKit.PDFDocument, cells: string[], columns: Column[], padding: number): number {
  const heights = cells.map((text, i) => doc.heightOfString(text, { width: (columns[i]?.width ?? 0) - 2 * padding }));
  return Math.max(...heights) + 2 * padding;
}

function drawRow(
  canvas: TableCanvas,
  y: number,
  cells: string[],
  columns: Column[],
  style: TableStyle,
  heading: boolean,
): number {
  const { doc, left, width } = canvas;
  doc.font(heading ? style.boldFont : style.font).fontSize(style.size);
  const height = rowHeight(doc, cells, columns, style.padding);
  if (heading) doc.rect(left, y, width, height).fill('#e8eef0');
  doc.fillColor('#1f2933');
  let x = left;
  cells.forEach((text, i) => {
    const column = columns[i];
    if (!column) return;
    doc.text(text, x + style.padding, y + style.padding, {
      width: column.width - 2 * style.padding,
      align: heading && column.align === 'right' ? 'right' : column.align,
    });
    x += column.width;
  });
  doc
    .moveTo(left, y + height)
    .lineTo(left + width, y + height)
    .lineWidth(heading ? 0.8 : 0.4)
    .strokeColor('#9aa5b1')
    .stroke();
  return y + height;
}

/** Draws the heading row and every line; returns the y below the table. */
export function drawInvoiceTable(canvas: TableCanvas, data: InvoiceData, startY: number, style: TableStyle): number {
  const columns = invoiceColumns(data, canvas.width);
  const headings = columns.map((c) => c.heading);
  const rows = [...data.lines, ...data.charges].map((line, i) => columns.map((c) => c.cell(line, i)));

  let y = drawRow(canvas, startY, headings, columns, style, true);
  for (const cells of rows) {
    canvas.doc.font(style.font).fontSize(style.size);
    if (y + rowHeight(canvas.doc, cells, columns, style.padding) > canvas.bottom) {
      y = drawRow(canvas, canvas.newPage(), headings, columns, style, true);
    }
    y = drawRow(canvas, y, cells, columns, style, false);
  }
  return y;
}
