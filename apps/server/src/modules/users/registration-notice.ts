import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import type { ResetMail } from './reset.ts';
import { findUserByEmail } from './service.ts';

/**
 * Registration answers the same whether or not the email has an account (issue 8); the real
 * owner is told instead. No link: the email must not depend on the request's address.
 */
export function registrationNoticeEmail(to: { email: string; firstName: string }, shopName: string): MailMessage {
  const lines = [
    `Hello ${to.firstName},`,
    `Someone tried to register a new ${shopName} account with your email address, which already has one.`,
    'If it was you, just log in; if you have forgotten your password, reset your password from the login window.',
    'If it was not you, you can ignore this email: nothing about your account has changed.',
    shopName,
  ];
  const text = `${lines.join('\n\n')}\n`;
  const html = `<!doctype html>
<html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2933">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
</body></html>
`;
  return { to: to.email, subject: `Someone tried to register with your ${shopName} email`, text, html };
}

export async function sendRegistrationNotice(deps: ResetMail, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (user) await deps.mailer.send(registrationNoticeEmail(user, deps.shopName));
}
