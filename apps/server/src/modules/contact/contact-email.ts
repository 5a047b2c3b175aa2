import type { ContactForm } from '@discus/domain/contracts/contact';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../../lib/mailer.ts';

/** A buyer's message for the shop; replying answers the buyer. */
export function contactEmail(form: Required<ContactForm>, shopEmail: string): MailMessage {
  const who = `${form.name} <${form.email}>${form.phone ? `, phone ${form.phone}` : ''}`;
  const text = [`Message from the contact page, from ${who}:`, '', form.message, ''].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2933">
<p>Message from the contact page, from <strong>${escapeHtml(form.name)}</strong>
(${escapeHtml(form.email)}${form.phone ? `, phone ${escapeHtml(form.phone)}` : ''}):</p>
<p style="white-space:pre-wrap">${escapeHtml(form.message)}</p>
</body></html>
`;
  const subject = `Contact form: ${form.name.replace(/[\r\n]+/g, ' ')}`;
  return { to: shopEmail, replyTo: form.email, subject, text, html };
}
