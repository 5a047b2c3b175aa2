import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, PHONE_LENGTH } from './constants.ts';
import { messages } from './messages.ts';

// The form rules of seed section 5 (with PRODUCT.md section 1), shared by the dialogs and the
// server so both refuse the same input with the same words.

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value.trim());
}

const name = (label: string) => z.string().trim().min(1, `${label} is required`).max(60, `${label} is too long`);

export const phoneField = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${PHONE_LENGTH}}$`), messages.phoneLength);

/** A birth date as YYYY-MM-DD, a real day, not in the future and not before 1900. */
export const dateOfBirthField = z
  .string()
  .trim()
  .min(1, 'Date of birth is required')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be a date')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return (
      !Number.isNaN(date.getTime()) &&
      date.toISOString().startsWith(value) &&
      value >= '1900-01-01' &&
      date.getTime() <= Date.now()
    );
  }, 'Date of birth must be a real date in the past');

export const passwordField = z
  .string()
  .min(PASSWORD_MIN, messages.passwordTooShort)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

const emailField = (message: string) =>
  z
    .string()
    .trim()
    .max(254, message)
    .refine((v) => isValidEmail(v), message);

export const registerForm = z
  .object({
    firstName: name('First name'),
    lastName: name('Last name'),
    phone: phoneField,
    dateOfBirth: dateOfBirthField,
    email: emailField(messages.invalidEmailRegister),
    password: passwordField,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.input<typeof registerForm>;

export const loginForm = z.object({
  email: emailField(messages.invalidEmailLogin),
  password: passwordField,
  keepSignedIn: z.boolean(),
});
export type LoginForm = z.input<typeof loginForm>;

export const profileForm = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  phone: phoneField,
  dateOfBirth: dateOfBirthField,
});
export type ProfileForm = z.input<typeof profileForm>;

/** The first message for each field, for showing under the inputs. */
export function fieldErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
