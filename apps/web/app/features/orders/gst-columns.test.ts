import { describe, expect, it } from 'vitest';
import { columnRate, gstColumns } from './gst-columns.ts';

describe('GST columns', () => {
  it('shows CGST and SGST within the shop state, IGST across states, UTGST in a UT without legislature', () => {
    expect(gstColumns('intra_state').map((c) => c.label)).toEqual(['CGST', 'SGST']);
    expect(gstColumns('inter_state').map((c) => c.label)).toEqual(['IGST']);
    expect(gstColumns('intra_ut').map((c) => c.label)).toEqual(['CGST', 'UTGST']);
  });

  it('halves the rate for the split heads and keeps it whole for IGST', () => {
    expect(columnRate('intra_state', 18)).toBe('9%');
    expect(columnRate('inter_state', 18)).toBe('18%');
    expect(columnRate('intra_state', 5)).toBe('2.5%');
    expect(columnRate('intra_ut', 0)).toBe('0%');
  });
});
