import { PASSWORD_MAX } from '@discus/domain/constants';
import { messages } from '@discus/domain/messages';
import { passwordField } from '@discus/domain/validation';
import type { FieldErrors } from '../../lib/use-form.ts';

function passwordError(password: string): string | undefined {
  const rule = passwordField.safeParse(password);
  return rule.success ? undefined : (rule.error.issues[0]?.message ?? messages.passwordTooShort);
}

/** A new password (reset link): the register form's rules, 8 to 64 characters and typed twice alike. */
export function newPasswordErrors(values: { password: string; confirmPassword: string }): FieldErrors {
  const errors: FieldErrors = {};
  const password = passwordError(values.password);
  if (password) errors.password = password;
  if (values.password !== values.confirmPassword) errors.confirmPassword = messages.passwordsDoNotMatch;
  return errors;
}

/** Changing a password while logged in: the current one, then a new one typed twice. */
export function changePasswordErrors(values: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}): FieldErrors {
  const errors: FieldErrors = {};
  if (values.currentPassword === '' || values.currentPassword.length > PASSWORD_MAX) {
    errors.currentPassword = 'Enter your current password';
  }
  const { password, confirmPassword } = newPasswordErrors({
    password: values.newPassword,
    confirmPassword: values.confirmPassword,
  });
  if (password) errors.newPassword = password;
  if (confirmPassword) errors.confirmPassword = confirmPassword;
  return errors;
}
