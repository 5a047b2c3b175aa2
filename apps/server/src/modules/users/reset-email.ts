import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../../lib/mailer.ts';

/** The password-reset email: plain text and simple HTML with the same words. */
export function resetEmail(to: { email: string; firstName: string }, shopName: string, link: string): MailMessage {
  const lines = {
    greeting: `Hello ${to.firstName},`,
    asked: `Someone (hopefully you) asked to reset the password of your ${shopName} account.`,
    open: 'Open this link to choose a new password. It is valid for 60 minutes and works once:',
    ignore: 'If you did not ask for this, you can ignore this email: your password stays as it is.',
  };
  const text = [lines.greeting, '', lines.asked, lines.open, '', link, '', lines.ignore, '', shopName, ''].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2933">
<p>${escapeHtml(lines.greeting)}</p>
<p>${escapeHtml(lines.asked)}<br>${escapeHtml(lines.open)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0b6e79;color:#fff;text-decoration:none;border-radius:4px">Choose a new password</a></p>
<p style="font-size:13px">Or copy this address into your browser:<br>${escapeHtml(link)}</p>
<p>${escapeHtml(lines.ignore)}</p>
<p>${escapeHtml(shopName)}</p>
</body></html>
`;
  return { to: to.email, subject: `Reset your ${shopName} password`, text, html };
}
