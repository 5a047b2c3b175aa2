// Readable numbers for orders and tax invoices (PRODUCT.md section 7).

function sequence(n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`A sequence number starts at 1: ${n}`);
  return String(n).padStart(6, '0');
}

/** 'DS-000123'; more digits once the shop passes 999,999 orders. */
export function formatOrderNumber(n: number): string {
  return `DS-${sequence(n)}`;
}

// GST rule 46(b): an invoice number has at most 16 characters, unique within the financial year.
export const INVOICE_NUMBER_MAX_LENGTH = 16;

/** 'INV/26-27/' for financial year '2026-27': what every invoice number of that year starts with. */
export function invoicePrefix(financialYear: string): string {
  const match = /^\d{2}(\d{2})-(\d{2})$/.exec(financialYear);
  if (!match) throw new RangeError(`Not a financial year: ${financialYear}`);
  return `INV/${match[1]}-${match[2]}/`;
}

/** 'INV/26-27/000123' for invoice 123 of financial year '2026-27': exactly 16 characters. */
export function formatInvoiceNumber(financialYear: string, n: number): string {
  const number = `${invoicePrefix(financialYear)}${sequence(n)}`;
  // A million invoices in a year would need a shorter prefix; refusing beats an unlawful number.
  if (number.length > INVOICE_NUMBER_MAX_LENGTH) throw new RangeError(`Invoice number too long: ${number}`);
  return number;
}
