import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../../lib/mailer.ts';

type Link = { href: string; label: string };

const button = ({ href, label }: Link) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:#0b6e79;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(label)}</a></p>`;

/** A short email: paragraphs, one button, and a quiet unsubscribe link; text and HTML say the same. */
function alertEmail(to: string, subject: string, lines: string[], action: Link, unsubscribe: Link, shop: string) {
  const text = [
    ...lines,
    '',
    `${action.label}: ${action.href}`,
    '',
    `${unsubscribe.label}: ${unsubscribe.href}`,
    '',
    shop,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2933">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${button(action)}
<p style="font-size:13px"><a href="${escapeHtml(unsubscribe.href)}" style="color:#52606d">${escapeHtml(unsubscribe.label)}</a></p>
<p>${escapeHtml(shop)}</p>
</body></html>
`;
  return { to, subject, text, html } satisfies MailMessage;
}

export type AlertFacts = {
  email: string;
  item: string;
  productUrl: string;
  confirmUrl: string;
  unsubscribeUrl: string;
};

export function confirmEmail(facts: AlertFacts, shop: string): MailMessage {
  return alertEmail(
    facts.email,
    `Confirm: tell me when ${facts.item} is back`,
    [
      `Someone (hopefully you) asked ${shop} to email this address when ${facts.item} is back in stock.`,
      'Please confirm with the button below. If it was not you, ignore this email: nothing will be sent.',
    ],
    { href: facts.confirmUrl, label: 'Confirm the alert' },
    { href: facts.unsubscribeUrl, label: 'Cancel this alert' },
    shop,
  );
}

export function restockEmail(facts: AlertFacts, shop: string): MailMessage {
  return alertEmail(
    facts.email,
    `${facts.item} is back in stock`,
    [
      `Good news: ${facts.item} is back in stock at ${shop}.`,
      'Discus one-offs and small batches sell quickly, so have a look soon. This is the only email about it.',
    ],
    { href: facts.productUrl, label: 'See it in the shop' },
    { href: facts.unsubscribeUrl, label: 'Unsubscribe from back-in-stock emails' },
    shop,
  );
}
