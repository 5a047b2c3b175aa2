import type { OrderDetails } from '@discus/domain/contracts/orders';
import { messages } from '@discus/domain/messages';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { useAccount } from '../account/account-context.tsx';
import { useRefusedSession } from '../account/use-refused-session.ts';

export type OrderState =
  | { kind: 'loading' }
  | { kind: 'guest' }
  | { kind: 'missing'; message: string }
  | { kind: 'loaded'; order: OrderDetails };

/** One of the buyer's orders, read in the browser with their token (another's is a 404). */
export function useOrder(orderId: number | null) {
  const { user, ready, openLogin } = useAccount();
  const onRefused = useRefusedSession();
  const [state, setState] = useState<OrderState>({ kind: 'loading' });

  const load = useCallback(async () => {
    if (orderId === null) {
      setState({ kind: 'missing', message: 'This link does not name an order.' });
      return;
    }
    try {
      setState({ kind: 'loaded', order: await browserApi.getOrder(orderId) });
    } catch (error) {
      if (onRefused(error)) return;
      setState({ kind: 'missing', message: error instanceof ApiError ? error.message : messages.serverError });
    }
  }, [orderId, onRefused]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when the order or the buyer changes
  useEffect(() => {
    if (!ready) return;
    if (!user) {
      setState({ kind: 'guest' });
      openLogin();
      return;
    }
    void load();
  }, [ready, user?.profileId, orderId]);

  return { state, reload: load };
}
