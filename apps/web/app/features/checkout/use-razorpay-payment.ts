import type { RazorpayCheckout } from '@discus/domain/contracts/razorpay';
import { messages } from '@discus/domain/messages';
import { paths } from '@discus/domain/paths';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { useRefusedSession } from '../account/use-refused-session.ts';
import { openRazorpayCheckout, type RazorpaySuccess } from './razorpay-checkout.ts';

function loadedAsCheckoutPage(): boolean {
  const documentUrl = performance.getEntriesByType('navigation')[0]?.name ?? window.location.href;
  return new URL(documentUrl).pathname === paths.checkout();
}

/** Where paying one placed order through Razorpay has got to, as the buyer sees it on /checkout. */
export type RazorpayStage =
  | { kind: 'opening' }
  | { kind: 'open' }
  | { kind: 'failed'; reason: string }
  | { kind: 'dismissed' }
  | { kind: 'unreachable' }
  | { kind: 'verifying' }
  | { kind: 'unconfirmed'; message: string }
  | { kind: 'refused'; message: string };

/**
 * Pays one placed order in Razorpay's Checkout: opens it at once (with what placeOrder answered,
 * or else with retryPayment's answer for the same order), verifies a payment with the server and
 * goes to payment-success. A failed or abandoned payment leaves the order awaiting payment, and
 * `pay()` opens Checkout again for it: never a new order.
 */
export function useRazorpayPayment(orderId: number, placed: RazorpayCheckout | undefined) {
  const navigate = useNavigate();
  const onRefused = useRefusedSession();
  const [stage, setStage] = useState<RazorpayStage>({ kind: 'opening' });
  const [checkout, setCheckout] = useState<RazorpayCheckout | null>(placed ?? null);

  const verify = async (response: RazorpaySuccess) => {
    setStage({ kind: 'verifying' });
    try {
      const verified = await browserApi.razorpayVerify({ orderId, ...response });
      navigate(paths.paymentSuccess(verified.orderId));
    } catch (error) {
      if (onRefused(error)) return;
      setStage({ kind: 'unconfirmed', message: error instanceof ApiError ? error.message : messages.serverError });
    }
  };

  const pay = async (first?: RazorpayCheckout) => {
    setStage({ kind: 'opening' });
    let details = first;
    try {
      if (!details) {
        const answer = await browserApi.retryPayment(orderId);
        // Not a Razorpay order after all: its own payment page takes it from here.
        if (!answer.razorpay) return window.location.assign(answer.payUrl);
        details = answer.razorpay;
      }
    } catch (error) {
      if (onRefused(error)) return;
      setStage({ kind: 'refused', message: error instanceof ApiError ? error.message : messages.serverError });
      return;
    }
    setCheckout(details);
    try {
      await openRazorpayCheckout(details, {
        onPaid: (response) => void verify(response),
        onFailed: (failure) =>
          setStage({ kind: 'failed', reason: (failure.error?.description ?? '').replace(/\.+$/, '') }),
        // After a failure the reason stays in view: closing Checkout does not make it untrue.
        onDismissed: () => setStage((now) => (now.kind === 'failed' ? now : { kind: 'dismissed' })),
      });
      setStage((now) => (now.kind === 'opening' ? { kind: 'open' } : now));
    } catch {
      // Only /checkout's own page policy lets Checkout.js in: a page first loaded elsewhere and
      // come here without a page load cannot run it, so it loads /checkout for this order.
      if (!loadedAsCheckoutPage()) return window.location.assign(paths.checkoutPay(orderId));
      setStage({ kind: 'unreachable' });
    }
  };

  // Checkout opens by itself once per order: after Pay, or on arriving at /checkout?order=N.
  const opened = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per order, not on every render
  useEffect(() => {
    if (opened.current === orderId) return;
    opened.current = orderId;
    void pay(placed);
  }, [orderId]);

  return { stage, checkout, payAgain: () => void pay() };
}
