import type { Page } from '@playwright/test';

/** Everything the page policy refuses from now on, as the browser reports it (its violation events). */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${location.pathname}`,
      );
    });
  });
  return violations;
}
