// issue 7: errors that mean "the database cannot be reached right now", as opposed to a bug or a
// refused write. They are answered 503 with Retry-After; the pool reconnects by itself.

/** How long a client is asked to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

// SQLSTATE classes: 08 connection exception, 57P admin/crash shutdown or cannot connect now,
// 53300 too many connections.
const UNAVAILABLE_STATE = /^(08|57P0[1-4]|53300)/;
const UNAVAILABLE_SYSTEM = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
// pg's own words for a connection that broke or never came (they carry no code).
const UNAVAILABLE_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection ended unexpectedly/i;

type Failure = { code?: unknown; syscall?: unknown; message?: unknown; cause?: unknown };

// A socket error only: a missing file elsewhere (ENOENT on an upload) is no database outage.
const SOCKET_CALLS = new Set(['connect', 'read', 'write']);

/** Whether an error (or one it wraps, as Drizzle does) says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error as Failure | undefined, depth = 0; current && depth < 5; depth++) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (UNAVAILABLE_STATE.test(code)) return true;
    if (UNAVAILABLE_SYSTEM.has(code) && SOCKET_CALLS.has(current.syscall as string)) return true;
    if (typeof current.message === 'string' && UNAVAILABLE_TEXT.test(current.message)) return true;
    current = current.cause as Failure | undefined;
  }
  return false;
}
