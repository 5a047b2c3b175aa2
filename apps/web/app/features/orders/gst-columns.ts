import type { GstLine, SupplyKind } from '@discus/domain/gst';

export type GstColumn = { head: 'cgst' | 'sgst' | 'utgst' | 'igst'; label: string };

/** The tax heads an order shows: the place of supply decides them (PRODUCT.md section 3). */
export function gstColumns(kind: SupplyKind): GstColumn[] {
  if (kind === 'inter_state') return [{ head: 'igst', label: 'IGST' }];
  const stateHead: GstColumn =
    kind === 'intra_ut' ? { head: 'utgst', label: 'UTGST' } : { head: 'sgst', label: 'SGST' };
  return [{ head: 'cgst', label: 'CGST' }, stateHead];
}

/** How one line's tax reads under a column: '₹9.00' with the head's share of the rate, e.g. '9%'. */
export function columnRate(kind: SupplyKind, rate: number): string {
  const share = kind === 'inter_state' ? rate : rate / 2;
  return `${Number.isInteger(share) ? share : share.toFixed(1)}%`;
}

export function columnAmount(line: Pick<GstLine, GstColumn['head']>, column: GstColumn): number {
  return line[column.head];
}
