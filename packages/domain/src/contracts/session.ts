import { z } from 'zod';

// seed section 7: client, secret, key are sent by the original client. They ship to every
// browser, so they are accepted but not trusted (PRODUCT.md section 1).
export const getSessionBody = z
  .object({
    client: z.string().max(200).optional(),
    secret: z.string().max(200).optional(),
    key: z.string().max(500).optional(),
  })
  .strict();

export const getSessionAnswer = z.object({ sessionToken: z.string() });
export type GetSessionAnswer = z.infer<typeof getSessionAnswer>;
