import type { OrderListItem } from '@discus/domain/contracts/orders';
import { messages } from '@discus/domain/messages';
import { formatRupees, rupeesToPaise } from '@discus/domain/money';
import { paths } from '@discus/domain/paths';
import { useEffect, useState } from 'react';
import { primaryButton, secondaryButton } from '../../components/form/buttons.ts';
import { useSnackbar } from '../../components/snackbar.tsx';
import { ApiError } from '../../lib/api.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { Link } from '../../lib/link.tsx';
import { useRefusedSession } from '../account/use-refused-session.ts';
import { formatShopDay } from './order-dates.ts';
import { StatusBadge } from './status-badge.tsx';

const PAGE_SIZE = 10;

type Page = { orders: OrderListItem[]; totalCount: number };

/** The Orders tab of /MyProfile: newest first, ten at a time. */
export function MyOrders() {
  const showMessage = useSnackbar();
  const onRefused = useRefusedSession();
  const [pageNo, setPageNo] = useState(1);
  const [page, setPage] = useState<Page | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one read per page asked for
  useEffect(() => {
    let current = true;
    browserApi
      .myOrders({ pageNo, pageSize: PAGE_SIZE })
      .then((answer) => current && setPage({ orders: answer.result, totalCount: answer.totalCount }))
      .catch((error) => {
        if (!onRefused(error)) showMessage(error instanceof ApiError ? error.message : messages.serverError, 'error');
      });
    return () => {
      current = false;
    };
  }, [pageNo]);

  if (!page) {
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        {messages.loading}
      </p>
    );
  }
  if (page.totalCount === 0) {
    return (
      <div className="rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <h2 className="text-lg font-semibold text-slate-900">No orders yet</h2>
        <p className="mx-auto mt-2 max-w-md text-slate-700">
          Your orders will appear here once you order fish or supplies, with their status and tracking.
        </p>
        <Link to={paths.productList()} className={`${primaryButton} mt-5`}>
          Browse the shop
        </Link>
      </div>
    );
  }

  const pageCount = Math.ceil(page.totalCount / PAGE_SIZE);
  return (
    <section aria-label="My orders">
      <ul
        className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
        data-testid="my-orders"
      >
        {page.orders.map((order) => (
          <li key={order.orderId}>
            <Link
              to={paths.orderDetails(order.orderId)}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-4 hover:bg-slate-50"
              data-testid="my-order"
            >
              <span className="min-w-0">
                <span className="block font-semibold text-brand-800">{order.orderNumber}</span>
                <span className="block text-sm text-slate-600">
                  {formatShopDay(order.placedAt)} · {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'}
                </span>
              </span>
              <span className="flex items-center gap-3">
                <StatusBadge status={order.status} />
                <span className="font-semibold text-slate-900">{formatRupees(rupeesToPaise(order.grandTotal))}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {pageCount > 1 && (
        <nav aria-label="Order pages" className="mt-4 flex items-center justify-center gap-3 text-sm">
          <button
            type="button"
            className={secondaryButton}
            disabled={pageNo <= 1}
            onClick={() => setPageNo(pageNo - 1)}
          >
            Previous
          </button>
          <span className="text-slate-700">
            Page {pageNo} of {pageCount}
          </span>
          <button
            type="button"
            className={secondaryButton}
            disabled={pageNo >= pageCount}
            onClick={() => setPageNo(pageNo + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </section>
  );
}
