import { z } from 'zod';
import { PASSWORD_MAX } from '../constants.ts';
import { messages } from '../messages.ts';
import { isValidEmail, passwordField, profileForm } from '../validation.ts';
import { pageNo, pageSize } from './common.ts';

// seed section 3 "User" as the API answers it: never a password or its hash.
export const user = z.object({
  profileId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  dateOfBirth: z.string().nullable(),
  role: z.number().int(),
  userImage: z.object({ filename: z.string() }).nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof user>;

const email = z
  .string()
  .trim()
  .max(254)
  .refine((v) => isValidEmail(v), messages.invalidEmailRegister);

// POST /api/users/register (seed: the confirmation is not sent).
export const registerBody = z
  .object({
    ...profileForm.shape,
    email,
    password: passwordField,
  })
  .strict();
export const registerAnswer = z.object({ message: z.string() });

// POST /api/users/login
export const loginBody = z
  .object({
    email: z.string().trim().max(254),
    password: z.string().min(1).max(PASSWORD_MAX),
    keepSignedIn: z.boolean().default(false),
  })
  .strict();
export const loginAnswer = z.object({ user, token: z.string() });

// POST /api/users/resetPassword: the same answer whether or not the email is registered.
export const resetPasswordBody = z.object({ email: z.string().trim().max(254) }).strict();
export const messageAnswer = z.object({ message: z.string() });

// POST /api/users/completeResetPassword: the token from the emailed link, and the new password.
export const completeResetBody = z.object({ token: z.string().min(20).max(200), password: passwordField }).strict();

// POST /api/users/getUserById
export const getUserByIdBody = z.object({ profileId: z.string().uuid() }).strict();
export const userAnswer = z.object({ user });

// POST /api/users/updateProfile (x-auth-token)
export const updateProfileBody = profileForm.strict();

// POST /api/users/changePassword (x-auth-token); other logins end, this one stays.
export const changePasswordBody = z
  .object({ currentPassword: z.string().min(1).max(PASSWORD_MAX), newPassword: passwordField })
  .strict();

// POST /api/users/uploadProfileImage (x-auth-token): the image itself as the body, with its
// content type (image/jpeg, image/png, image/webp), at most 5 MB.
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

// POST /api/users/logout (x-auth-token): revokes the token.
export const logoutBody = z.object({}).strict();

// POST /api/admin/customers (admin): the owner's searchable, paged customer list.
export const adminCustomersBody = z
  .object({ query: z.string().trim().max(100).default(''), pageNo: pageNo.default(1), pageSize: pageSize.default(20) })
  .strict();
export const adminCustomersAnswer = z.object({
  result: z.array(user),
  totalCount: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminCustomersAnswer = z.infer<typeof adminCustomersAnswer>;
