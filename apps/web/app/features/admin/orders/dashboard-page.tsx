import type { Dashboard, RevenuePeriod } from '@discus/domain/contracts/admin-orders';
import { formatRupees, rupeesToPaise } from '@discus/domain/money';
import type { OrderStatus } from '@discus/domain/order-status';
import { paths } from '@discus/domain/paths';
import { useEffect, useState } from 'react';
import { browserApi } from '../../../lib/browser-api.ts';
import { Link } from '../../../lib/link.tsx';
import { useRefusedSession } from '../../account/use-refused-session.ts';
import { formatShopTime } from '../../orders/order-dates.ts';
import { StatusBadge } from '../../orders/status-badge.tsx';
import { errorText } from '../catalog/use-admin-call.ts';
import { SearchMissesCard } from '../search-misses.tsx';
import { ShopWordsCard } from '../shop-words.tsx';
import { RevenueChart } from './revenue-chart.tsx';

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200';
const rupees = (value: number) => formatRupees(rupeesToPaise(value));
const listOf = (status: OrderStatus) => `${paths.adminOrders()}?status=${status}&sort=oldest`;

function Change({ period }: { period: RevenuePeriod }) {
  if (period.changePercent === null) return <span className="text-slate-500">nothing the period before</span>;
  const up = period.changePercent >= 0;
  return (
    <span className={up ? 'text-emerald-700' : 'text-red-700'}>
      {up ? '▲' : '▼'} {Math.abs(period.changePercent)}% vs {rupees(period.previousRevenue)}
    </span>
  );
}

/** The owner's morning: what needs doing, how sales go, what runs out, the newest orders, what buyers did not find. */
export function DashboardPage() {
  const [data, setData] = useState<Dashboard | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const onRefused = useRefusedSession();

  // biome-ignore lint/correctness/useExhaustiveDependencies: load once
  useEffect(() => {
    browserApi.adminDashboard().then(setData, (error) => {
      if (!onRefused(error)) setFailed(errorText(error));
    });
  }, []);

  if (failed)
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
        {failed}
      </p>
    );
  if (!data)
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        Loading...
      </p>
    );

  const todo: [string, number, OrderStatus][] = [
    ['To pack', data.needsAction.toPack, 'paid'],
    ['To ship', data.needsAction.toShip, 'packed'],
    ['Payments to confirm', data.needsAction.paymentsToConfirm, 'payment_review'],
    ['Out for delivery', data.needsAction.toDeliver, 'shipped'],
  ];
  const periods: [string, RevenuePeriod][] = [
    ['Today', data.revenue.today],
    ['Last 7 days', data.revenue.last7Days],
    ['Last 30 days', data.revenue.last30Days],
  ];
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">Dashboard</h1>
      <section aria-label="Needs action" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {todo.map(([label, count, status]) => (
          <Link
            key={label}
            to={listOf(status)}
            className={`${card} hover:ring-brand-400`}
            data-testid={`todo-${status}`}
          >
            <p className="text-sm text-slate-600">{label}</p>
            <p className={`text-3xl font-bold ${count > 0 ? 'text-brand-800' : 'text-slate-400'}`}>{count}</p>
          </Link>
        ))}
      </section>
      <section aria-label="Revenue" className="grid gap-3 sm:grid-cols-3">
        {periods.map(([label, period]) => (
          <div key={label} className={card}>
            <p className="text-sm text-slate-600">{label}</p>
            <p className="text-2xl font-bold text-slate-900">{rupees(period.revenue)}</p>
            <p className="text-xs text-slate-600">
              {period.orders} {period.orders === 1 ? 'order' : 'orders'} · GST {rupees(period.gst)}
            </p>
            <p className="text-xs">
              <Change period={period} />
            </p>
          </div>
        ))}
      </section>
      <section aria-labelledby="chart" className={card}>
        <h2 id="chart" className="mb-2 font-semibold text-slate-900">
          Revenue by day, last 30 days (India time)
        </h2>
        <RevenueChart days={data.chart} />
      </section>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <section aria-labelledby="recent" className={card}>
          <h2 id="recent" className="mb-2 font-semibold text-slate-900">
            Recent orders
          </h2>
          <ul className="divide-y divide-slate-100">
            {data.recentOrders.map((o) => (
              <li key={o.orderId}>
                <Link
                  to={paths.adminOrderDetails(o.orderId)}
                  className="flex items-center justify-between gap-2 py-2 text-sm hover:bg-brand-50"
                >
                  <span className="min-w-0 truncate">
                    <span className="font-semibold">{o.orderNumber}</span> · {o.customerName}
                    <span className="block text-xs text-slate-500">
                      {formatShopTime(o.placedAt)} · {rupees(o.grandTotal)}
                    </span>
                  </span>
                  <StatusBadge status={o.status} />
                </Link>
              </li>
            ))}
          </ul>
          <Link to={paths.adminOrders()} className="mt-2 inline-block text-sm font-medium text-brand-700 underline">
            All orders
          </Link>
        </section>
        <section aria-labelledby="stock" className={card}>
          <h2 id="stock" className="mb-2 font-semibold text-slate-900">
            Running out (at most {data.stock.lowStockAt} left)
          </h2>
          {data.stock.variants.length === 0 ? (
            <p className="text-sm text-slate-600">Nothing is running out.</p>
          ) : (
            <ul className="divide-y divide-slate-100 text-sm">
              {data.stock.variants.map((v) => (
                <li key={v.variantId} className="flex justify-between gap-2 py-1.5">
                  <Link to={paths.adminEditItem(v.productId)} className="min-w-0 truncate hover:underline">
                    {v.title}
                    {v.size ? `, ${v.size}` : ''}
                  </Link>
                  <span className={`shrink-0 ${v.stock === 0 ? 'font-semibold text-red-700' : 'text-amber-800'}`}>
                    {v.stock === 0 ? 'Sold out' : `${v.stock} left`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <SearchMissesCard misses={data.searchMisses} className={card} />
        <ShopWordsCard className={card} />
        <section aria-labelledby="top" className={card}>
          <h2 id="top" className="mb-2 font-semibold text-slate-900">
            Top products, last 30 days
          </h2>
          <ol className="space-y-1 text-sm">
            {data.topProducts.map((p) => (
              <li key={`${p.productId}-${p.title}`} className="flex justify-between gap-2">
                <span className="min-w-0 truncate">
                  {p.title} × {p.quantity}
                </span>
                <span className="font-medium">{rupees(p.revenue)}</span>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="by-status" className={card}>
          <h2 id="by-status" className="mb-2 font-semibold text-slate-900">
            Orders by status
          </h2>
          <ul className="grid grid-cols-2 gap-1 text-sm">
            {data.byStatus.map((s) => (
              <li key={s.status}>
                <Link to={listOf(s.status)} className="flex justify-between gap-2 rounded px-1 hover:bg-brand-50">
                  <span>{s.statusLabel}</span>
                  <span className="font-medium">{s.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
