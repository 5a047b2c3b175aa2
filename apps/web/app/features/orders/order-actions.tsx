import type { OrderDetails } from '@discus/domain/contracts/orders';
import { apiPaths } from '@discus/domain/contracts/paths';
import { messages } from '@discus/domain/messages';
import { paths } from '@discus/domain/paths';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { primaryButton, secondaryButton } from '../../components/form/buttons.ts';
import { useSnackbar } from '../../components/snackbar.tsx';
import { ApiError } from '../../lib/api.ts';
import { browserApi, downloadFile } from '../../lib/browser-api.ts';
import { useRefusedSession } from '../account/use-refused-session.ts';
import { useCart } from '../cart/cart-context.tsx';

type Props = { order: OrderDetails; onChanged: () => Promise<void> };

/** What the buyer can do with an order now: pay again, cancel, refill the cart, get the invoice. */
export function OrderActions({ order, onChanged }: Props) {
  const showMessage = useSnackbar();
  const onRefused = useRefusedSession();
  const cart = useCart();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      if (!onRefused(error)) showMessage(error instanceof ApiError ? error.message : messages.serverError, 'error');
    } finally {
      setBusy(false);
    }
  };

  const retryPayment = () =>
    run(async () => {
      const { payUrl } = await browserApi.retryPayment(order.orderId);
      window.location.assign(payUrl);
    });

  const cancel = () =>
    run(async () => {
      setConfirmingCancel(false);
      await browserApi.cancelOrder(order.orderId);
      showMessage(`Order ${order.orderNumber} is cancelled.`, 'success');
      await onChanged();
    });

  const reorder = () =>
    run(async () => {
      const { added, skipped } = await browserApi.reorder(order.orderId);
      await cart.refresh();
      const note = skipped.map((s) => `${s.title}: ${s.reason}`).join('; ');
      showMessage(
        added > 0 ? `Your items are back in your cart.${note ? ` ${note}` : ''}` : `Nothing could go back: ${note}`,
        added > 0 ? 'success' : 'error',
      );
      if (added > 0) navigate(paths.cart());
    });

  // Named like the server's attachment: the invoice number, its slashes made file-name safe.
  const downloadInvoice = (invoiceNumber: string) =>
    run(() =>
      downloadFile(
        apiPaths.orderInvoice,
        { orderId: order.orderId },
        `Invoice-${invoiceNumber.replaceAll('/', '-')}.pdf`,
      ),
    );

  return (
    <div className="flex flex-wrap gap-3">
      {order.canRetryPayment &&
        (order.paymentMethod === 'razorpay' ? (
          // Razorpay's Checkout may load only on /checkout (its own page policy): a whole page load.
          <a href={paths.checkoutPay(order.orderId)} className={primaryButton}>
            Pay now
          </a>
        ) : (
          <button type="button" className={primaryButton} disabled={busy} onClick={() => void retryPayment()}>
            Retry payment
          </button>
        ))}
      {order.canReorder && order.status === 'payment_failed' && (
        <button type="button" className={primaryButton} disabled={busy} onClick={() => void reorder()}>
          Put the items back in my cart
        </button>
      )}
      {order.invoiceNumber && (
        <button
          type="button"
          className={secondaryButton}
          disabled={busy}
          onClick={() => void downloadInvoice(order.invoiceNumber ?? '')}
        >
          Download invoice
        </button>
      )}
      {order.canCancel && (
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => setConfirmingCancel(true)}>
          Cancel order
        </button>
      )}
      <ConfirmDialog
        open={confirmingCancel}
        title="Cancel this order?"
        confirmLabel="Cancel order"
        cancelLabel="Keep the order"
        busy={busy}
        onConfirm={() => void cancel()}
        onClose={() => setConfirmingCancel(false)}
      >
        <p>
          Order {order.orderNumber} will be cancelled and its fish go back into stock.
          {order.status !== 'pending_payment' && ' As you have paid, we refund you to the account you paid from.'}
        </p>
      </ConfirmDialog>
    </div>
  );
}
