import { formatRupees } from '@discus/domain/money';
import type { MailMessage } from '../../../lib/mailer.ts';

// The emails of an order's events: plain text and simple HTML with the same words; every value
// from the order is escaped in the HTML.

export type OrderEmailData = {
  shopName: string;
  to: string;
  buyerName: string;
  orderNumber: string;
  placedOn: string;
  lines: { description: string; quantity: number; totalPaise: number }[];
  charges: { label: string; totalPaise: number }[];
  taxPaise: number;
  grandTotalPaise: number;
  address: string;
  dispatchDate: string | null;
  arrival: string | null;
  orderUrl: string;
  /** The latest timeline note (why it was cancelled or failed). */
  note: string;
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function render(data: OrderEmailData, subject: string, intro: string[], outro: string[]): MailMessage {
  const rows = [
    ...data.lines.map((l) => [`${l.description} × ${l.quantity}`, formatRupees(l.totalPaise)]),
    ...data.charges.map((c) => [c.label, formatRupees(c.totalPaise)]),
    ['GST included above', formatRupees(data.taxPaise)],
    ['Total', formatRupees(data.grandTotalPaise)],
  ] as [string, string][];
  const text = [
    `Hello ${data.buyerName},`,
    '',
    ...intro,
    '',
    `Order ${data.orderNumber}, placed on ${data.placedOn}`,
    ...rows.map(([label, value]) => `  ${label}: ${value}`),
    '',
    `Delivery to: ${data.address}`,
    ...outro,
    '',
    `Your order: ${data.orderUrl}`,
    '',
    data.shopName,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2933">
<p>Hello ${escapeHtml(data.buyerName)},</p>
${intro.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><strong>Order ${escapeHtml(data.orderNumber)}</strong>, placed on ${escapeHtml(data.placedOn)}</p>
<table style="border-collapse:collapse">
${rows.map(([label, value]) => `<tr><td style="padding:2px 12px 2px 0">${escapeHtml(label)}</td><td style="text-align:right">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p>Delivery to: ${escapeHtml(data.address)}</p>
${outro.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(data.orderUrl)}" style="display:inline-block;padding:10px 18px;background:#0b6e79;color:#fff;text-decoration:none;border-radius:4px">See your order</a></p>
<p>${escapeHtml(data.shopName)}</p>
</body></html>
`;
  return { to: data.to, subject, text, html };
}

export function orderConfirmedEmail(data: OrderEmailData): MailMessage {
  const fish = data.dispatchDate
    ? [
        `Your live fish leave us on ${data.dispatchDate}${data.arrival ? ` and should reach you ${data.arrival}` : ''}. Please be at home to receive them.`,
      ]
    : [];
  return render(
    data,
    `Order ${data.orderNumber} confirmed – ${data.shopName}`,
    ['Thank you! We have received your payment and your order is confirmed.'],
    [...fish, 'Your GST tax invoice can be downloaded from the order page.'],
  );
}

export function paymentFailedEmail(data: OrderEmailData): MailMessage {
  return render(
    data,
    `Payment for order ${data.orderNumber} did not go through – ${data.shopName}`,
    ['We did not receive the payment for your order, so it has been closed and the items were released.', data.note],
    ['No money was taken. You can put the same items back in your cart from the order page with one click.'],
  );
}

export function orderCancelledEmail(data: OrderEmailData): MailMessage {
  return render(
    data,
    `Order ${data.orderNumber} cancelled – ${data.shopName}`,
    ['Your order has been cancelled.', data.note],
    ['If you paid for it, the refund goes back to the original payment method within 5–7 working days.'],
  );
}
