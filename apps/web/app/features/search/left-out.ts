/**
 * What a search answer says when no product had every word, so some were left out (the API's
 * `leftOut`): "Nothing matches every word. Showing results without “baby”."
 */
export function leftOutNote(leftOut: readonly string[] | undefined): string | null {
  if (!leftOut || leftOut.length === 0) return null;
  const quoted = leftOut.map((word) => `“${word}”`);
  const words = quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
  return `Nothing matches every word. Showing results without ${words}.`;
}
