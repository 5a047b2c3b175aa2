import type { Address, AddressForm } from '@discus/domain/contracts/addresses';
import { messages } from '@discus/domain/messages';
import { useCallback, useEffect, useState } from 'react';
import { useSnackbar } from '../../components/snackbar.tsx';
import { ApiError } from '../../lib/api.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { useRefusedSession } from '../account/use-refused-session.ts';
import { chosenAfterChange } from './address-choice.ts';

/** The buyer's saved addresses and the one chosen for this order. */
export function useAddresses(profileId: string | undefined) {
  const showMessage = useSnackbar();
  const onRefused = useRefusedSession();
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [unreadable, setUnreadable] = useState(false);

  const fail = useCallback(
    (error: unknown) => {
      if (!onRefused(error)) showMessage(error instanceof ApiError ? error.message : messages.serverError, 'error');
    },
    [onRefused, showMessage],
  );

  const reload = useCallback(async (prefer?: number) => {
    const list = await browserApi.listAddresses();
    setUnreadable(false);
    setAddresses(list);
    setChosenId((current) => chosenAfterChange(list, prefer ?? current));
  }, []);

  /** A first read that failed can be tried again without reloading the page (and the cart). */
  const retry = useCallback(async () => {
    setUnreadable(false);
    await reload().catch((error) => {
      setUnreadable(true);
      fail(error);
    });
  }, [reload, fail]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read again only when the buyer changes
  useEffect(() => {
    if (!profileId) return;
    setAddresses(null);
    void retry();
  }, [profileId]);

  const save = useCallback(
    async (fields: AddressForm, id?: number): Promise<boolean> => {
      try {
        const saved = await browserApi.saveAddress(id ? { id, ...fields } : fields);
        await reload(saved.id);
        return true;
      } catch (error) {
        fail(error);
        return false;
      }
    },
    [reload, fail],
  );

  const remove = useCallback(
    async (id: number) => {
      try {
        await browserApi.deleteAddress(id);
        await reload();
      } catch (error) {
        fail(error);
      }
    },
    [reload, fail],
  );

  const chosen = addresses?.find((a) => a.id === chosenId) ?? null;
  return { addresses, unreadable, retry, chosen, choose: setChosenId, save, remove };
}
