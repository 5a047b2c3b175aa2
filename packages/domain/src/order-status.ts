// The order lifecycle (PRODUCT.md section 7) as a pure state machine: every change an order can
// go through, who may make it, and the words a person sees when a change is refused. The server
// records each accepted change as a timeline event (status, time, actor, note).

export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'payment_review',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
  'payment_failed',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_ACTORS = ['buyer', 'owner', 'system', 'gateway'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export const ORDER_ACTIONS = [
  'pay',
  'decline',
  'expire',
  'reportPayment',
  'confirmPayment',
  'rejectPayment',
  'pack',
  'ship',
  'deliver',
  'cancel',
  'refund',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  paid: 'Paid',
  payment_review: 'Payment being confirmed',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  payment_failed: 'Payment failed',
  refunded: 'Refunded',
};

export function orderStatusLabel(status: OrderStatus): string {
  return ORDER_STATUS_LABELS[status];
}

type Rule = { from: readonly OrderStatus[]; to: OrderStatus; actors: readonly OrderActor[] };

const beforePacking = ['pending_payment', 'paid', 'payment_review'] as const;

// One rule per action. A status or actor outside a rule is refused.
const rules: Record<OrderAction, Rule> = {
  // The gateway's signed callback decides an online payment; a payment that arrives after the
  // order expired is refused here and the server refunds it, because its stock is already back.
  pay: { from: ['pending_payment'], to: 'paid', actors: ['gateway'] },
  decline: { from: ['pending_payment'], to: 'payment_failed', actors: ['gateway'] },
  // The reservation job ends an unpaid order. A direct UPI or bank payment holds the stock for the
  // owner's hold time (default 24 hours, decision 036) even while it waits in payment_review; if
  // the owner has not confirmed it by then, the stock goes back.
  expire: { from: ['pending_payment', 'payment_review'], to: 'payment_failed', actors: ['system'] },
  // Direct UPI or bank transfer: the buyer gives the UTR, the owner checks the statement.
  reportPayment: { from: ['pending_payment'], to: 'payment_review', actors: ['buyer'] },
  confirmPayment: { from: ['payment_review'], to: 'paid', actors: ['owner'] },
  rejectPayment: { from: ['payment_review'], to: 'payment_failed', actors: ['owner'] },
  pack: { from: ['paid'], to: 'packed', actors: ['owner'] },
  ship: { from: ['packed'], to: 'shipped', actors: ['owner'] },
  deliver: { from: ['shipped'], to: 'delivered', actors: ['owner'] },
  // The buyer may cancel until the fish are bagged; the owner until the parcel leaves (a packed
  // box can still be unpacked). Money already paid is refunded afterwards (refund below).
  cancel: { from: [...beforePacking, 'packed'], to: 'cancelled', actors: ['buyer', 'owner'] },
  // Refunds are the owner's decision: whole orders only (a dead-on-arrival claim is a separate,
  // partial credit). A cancelled order can be refunded only when money was received for it.
  refund: { from: ['paid', 'packed', 'shipped', 'delivered', 'cancelled'], to: 'refunded', actors: ['owner'] },
};

const buyerCancellable: readonly OrderStatus[] = beforePacking;

/** What the server knows beyond the status: whether money was received for the order. */
export type OrderFacts = { paymentReceived: boolean };

export type Transition = { ok: true; status: OrderStatus } | { ok: false; message: string };

const statusPhrase: Record<OrderStatus, string> = {
  pending_payment: 'still awaiting payment',
  paid: 'already paid',
  payment_review: 'waiting for its payment to be confirmed',
  packed: 'already packed',
  shipped: 'already shipped',
  delivered: 'already delivered',
  cancelled: 'cancelled',
  payment_failed: 'closed because its payment failed',
  refunded: 'already refunded',
};

const actionPhrase: Record<OrderAction, string> = {
  pay: 'paid',
  decline: 'declined',
  expire: 'expired',
  reportPayment: 'marked as paid by transfer',
  confirmPayment: 'confirmed as paid',
  rejectPayment: 'refused as unpaid',
  pack: 'packed',
  ship: 'shipped',
  deliver: 'marked as delivered',
  cancel: 'cancelled',
  refund: 'refunded',
};

function refusal(current: OrderStatus, action: OrderAction, actor: OrderActor): string {
  if (action === 'cancel' && actor === 'buyer') {
    if (current === 'packed' || current === 'shipped' || current === 'delivered') {
      return `This order has been ${current} and can no longer be cancelled; please contact us.`;
    }
    if (current === 'cancelled') return 'This order is already cancelled.';
    if (current === 'payment_failed') return 'This order was never paid, so there is nothing to cancel.';
    if (current === 'refunded') return 'This order has already been refunded.';
  }
  if (action === 'cancel' && actor === 'owner' && (current === 'shipped' || current === 'delivered')) {
    return `This order has been ${current} and can no longer be cancelled; refund it instead.`;
  }
  if (action === 'refund' && current === 'cancelled') {
    return 'This order was cancelled before it was paid, so there is nothing to refund.';
  }
  return `This order is ${statusPhrase[current]}, so it cannot be ${actionPhrase[action]}.`;
}

const actorAction: Record<OrderAction, string> = {
  pay: 'mark an order paid',
  decline: 'decline a payment',
  expire: 'expire an unpaid order',
  reportPayment: 'report a direct payment',
  confirmPayment: 'confirm a direct payment',
  rejectPayment: 'turn down a direct payment',
  pack: 'pack an order',
  ship: 'ship an order',
  deliver: 'mark an order delivered',
  cancel: 'cancel an order',
  refund: 'refund an order',
};

const actorNames: Record<OrderActor, string> = {
  buyer: 'the buyer',
  owner: 'the shop',
  system: 'the store itself',
  gateway: 'the payment gateway',
};

/** The status after `action` by `actor`, or a refusal a person can read. */
export function nextStatus(
  current: OrderStatus,
  action: OrderAction,
  actor: OrderActor,
  facts: OrderFacts = { paymentReceived: false },
): Transition {
  const rule = rules[action];
  if (!rule.actors.includes(actor)) {
    return {
      ok: false,
      message: `Only ${rule.actors.map((a) => actorNames[a]).join(' or ')} can ${actorAction[action]}.`,
    };
  }
  const allowedFrom = actor === 'buyer' && action === 'cancel' ? buyerCancellable : rule.from;
  const refundOfUnpaidCancel = action === 'refund' && current === 'cancelled' && !facts.paymentReceived;
  if (!allowedFrom.includes(current) || refundOfUnpaidCancel) {
    return { ok: false, message: refusal(current, action, actor) };
  }
  return { ok: true, status: rule.to };
}

// Stock is taken when the order is placed and stays taken until it ships. Leaving for
// cancelled, payment_failed or refunded before that puts it back; after shipping the fish are
// gone (a live fish never comes back), and a cancelled order's stock was returned when it was
// cancelled, so its later refund returns nothing.
const holdsStock: readonly OrderStatus[] = ['pending_payment', 'payment_review', 'paid', 'packed'];
const releasing: readonly OrderStatus[] = ['cancelled', 'payment_failed', 'refunded'];

export function holdsReservedStock(status: OrderStatus): boolean {
  return holdsStock.includes(status);
}

/** True when the change from `from` to `to` returns the order's reserved stock. */
export function releasesStock(from: OrderStatus, to: OrderStatus): boolean {
  return holdsStock.includes(from) && releasing.includes(to);
}

export function isBuyerCancellable(status: OrderStatus): boolean {
  return buyerCancellable.includes(status);
}

/** The buyer may start another online payment while the order still waits for one. */
export function canRetryPayment(status: OrderStatus): boolean {
  return status === 'pending_payment';
}

/** Its lines can go back into the cart in one click, except while it still waits for payment. */
export function canReorder(status: OrderStatus): boolean {
  return status !== 'pending_payment' && status !== 'payment_review';
}
