import { orderWhatsAppMessage, telLink, whatsAppLink } from '@discus/domain/contact-links';
import type { AdminOrderDetails, OwnerOrderAction } from '@discus/domain/contracts/admin-orders';
import { apiPaths } from '@discus/domain/contracts/paths';
import { formatRupees, rupeesToPaise } from '@discus/domain/money';
import type { OrderActor } from '@discus/domain/order-status';
import { paths } from '@discus/domain/paths';
import { type FormEvent, type ReactNode, useCallback, useEffect, useState } from 'react';
import { primaryButton, secondaryButton } from '../../../components/form/buttons.ts';
import { inputClass } from '../../../components/form/text-field.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import type { AdminOrderAction } from '../../../lib/api.ts';
import { browserApi, downloadFile } from '../../../lib/browser-api.ts';
import { Link } from '../../../lib/link.tsx';
import { useShop } from '../../../lib/shop.ts';
import { useRefusedSession } from '../../account/use-refused-session.ts';
import { addressLine } from '../../checkout/address-choice.ts';
import { formatShopTime } from '../../orders/order-dates.ts';
import { OrderSummaryView } from '../../orders/order-summary-view.tsx';
import { StatusBadge } from '../../orders/status-badge.tsx';
import { errorText, useAdminCall } from '../catalog/use-admin-call.ts';
import { DirectPaymentReview } from '../payments/direct-payment-review.tsx';
import { RefundDialog, RefundList } from './refunds.tsx';

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6';

const actorLabels: Record<OrderActor, string> = {
  buyer: 'Buyer',
  owner: 'Shop',
  system: 'Store',
  gateway: 'Payment gateway',
};

const actionLabels: Record<OwnerOrderAction, string> = {
  pack: 'Mark packed',
  ship: 'Mark shipped',
  deliver: 'Mark delivered',
  cancel: 'Cancel order',
  refund: 'Refund',
};

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; details: AdminOrderDetails };

/** The value a datetime-local field needs for `date`, in the browser's own time zone. */
function localInputValue(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** One order for the owner: contact, lines with GST, payment and refund, timeline, and the actions its state allows. */
export function AdminOrderPage({ orderId }: { orderId: number }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [dialog, setDialog] = useState<OwnerOrderAction | null>(null);
  const [busy, setBusy] = useState(false);
  const onRefused = useRefusedSession();
  const run = useAdminCall();
  const showMessage = useSnackbar();

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when the order changes
  const load = useCallback(() => {
    browserApi.adminGetOrder(orderId).then(
      (details) => setLoaded({ state: 'loaded', details }),
      (error) => {
        if (onRefused(error)) return;
        setLoaded({ state: 'failed', message: errorText(error) });
      },
    );
  }, [orderId]);
  useEffect(load, [load]);

  const act = async (call: () => Promise<AdminOrderAction>) => {
    setBusy(true);
    const answer = await run(call, () => load());
    setBusy(false);
    if (!answer) return false;
    setLoaded({ state: 'loaded', details: answer.result });
    setDialog(null);
    showMessage(answer.message, 'success');
    return true;
  };

  if (loaded.state === 'loading') {
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        Loading...
      </p>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <div className={`${card} text-center`}>
        <p role="alert" className="text-slate-700">
          {loaded.message}
        </p>
        <Link to={paths.adminOrders()} className={`${primaryButton} mt-4`}>
          All orders
        </Link>
      </div>
    );
  }

  const { details } = loaded;
  const { order } = details;
  return (
    <div className="space-y-5">
      <div>
        <Link to={paths.adminOrders()} className="text-sm font-medium text-brand-700 underline">
          ← Orders
        </Link>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900">Order {order.orderNumber}</h1>
          <StatusBadge status={order.status} />
        </div>
        <p className="text-sm text-slate-600">
          Placed {formatShopTime(order.placedAt)}
          {order.invoiceNumber && ` · Invoice ${order.invoiceNumber}`}
          {details.liveFish && ' · live fish'}
        </p>
      </div>

      <div className="flex flex-wrap gap-2" role="toolbar" aria-label="Order actions">
        {details.actions.map((action) =>
          action === 'pack' ? (
            <button
              key={action}
              type="button"
              className={primaryButton}
              disabled={busy}
              onClick={() => void act(() => browserApi.adminPackOrder(orderId))}
            >
              {actionLabels.pack}
            </button>
          ) : (
            <button
              key={action}
              type="button"
              className={action === 'cancel' || action === 'refund' ? secondaryButton : primaryButton}
              onClick={() => setDialog(action)}
            >
              {actionLabels[action]}
            </button>
          ),
        )}
        <Link to={paths.adminPackingSlip(orderId)} className={secondaryButton}>
          Packing slip
        </Link>
        {order.invoiceNumber && (
          <button
            type="button"
            className={secondaryButton}
            onClick={() =>
              void run(() =>
                downloadFile(
                  apiPaths.orderInvoice,
                  { orderId },
                  `Invoice-${(order.invoiceNumber ?? '').replaceAll('/', '-')}.pdf`,
                ),
              )
            }
          >
            Tax invoice (PDF)
          </button>
        )}
      </div>

      <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-5">
          <section aria-labelledby="lines" className={card}>
            <h2 id="lines" className="mb-2 text-lg font-semibold text-slate-900">
              Items and GST
            </h2>
            <OrderSummaryView summary={order.summary} />
          </section>
          <section aria-labelledby="timeline" className={card}>
            <h2 id="timeline" className="mb-4 text-lg font-semibold text-slate-900">
              Timeline
            </h2>
            <ol className="space-y-3" data-testid="admin-timeline">
              {details.timeline.map((event) => (
                <li
                  key={`${event.at}-${event.status}-${event.note}`}
                  className={event.internal ? 'rounded-md bg-amber-50 p-2' : ''}
                >
                  <p className="text-sm font-semibold text-slate-900">
                    {event.internal ? 'Internal note' : event.statusLabel}
                  </p>
                  <p className="text-xs text-slate-600">
                    <time dateTime={event.at}>{formatShopTime(event.at)}</time> ·{' '}
                    {event.adminName ? `${event.adminName} (shop)` : actorLabels[event.actor]}
                  </p>
                  {event.note && <p className="mt-0.5 text-sm break-words text-slate-700">{event.note}</p>}
                </li>
              ))}
            </ol>
            <NoteForm busy={busy} onSave={(note) => act(() => browserApi.adminOrderNote({ orderId, note }))} />
          </section>
        </div>
        <aside className="space-y-5">
          <BuyerCard details={details} />
          {order.shipment && (
            <section aria-labelledby="shipment" className={card}>
              <h2 id="shipment" className="text-base font-semibold text-slate-900">
                Shipment
              </h2>
              <p className="mt-2 text-sm text-slate-700">
                {order.shipment.courier} · {order.shipment.trackingNumber}
              </p>
              {order.shipment.trackingUrl && (
                <a
                  href={order.shipment.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-sm text-brand-700 underline"
                >
                  Tracking page
                </a>
              )}
              <p className="text-sm text-slate-600">Shipped {formatShopTime(order.shipment.shippedAt)}</p>
              {order.shipment.deliveredAt && (
                <p className="text-sm text-slate-600">Delivered {formatShopTime(order.shipment.deliveredAt)}</p>
              )}
              {details.doaClaimUntil && details.liveFish && (
                <p className="text-sm text-slate-600">
                  Dead-on-arrival claims until {formatShopTime(details.doaClaimUntil)}
                </p>
              )}
            </section>
          )}
          <section aria-labelledby="payment" className={card}>
            <h2 id="payment" className="text-base font-semibold text-slate-900">
              Payment
            </h2>
            {details.alerts.map((alert) => (
              <p
                key={alert}
                role="alert"
                className="mt-2 rounded-md bg-amber-50 p-2 text-sm break-words text-amber-900"
              >
                {alert}
              </p>
            ))}
            <p className="mt-2 text-sm text-slate-700">
              {details.paidAt ? `Paid ${formatShopTime(details.paidAt)}` : 'Not paid'}
            </p>
            {order.status === 'payment_review' && <DirectPaymentReview orderId={orderId} onDone={load} />}
            <ul className="mt-1 space-y-1 text-sm text-slate-600">
              {details.payments.map((p) => (
                <li key={p.createdAt}>
                  {p.provider} · {p.status} · {formatRupees(rupeesToPaise(p.amount))}
                </li>
              ))}
            </ul>
            <RefundList refunds={details.refunds} />
          </section>
        </aside>
      </div>

      <ShipDialog
        open={dialog === 'ship'}
        busy={busy}
        onClose={() => setDialog(null)}
        onShip={(body) => act(() => browserApi.adminShipOrder({ orderId, ...body }))}
      />
      <DeliverDialog
        open={dialog === 'deliver'}
        busy={busy}
        onClose={() => setDialog(null)}
        onDeliver={(deliveredAt) => act(() => browserApi.adminDeliverOrder({ orderId, deliveredAt }))}
      />
      <ReasonDialog
        open={dialog === 'cancel'}
        title={`Cancel order ${order.orderNumber}?`}
        confirmLabel="Cancel order"
        busy={busy}
        onClose={() => setDialog(null)}
        onConfirm={(reason) => act(() => browserApi.adminCancelOrder({ orderId, reason }))}
      >
        The items go back into stock.
        {details.refundable > 0
          ? ' What is left of the payment is refunded and the buyer is emailed.'
          : ' The buyer is emailed.'}
      </ReasonDialog>
      <RefundDialog
        open={dialog === 'refund'}
        busy={busy}
        orderNumber={order.orderNumber}
        refundable={details.refundable}
        onClose={() => setDialog(null)}
        onRefund={(body) => act(() => browserApi.adminRefundOrder({ orderId, ...body }))}
      />
    </div>
  );
}

function BuyerCard({ details }: { details: AdminOrderDetails }) {
  const shop = useShop();
  const { buyer, order } = details;
  const message = orderWhatsAppMessage(shop.name, buyer.name, order.orderNumber);
  return (
    <section aria-labelledby="buyer" className={card}>
      <h2 id="buyer" className="text-base font-semibold text-slate-900">
        Buyer
      </h2>
      <p className="mt-2 text-sm font-medium text-slate-900">{buyer.name}</p>
      <p className="text-sm break-words text-slate-700">{addressLine(order.address)}</p>
      <p className="text-sm break-all text-slate-700">
        <a href={`mailto:${buyer.email}`} className="underline">
          {buyer.email}
        </a>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={telLink(buyer.phone)} className={secondaryButton}>
          Call {buyer.phone}
        </a>
        <a
          href={whatsAppLink(buyer.phone, message)}
          target="_blank"
          rel="noopener noreferrer"
          className={secondaryButton}
        >
          WhatsApp
        </a>
      </div>
    </section>
  );
}

function NoteForm({ busy, onSave }: { busy: boolean; onSave: (note: string) => Promise<boolean> }) {
  const [note, setNote] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSave(note)) setNote('');
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="mt-4 flex flex-col gap-2 sm:flex-row">
      <label className="sr-only" htmlFor="order-note">
        Internal note
      </label>
      <input
        id="order-note"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={1000}
        required
        placeholder="Internal note (the buyer does not see it)"
        className={`${inputClass} min-w-0 flex-1`}
      />
      <button type="submit" className={secondaryButton} disabled={busy}>
        Add note
      </button>
    </form>
  );
}

function ShipDialog(props: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onShip: (body: { courier: string; trackingNumber: string; trackingUrl?: string }) => Promise<boolean>;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const trackingUrl = String(form.get('trackingUrl') ?? '').trim();
    void props.onShip({
      courier: String(form.get('courier') ?? ''),
      trackingNumber: String(form.get('trackingNumber') ?? ''),
      ...(trackingUrl ? { trackingUrl } : {}),
    });
  };
  return (
    <ModalDialog open={props.open} title="Mark shipped" onClose={props.onClose}>
      <form onSubmit={submit} className="space-y-3">
        <Field label="Courier" name="courier" required maxLength={80} placeholder="e.g. Blue Dart" />
        <Field label="Tracking number" name="trackingNumber" required maxLength={60} />
        <Field label="Tracking link" name="trackingUrl" type="url" maxLength={500} placeholder="https://" />
        <p className="text-sm text-slate-600">The buyer is emailed the courier, tracking number and link.</p>
        <button type="submit" className={`${primaryButton} w-full`} disabled={props.busy}>
          Mark shipped
        </button>
      </form>
    </ModalDialog>
  );
}

function DeliverDialog(props: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onDeliver: (at: string) => Promise<boolean>;
}) {
  const [value, setValue] = useState('');
  useEffect(() => {
    if (props.open) setValue(localInputValue(new Date()));
  }, [props.open]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void props.onDeliver(new Date(value).toISOString());
  };
  return (
    <ModalDialog open={props.open} title="Mark delivered" onClose={props.onClose}>
      <form onSubmit={submit} className="space-y-3">
        <label className="block text-sm font-medium text-slate-700">
          Delivered at
          <input
            type="datetime-local"
            required
            value={value}
            onChange={(e) => setValue(e.target.value)}
            className={`${inputClass} mt-1 w-full`}
          />
        </label>
        <p className="text-sm text-slate-600">For live fish, the dead-on-arrival claim window starts here.</p>
        <button type="submit" className={`${primaryButton} w-full`} disabled={props.busy}>
          Mark delivered
        </button>
      </form>
    </ModalDialog>
  );
}

function ReasonDialog(props: {
  open: boolean;
  title: string;
  confirmLabel: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<boolean>;
  children: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void props.onConfirm(String(new FormData(event.currentTarget).get('reason') ?? ''));
  };
  return (
    <ModalDialog open={props.open} title={props.title} onClose={props.onClose}>
      <form onSubmit={submit} className="space-y-3">
        <p className="text-sm text-slate-700">{props.children}</p>
        <Field label="Reason" name="reason" required maxLength={500} minLength={3} />
        <button type="submit" className={`${primaryButton} w-full`} disabled={props.busy}>
          {props.confirmLabel}
        </button>
      </form>
    </ModalDialog>
  );
}

function Field({ label, ...input }: { label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="block text-sm font-medium text-slate-700">
      {label}
      <input {...input} className={`${inputClass} mt-1 w-full`} />
    </label>
  );
}
