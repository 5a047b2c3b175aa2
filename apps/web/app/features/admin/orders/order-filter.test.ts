import { describe, expect, it } from 'vitest';
import { listStateFrom, searchOf } from './order-filter.ts';

describe('the order list address', () => {
  it('reads a filter back from what it wrote', () => {
    const state = listStateFrom(
      new URLSearchParams('q=asha&status=paid&status=packed&from=2026-11-01&to=2026-11-24&sort=oldest&page=3'),
    );
    expect(state).toEqual({
      filter: { query: 'asha', statuses: ['paid', 'packed'], from: '2026-11-01', to: '2026-11-24', sort: 'oldest' },
      pageNo: 3,
    });
    expect(listStateFrom(new URLSearchParams(searchOf(state).slice(1)))).toEqual(state);
  });

  it('drops what it does not know instead of sending it to the server', () => {
    expect(listStateFrom(new URLSearchParams('status=lost&from=yesterday&sort=random&page=-4'))).toEqual({
      filter: { query: '', statuses: [], sort: 'newest' },
      pageNo: 1,
    });
  });
});
