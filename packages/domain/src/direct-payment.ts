import { paiseToRupees } from './money.ts';

// Direct UPI and bank transfer (issue 11, decision 036): the buyer pays the shop's own UPI ID or
// bank account and gives the reference their bank shows; the owner confirms it against the statement.

export const DIRECT_METHODS = ['upi', 'bank'] as const;
export type DirectMethod = (typeof DIRECT_METHODS)[number];

/** A UPI transaction's UTR (also called RRN) is 12 digits. */
export const UPI_UTR_PATTERN = /^\d{12}$/;
/** IMPS: the 12-digit RRN; NEFT: a 16-character UTR; RTGS: a 22-character UTR. */
export const BANK_REFERENCE_PATTERN = /^(\d{12}|[A-Z0-9]{16}|[A-Z0-9]{22})$/;

/** The reference as stored: spaces and dashes people copy along dropped, letters upper-case. */
export function normaliseReference(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export function isValidReference(method: DirectMethod, reference: string): boolean {
  return (method === 'upi' ? UPI_UTR_PATTERN : BANK_REFERENCE_PATTERN).test(reference);
}

/**
 * The UPI deep link every UPI app understands (NPCI's linking specification): payee address,
 * payee name, amount in rupees with two decimals, currency, and the order number as the note.
 */
export function upiPayUri(payment: { upiId: string; payeeName: string; amountPaise: number; orderNumber: string }) {
  const params = [
    ['pa', payment.upiId],
    ['pn', payment.payeeName],
    ['am', paiseToRupees(payment.amountPaise).toFixed(2)],
    ['cu', 'INR'],
    ['tn', payment.orderNumber],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v as string)}`).join('&')}`;
}
