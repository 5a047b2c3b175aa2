import type { InvoiceData } from './invoice-data.ts';

// Replaced by the pdfkit renderer of the documents branch.
export async function renderInvoicePdf(_data: InvoiceData): Promise<Buffer> {
  throw new Error('invoice renderer not merged yet');
}
