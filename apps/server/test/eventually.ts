/**
 * Reads until `check` passes or `withinMs` have gone, and answers the last value read: for what
 * follows a change by design a moment later (the search index, counts written every jobs round).
 */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  withinMs: number,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  let value = await read();
  while (!check(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 25));
    value = await read();
  }
  return value;
}
