import { z } from 'zod';

// POST /api/orders/getAnonOrders: state, city and product titles only, never a name or contact.
export const anonOrder = z.object({
  state: z.string(),
  city: z.string(),
  productList: z.array(z.object({ title: z.string() })),
});
export type AnonOrder = z.infer<typeof anonOrder>;

export const getAnonOrdersBody = z.object({}).strict();
export const getAnonOrdersAnswer = z.object({ result: z.array(anonOrder) });
