import { z } from 'zod';

// Free text a buyer types that is later printed on labels, emails and tax invoices: trimmed,
// bounded, and without control characters or angle brackets, which no address or note needs.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const UNSAFE = /[\u0000-\u001f\u007f-\u009f<>\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

export function plainText(label: string, min: number, max: number) {
  const required = min > 0 ? z.string().trim().min(1, `${label} is required`) : z.string().trim();
  return required
    .min(min, `${label} should be at least ${min} characters`)
    .max(max, `${label} should be at most ${max} characters`)
    .refine((value) => !UNSAFE.test(value), `${label} contains characters that are not allowed`);
}
