import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkedJson } from './checked-json.ts';

const card = z.object({ id: z.number().int(), title: z.string(), rating: z.number().nullable().optional() });

describe('checkedJson', () => {
  it('writes only the fields of the contract, as a response schema does', () => {
    const row = { id: 7, title: 'Pigeon Blood Discus', rating: null, costPaise: 120_000 };
    expect(JSON.parse(checkedJson(card, row))).toEqual({ id: 7, title: 'Pigeon Blood Discus', rating: null });
  });

  it('refuses a value that breaks the contract instead of sending it', () => {
    expect(() => checkedJson(card, { id: 1.5, title: 'Half' })).toThrow();
    expect(() => checkedJson(card, { id: 1, title: null } as unknown as z.output<typeof card>)).toThrow();
  });
});
