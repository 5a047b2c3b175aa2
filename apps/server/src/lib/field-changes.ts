// What an audited settings save changed, field by field: nested objects (and lists of objects, by
// position) are walked to their leaves, named by their path ("gateways.1.account",
// "regions.Goa.fee"); a list of plain values (weekdays, holidays) is one field.

export type FieldChange = { field: string; from: unknown; to: unknown };

function leaves(value: unknown, path: string, out: Map<string, unknown>): void {
  const walk =
    value !== null &&
    typeof value === 'object' &&
    (!Array.isArray(value) || value.some((item) => item !== null && typeof item === 'object'));
  if (!walk) {
    out.set(path, value);
    return;
  }
  for (const [key, inner] of Object.entries(value)) leaves(inner, path ? `${path}.${key}` : key, out);
}

export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const was = new Map<string, unknown>();
  const now = new Map<string, unknown>();
  leaves(before, '', was);
  leaves(after, '', now);
  const found: FieldChange[] = [];
  for (const [field, to] of now) {
    const from = was.get(field);
    if (JSON.stringify(from) !== JSON.stringify(to)) found.push({ field, from: from ?? null, to });
  }
  return found;
}
