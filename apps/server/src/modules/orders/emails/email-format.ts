import { formatRupees } from '@discus/domain/money';
import type { OrderEmailData } from './order-email-data.ts';

/** Links in our emails go to the store; anything else (javascript:, data:) is a bug upstream. */
export function webLink(url: string): string {
  const { protocol } = new URL(url);
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`Refusing a ${protocol} link in an email`);
  return url;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2025-04-07" -> "Monday, 7 Apr 2025": the calendar date as written, never shifted by a time zone. */
export function longDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday}, ${day} ${MONTHS[month - 1]} ${year}`;
}

export type SummaryRow = { label: string; amount: string; strong?: boolean };

/** Lines, charges, GST by head and the grand total, in the order a buyer reads a bill. */
export function summaryRows(order: OrderEmailData): SummaryRow[] {
  const gst: [string, number][] = [
    ['CGST', order.gst.cgstPaise],
    ['SGST', order.gst.sgstPaise],
    ['UTGST', order.gst.utgstPaise],
    ['IGST', order.gst.igstPaise],
  ];
  return [
    ...order.lines.map((l) => ({ label: `${l.description} × ${l.quantity}`, amount: formatRupees(l.totalPaise) })),
    ...order.charges.map((c) => ({ label: c.description, amount: formatRupees(c.totalPaise) })),
    ...gst
      .filter(([, paise]) => paise !== 0)
      .map(([head, paise]) => ({ label: `${head} (included)`, amount: formatRupees(paise) })),
    { label: 'Grand total', amount: formatRupees(order.grandTotalPaise), strong: true },
  ];
}

export function addressLines(order: OrderEmailData): string[] {
  const a = order.deliveryAddress;
  return [a.name, ...a.lines, `${a.city}, ${a.state} ${a.pin}`, `Phone: ${a.phone}`];
}
