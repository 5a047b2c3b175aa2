import { describe, expect, it } from 'vitest';
import { changePasswordErrors, newPasswordErrors } from './password-rules.ts';

describe('newPasswordErrors', () => {
  it('accepts 8 to 64 characters typed twice alike', () => {
    expect(newPasswordErrors({ password: 'discus-88', confirmPassword: 'discus-88' })).toEqual({});
    expect(newPasswordErrors({ password: 'x'.repeat(64), confirmPassword: 'x'.repeat(64) })).toEqual({});
  });
  it('refuses fewer than 8 characters with the exact message', () => {
    expect(newPasswordErrors({ password: 'short', confirmPassword: 'short' })).toEqual({
      password: 'Password must be at least 8 characters...',
    });
  });
  it('refuses more than 64 characters', () => {
    expect(newPasswordErrors({ password: 'x'.repeat(65), confirmPassword: 'x'.repeat(65) }).password).toMatch(/64/);
  });
  it('refuses a confirmation that differs', () => {
    expect(newPasswordErrors({ password: 'discus-88', confirmPassword: 'discus-89' })).toEqual({
      confirmPassword: 'Passwords do not match!',
    });
  });
});

describe('changePasswordErrors', () => {
  it('needs the current password', () => {
    expect(
      changePasswordErrors({ currentPassword: '', newPassword: 'discus-88', confirmPassword: 'discus-88' }),
    ).toEqual({ currentPassword: 'Enter your current password' });
  });
  it('puts the new password rules on the new fields', () => {
    expect(
      changePasswordErrors({ currentPassword: 'old-pass-1', newPassword: 'short', confirmPassword: 'other' }),
    ).toEqual({ newPassword: 'Password must be at least 8 characters...', confirmPassword: 'Passwords do not match!' });
  });
});
