import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.ts';

export const pageNo = z.number().int().min(1).max(100_000);
export const pageSize = z.number().int().min(1).max(MAX_PAGE_SIZE);
export const entityId = z.number().int().positive().max(2_147_483_647);

/** Every refusal: a 4xx status with this body. */
export const errorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;
