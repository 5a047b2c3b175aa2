// A statement that checks what it wrote calls `refuse(json)` (migration 0012) to take it all back:
// PostgreSQL then fails it with SQLSTATE DS001 and the JSON as the message.

const REFUSED = 'DS001';

/** The reason a statement gave to `refuse(...)`, or undefined when `error` is anything else. */
export function refusalOf<T>(error: unknown): T | undefined {
  const failure = error as { code?: unknown; message?: unknown } | undefined;
  if (failure?.code !== REFUSED || typeof failure.message !== 'string') return undefined;
  return JSON.parse(failure.message) as T;
}
