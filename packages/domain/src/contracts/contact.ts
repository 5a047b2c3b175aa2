import { z } from 'zod';
import { messages } from '../messages.ts';
import { isValidEmail, phoneField } from '../validation.ts';

// POST /api/contact/sendMessage: the contact page's form; the shop gets it by email and can
// answer the buyer directly (reply-to).
export const contactForm = z.object({
  name: z.string().trim().min(1, 'Please tell us your name').max(80, 'Name is too long'),
  email: z
    .string()
    .trim()
    .max(254, messages.invalidEmailRegister)
    .refine((v) => isValidEmail(v), messages.invalidEmailRegister),
  phone: z.union([z.literal(''), phoneField]).default(''),
  message: z
    .string()
    .trim()
    .min(10, 'Please write a little more (at least 10 characters)')
    .max(2000, 'Please keep the message under 2000 characters'),
});
export type ContactForm = z.input<typeof contactForm>;

export const contactBody = contactForm.strict();
