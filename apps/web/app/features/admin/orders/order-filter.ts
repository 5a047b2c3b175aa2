import { ADMIN_ORDER_SORTS, type AdminOrderFilter } from '@discus/domain/contracts/admin-orders';
import { ORDER_STATUSES, type OrderStatus } from '@discus/domain/order-status';

// The order list's filter lives in the address (?q=&status=&from=&to=&sort=&page=), so a filtered
// list can be bookmarked, reloaded and linked to from the dashboard.

export type ListState = {
  filter: Required<Omit<AdminOrderFilter, 'from' | 'to'>> & { from?: string; to?: string };
  pageNo: number;
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export function listStateFrom(params: URLSearchParams): ListState {
  const statuses = params
    .getAll('status')
    .filter((s): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s));
  const sort = params.get('sort');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    filter: {
      query: (params.get('q') ?? '').trim().slice(0, 100),
      statuses: [...new Set(statuses)],
      sort: (ADMIN_ORDER_SORTS as readonly string[]).includes(sort ?? '')
        ? (sort as ListState['filter']['sort'])
        : 'newest',
      ...(isoDate.test(from) ? { from } : {}),
      ...(isoDate.test(to) ? { to } : {}),
    },
    pageNo: Math.min(100_000, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)),
  };
}

export function searchOf(state: ListState): string {
  const params = new URLSearchParams();
  if (state.filter.query) params.set('q', state.filter.query);
  for (const status of state.filter.statuses) params.append('status', status);
  if (state.filter.from) params.set('from', state.filter.from);
  if (state.filter.to) params.set('to', state.filter.to);
  if (state.filter.sort !== 'newest') params.set('sort', state.filter.sort);
  if (state.pageNo > 1) params.set('page', String(state.pageNo));
  const search = params.toString();
  return search ? `?${search}` : '?';
}
