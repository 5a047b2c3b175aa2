/**
 * The one spelling of an email address, used to store it, to find its account and to count its
 * login attempts (issue 8): NFKC (so compatibility and width variants become one), trimmed, then
 * lower-cased once. Looking up with this exact value means `İ` (which lower-cases to `i` + a dot)
 * can never reach the account spelt with `i`.
 */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}
