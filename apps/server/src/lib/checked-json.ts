import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

// Every answer is checked against its zod contract once, when it is written (decision 040). Most
// routes return objects, which their response schema checks and serialises on every answer. An
// answer assembled from parts kept as JSON text (search's product cards) is written as text
// instead: each part was checked when it was made, so nothing goes out unchecked either way.

/** JSON text of a value that passed its contract when it was written. */
export type CheckedJson<T> = string & { readonly checkedAs: T };

/** Checks `value` against `schema` (unknown fields dropped, as a response schema does) and writes it. */
export function checkedJson<S extends z.ZodType>(schema: S, value: z.output<S>): CheckedJson<z.output<S>> {
  return JSON.stringify(schema.encode(value)) as CheckedJson<z.output<S>>;
}

/** Sends checked JSON text as it is: Fastify does not serialise a string with a JSON content type again. */
export function sendJson<T>(reply: FastifyReply, json: CheckedJson<T>): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json as never);
}
