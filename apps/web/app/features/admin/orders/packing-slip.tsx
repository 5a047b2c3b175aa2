import type { AdminOrderDetails } from '@discus/domain/contracts/admin-orders';
import { paths } from '@discus/domain/paths';
import { useEffect, useState } from 'react';
import { primaryButton, secondaryButton } from '../../../components/form/buttons.ts';
import { browserApi } from '../../../lib/browser-api.ts';
import { Link } from '../../../lib/link.tsx';
import { useShop } from '../../../lib/shop.ts';
import { useRefusedSession } from '../../account/use-refused-session.ts';
import { formatShopTime } from '../../orders/order-dates.ts';
import { errorText } from '../catalog/use-admin-call.ts';

/** The packing slip: what goes in the box and where it goes, without prices; printed from the browser. */
export function PackingSlip({ orderId }: { orderId: number }) {
  const shop = useShop();
  const onRefused = useRefusedSession();
  const [details, setDetails] = useState<AdminOrderDetails | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per order
  useEffect(() => {
    browserApi.adminGetOrder(orderId).then(setDetails, (error) => {
      if (!onRefused(error)) setFailed(errorText(error));
    });
  }, [orderId]);

  if (failed) return <p role="alert">{failed}</p>;
  if (!details) return <p role="status">Loading...</p>;
  const { order } = details;
  const address = order.address;
  return (
    <article className="mx-auto max-w-2xl bg-white p-6 text-slate-900 print:max-w-none print:p-0">
      <div className="mb-4 flex gap-2 print:hidden">
        <button type="button" className={primaryButton} onClick={() => window.print()}>
          Print
        </button>
        <Link to={paths.adminOrderDetails(orderId)} className={secondaryButton}>
          Back to the order
        </Link>
      </div>
      <header className="flex justify-between border-b border-slate-300 pb-3">
        <div>
          <p className="text-lg font-bold">{shop.name}</p>
          <p className="text-sm">Packing slip</p>
        </div>
        <div className="text-right text-sm">
          <p className="text-lg font-bold">{order.orderNumber}</p>
          <p>Placed {formatShopTime(order.placedAt)}</p>
        </div>
      </header>
      <section className="mt-4">
        <h2 className="text-sm font-semibold uppercase">Ship to</h2>
        <p className="text-lg font-semibold">{address.name}</p>
        <p>{[address.line1, address.line2, address.landmark].filter(Boolean).join(', ')}</p>
        <p>
          {address.city}, {address.state} {address.pin}
        </p>
        <p>Phone {address.phone}</p>
      </section>
      {details.liveFish && (
        <p className="mt-4 rounded border-2 border-slate-900 p-2 text-center font-bold uppercase">
          Live fish · handle with care · keep upright
        </p>
      )}
      <table className="mt-4 w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-slate-400">
            <th className="py-1">Item</th>
            <th className="py-1">Size</th>
            <th className="py-1 text-right">Qty</th>
            <th className="py-1 text-right">Packed</th>
          </tr>
        </thead>
        <tbody>
          {order.summary.lines.map((line) => (
            <tr key={line.variantId} className="border-b border-slate-200">
              <td className="py-2">
                {line.title}
                {line.liveFish ? ' (live)' : ''}
              </td>
              <td className="py-2">{line.size}</td>
              <td className="py-2 text-right font-semibold">{line.quantity}</td>
              <td className="py-2 text-right">☐</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
