import type { OrderSummary } from '@discus/domain/contracts/order-summary';
import type { IndianRegion } from '@discus/domain/india';
import { messages } from '@discus/domain/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { browserApi } from '../../lib/browser-api.ts';

export type QuoteState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; quote: OrderSummary }
  | { kind: 'refused'; message: string };

/**
 * The server's price of this cart delivered to `state`: lines, GST split, shipping, packing and
 * the live-fish dispatch date. Asked again whenever the state or the cart (its fingerprint) changes.
 */
export function useShippingQuote(state: IndianRegion | null, cartFingerprint: string) {
  const [quote, setQuote] = useState<QuoteState>({ kind: 'idle' });
  const seq = useRef(0);

  const load = useCallback(async () => {
    const mine = ++seq.current;
    if (!state) {
      setQuote({ kind: 'idle' });
      return;
    }
    setQuote({ kind: 'loading' });
    let next: QuoteState;
    try {
      next = { kind: 'ready', quote: await browserApi.shippingQuote(state) };
    } catch (error) {
      next = { kind: 'refused', message: error instanceof ApiError ? error.message : messages.serverError };
    }
    // A slower answer for an earlier address or cart must not replace a newer one.
    if (mine === seq.current) setQuote(next);
  }, [state]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a changed cart needs a new price
  useEffect(() => {
    void load();
  }, [load, cartFingerprint]);

  return { quote, reload: load };
}
