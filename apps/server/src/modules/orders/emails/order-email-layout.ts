import { orderStatusLabel } from '@discus/domain/order-status';
import { escapeHtml } from '../../../lib/escape-html.ts';
import type { MailMessage } from '../../../lib/mailer.ts';
import { addressLines, longDate, summaryRows, webLink } from './email-format.ts';
import type { OrderEmailData } from './order-email-data.ts';

// One shape for every order email: greeting, what happened, what to do, the order itself, the
// delivery address and a link to the order. The text and HTML parts carry the same words.

/** A paragraph; `link` becomes a button in HTML and a bare address in text. */
export type Block = { text: string } | { link: string; label: string };

const button = (link: string, label: string) =>
  `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0b6e79;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(label)}</a></p>`;

const isLink = (block: Block): block is { link: string; label: string } => 'link' in block;

function summaryText(order: OrderEmailData): string[] {
  const rows = summaryRows(order);
  return rows.map((r) => `${r.strong ? '\n' : ''}${r.label}: ${r.amount}`);
}

function summaryHtml(order: OrderEmailData): string {
  const rows = summaryRows(order)
    .map((r) => {
      const style = r.strong ? 'font-weight:bold;border-top:1px solid #9aa5b1;padding-top:6px' : 'padding:2px 0';
      return `<tr><td style="${style}">${escapeHtml(r.label)}</td><td style="${style};text-align:right;white-space:nowrap">${escapeHtml(r.amount)}</td></tr>`;
    })
    .join('\n');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;max-width:520px;border-collapse:collapse;font-size:14px">
${rows}
</table>`;
}

export function orderEmail(order: OrderEmailData, subject: string, blocks: Block[]): MailMessage {
  const greeting = `Hello ${order.buyer.firstName},`;
  const orderHeading = `Order ${order.orderNumber}, placed on ${longDate(order.placedDate)} (${orderStatusLabel(order.status)})`;
  const address = addressLines(order);
  const orderLink = webLink(order.orderUrl);
  const links = blocks.map((b) => (isLink(b) ? { ...b, link: webLink(b.link) } : b));

  const text = [
    greeting,
    '',
    ...links.flatMap((b) => (isLink(b) ? [`${b.label}: ${b.link}`, ''] : [b.text, ''])),
    orderHeading,
    ...summaryText(order),
    '',
    'Delivery address:',
    ...address,
    '',
    `Your order: ${orderLink}`,
    '',
    order.shopName,
    '',
  ].join('\n');

  const html = `<!doctype html>
<html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2933">
<p>${escapeHtml(greeting)}</p>
${links.map((b) => (isLink(b) ? button(b.link, b.label) : `<p>${escapeHtml(b.text)}</p>`)).join('\n')}
<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(orderHeading)}</h2>
${summaryHtml(order)}
<h2 style="font-size:16px;margin:24px 0 8px">Delivery address</h2>
<p>${address.map(escapeHtml).join('<br>')}</p>
${button(orderLink, 'View your order')}
<p style="font-size:13px">Or copy this address into your browser:<br>${escapeHtml(orderLink)}</p>
<p>${escapeHtml(order.shopName)}</p>
</body></html>
`;
  return { to: order.buyer.email, subject, text, html };
}

/** "Live fish: dispatched on Monday, 7 Apr 2025, expected between ... and ...". */
export function liveFishBlock(order: OrderEmailData): Block[] {
  if (!order.liveFish) return [];
  const { dispatchDate, arrival } = order.liveFish;
  const arriving = arrival
    ? `, and should reach you between ${longDate(arrival.from)} and ${longDate(arrival.to)}`
    : '';
  return [{ text: `Your live fish will be dispatched on ${longDate(dispatchDate)}${arriving}.` }];
}
