import { formatRupees } from '@discus/domain/money';
import type { TaxKind } from './invoice-data.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2025-04-07" -> "07 Apr 2025": read as written, never through a time zone. */
export function invoiceDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${match[3]} ${month} ${match[1]}` : isoDate;
}

/** Table cells carry the currency in their heading, so a cell is "1,23,456.00". */
export function amount(paise: number): string {
  return formatRupees(paise).replace('₹', '');
}

/** 2.5 -> "2.5%", 9 -> "9%". */
export function rate(percent: number): string {
  return `${Number(percent.toFixed(3))}%`;
}

export type TaxHead = {
  name: 'CGST' | 'SGST' | 'UTGST' | 'IGST';
  key: 'cgstPaise' | 'sgstPaise' | 'utgstPaise' | 'igstPaise';
  share: number;
};

/** The heads a supply carries, and each head's share of the line's GST rate. */
export function taxHeads(kind: TaxKind): TaxHead[] {
  if (kind === 'inter') return [{ name: 'IGST', key: 'igstPaise', share: 1 }];
  const second: TaxHead =
    kind === 'intra-ut'
      ? { name: 'UTGST', key: 'utgstPaise', share: 0.5 }
      : { name: 'SGST', key: 'sgstPaise', share: 0.5 };
  return [{ name: 'CGST', key: 'cgstPaise', share: 0.5 }, second];
}
