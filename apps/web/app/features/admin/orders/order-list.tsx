import type { AdminOrdersAnswer } from '@discus/domain/contracts/admin-orders';
import { apiPaths } from '@discus/domain/contracts/paths';
import { formatRupees, rupeesToPaise } from '@discus/domain/money';
import { ORDER_STATUSES, orderStatusLabel } from '@discus/domain/order-status';
import { paths } from '@discus/domain/paths';
import { useEffect, useState } from 'react';
import { Form, useSearchParams } from 'react-router';
import { primaryButton, secondaryButton } from '../../../components/form/buttons.ts';
import { inputClass } from '../../../components/form/text-field.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { browserApi, downloadFile } from '../../../lib/browser-api.ts';
import { Link } from '../../../lib/link.tsx';
import { useRefusedSession } from '../../account/use-refused-session.ts';
import { formatShopTime } from '../../orders/order-dates.ts';
import { StatusBadge } from '../../orders/status-badge.tsx';
import { errorText, useAdminCall } from '../catalog/use-admin-call.ts';
import { listStateFrom, searchOf } from './order-filter.ts';

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; page: AdminOrdersAnswer };

const sortLabels = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  total_desc: 'Largest total',
  total_asc: 'Smallest total',
};

/** The owner's orders: filter by status and dates, search, sort, pages, and the accountant's CSV. */
export function OrderList() {
  const [params] = useSearchParams();
  const list = listStateFrom(params);
  const key = searchOf(list);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const onRefused = useRefusedSession();
  const run = useAdminCall();
  const [showFilters, setShowFilters] = useState(false);
  const filtersInUse =
    list.filter.statuses.length +
    (list.filter.from ? 1 : 0) +
    (list.filter.to ? 1 : 0) +
    (list.filter.sort === 'newest' ? 0 : 1);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is the whole query
  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    // New results: on a phone the filters fold away so the orders show.
    setShowFilters(false);
    browserApi.adminOrders({ filter: list.filter, pageNo: list.pageNo, pageSize: 25 }).then(
      (page) => current && setLoaded({ state: 'loaded', page }),
      (error) => {
        if (!current || onRefused(error)) return;
        setLoaded({ state: 'failed', message: errorText(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [key]);

  const exportCsv = () =>
    run(() =>
      downloadFile(
        apiPaths.adminOrdersCsv,
        { filter: list.filter },
        `orders-${new Date().toISOString().slice(0, 10)}.csv`,
      ),
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Orders</h1>
        <button type="button" className={secondaryButton} onClick={() => void exportCsv()}>
          Export CSV
        </button>
      </div>
      <Form
        method="get"
        role="search"
        className="grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-4"
        key={key}
      >
        <label className="text-sm font-medium text-slate-700 sm:col-span-2">
          Search
          <input
            name="q"
            type="search"
            defaultValue={list.filter.query}
            placeholder="Order number, name, phone or email"
            className={`${inputClass} mt-1 w-full`}
          />
        </label>
        {/* On a phone the rest waits behind "Filters", so the orders show on the first screen. */}
        <div id="order-filters" className={`${showFilters ? 'grid' : 'hidden'} gap-3 sm:contents`}>
          <label className="text-sm font-medium text-slate-700">
            From
            <input name="from" type="date" defaultValue={list.filter.from} className={`${inputClass} mt-1 w-full`} />
          </label>
          <label className="text-sm font-medium text-slate-700">
            To
            <input name="to" type="date" defaultValue={list.filter.to} className={`${inputClass} mt-1 w-full`} />
          </label>
          <fieldset className="sm:col-span-2 lg:col-span-3">
            <legend className="text-sm font-medium text-slate-700">Status</legend>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {ORDER_STATUSES.map((status) => (
                <label key={status} className="flex items-center gap-1.5 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    name="status"
                    value={status}
                    defaultChecked={list.filter.statuses.includes(status)}
                  />
                  {orderStatusLabel(status)}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="text-sm font-medium text-slate-700">
            Sort
            <select name="sort" defaultValue={list.filter.sort} className={`${inputClass} mt-1 w-full`}>
              {Object.entries(sortLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
          <button type="submit" className={primaryButton}>
            Show orders
          </button>
          <button
            type="button"
            className={`${secondaryButton} sm:hidden`}
            aria-expanded={showFilters}
            aria-controls="order-filters"
            onClick={() => setShowFilters((shown) => !shown)}
          >
            {filtersInUse > 0 ? `Filters (${filtersInUse})` : 'Filters'}
          </button>
          <Link to={paths.adminOrders()} className={secondaryButton}>
            Clear
          </Link>
        </div>
      </Form>

      {loaded.state === 'loading' && (
        <p role="status" className="py-6 text-center text-slate-600">
          Loading...
        </p>
      )}
      {loaded.state === 'failed' && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {loaded.message}
        </p>
      )}
      {loaded.state === 'loaded' && (
        <section aria-label="Orders found" className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          <p className="border-b border-slate-200 px-4 py-3 text-sm text-slate-600">
            {loaded.page.totalCount} {loaded.page.totalCount === 1 ? 'order' : 'orders'}
          </p>
          {loaded.page.result.length === 0 ? (
            <p className="p-6 text-center text-slate-600">No orders match.</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {loaded.page.result.map((order) => (
                <li key={order.orderId}>
                  <Link
                    to={paths.adminOrderDetails(order.orderId)}
                    className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 px-4 py-3 hover:bg-brand-50 sm:grid-cols-[9rem_1fr_10rem_8rem]"
                  >
                    <span className="font-semibold whitespace-nowrap text-slate-900">{order.orderNumber}</span>
                    <span className="justify-self-end sm:order-last">
                      <StatusBadge status={order.status} />
                    </span>
                    <span className="col-span-2 min-w-0 truncate text-sm text-slate-700 sm:col-span-1">
                      {order.customerName} · {order.state}
                      {order.liveFish ? ' · live fish' : ''}
                    </span>
                    <span className="col-span-2 text-sm text-slate-600 sm:col-span-1 sm:text-right">
                      {formatRupees(rupeesToPaise(order.grandTotal))} · {formatShopTime(order.placedAt)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <div className="p-4">
            <Pagination
              pageNo={loaded.page.pageNo}
              pageSize={loaded.page.pageSize}
              totalCount={loaded.page.totalCount}
              hrefFor={(page) => searchOf({ ...list, pageNo: page })}
            />
          </div>
        </section>
      )}
    </div>
  );
}
