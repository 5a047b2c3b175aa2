import { describe, expect, it } from 'vitest';
import { resetEmail } from './reset-email.ts';

const link = 'https://shop.example.in/reset-password/abc_DEF-123';

describe('password reset email', () => {
  it('says where to go, for how long, and that it can be ignored', () => {
    const email = resetEmail({ email: 'asha@example.in', firstName: 'Asha' }, 'Aqua Discus House', link);
    expect(email.to).toBe('asha@example.in');
    expect(email.subject).toBe('Reset your Aqua Discus House password');
    for (const part of [email.text, email.html]) {
      expect(part).toContain(link);
      expect(part).toContain('valid for 60 minutes');
      expect(part).toContain('you can ignore this email');
      expect(part).toContain('Aqua Discus House');
    }
  });

  it('escapes what the customer typed in the HTML part', () => {
    const email = resetEmail({ email: 'x@example.in', firstName: '<img src=x onerror=alert(1)>' }, 'Shop', link);
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
