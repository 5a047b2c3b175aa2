import { NOTIFIER_INTERVAL_MS, NOTIFIER_VISIBLE_MS } from '@discus/domain/constants';
import type { AnonOrder } from '@discus/domain/contracts/orders';
import { useEffect, useState } from 'react';
import { browserApi } from '../../lib/browser-api.ts';

function pickRandom<T>(items: T[]): T | undefined {
  return items[Math.floor(Math.random() * items.length)];
}

/** spec: every 35 s a random recent order (state, city, product title) shows for 14 s. */
export function OrderNotifier() {
  const [shown, setShown] = useState<AnonOrder | null>(null);

  useEffect(() => {
    // The recent orders are read when the first one is due, not while the page loads (issue 14).
    let orders: Promise<AnonOrder[]> | undefined;
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    const interval = setInterval(() => {
      orders ??= browserApi.anonOrders().catch((error: unknown) => {
        console.error('recent orders unavailable', error);
        return [];
      });
      void orders.then((recent) => {
        const order = pickRandom(recent);
        if (!active || !order) return;
        setShown(order);
        clearTimeout(hideTimer);
        hideTimer = setTimeout(() => setShown(null), NOTIFIER_VISIBLE_MS);
      });
    }, NOTIFIER_INTERVAL_MS);
    return () => {
      active = false;
      clearInterval(interval);
      clearTimeout(hideTimer);
    };
  }, []);

  if (!shown) return null;
  const titles = shown.productList.map((p) => p.title);
  return (
    <aside
      aria-live="polite"
      data-testid="order-notifier"
      className="fixed bottom-20 left-3 z-30 max-w-72 rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-xl sm:bottom-4"
    >
      <p className="font-medium text-slate-900">
        Someone in {shown.city}, {shown.state} ordered
      </p>
      <p className="mt-0.5 text-slate-700">
        {titles[0]}
        {titles.length > 1 && ` and ${titles.length - 1} more`}
      </p>
      <button
        type="button"
        onClick={() => setShown(null)}
        className="absolute top-1 right-2 text-slate-500 hover:text-slate-800"
      >
        ×<span className="sr-only">Dismiss</span>
      </button>
    </aside>
  );
}
