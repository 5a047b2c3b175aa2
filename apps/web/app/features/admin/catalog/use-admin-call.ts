import { messages } from '@discus/domain/messages';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useRefusedSession } from '../../account/use-refused-session.ts';

/** Runs an admin call: a refused login asks to log in again, any other refusal shows its message. */
export function useAdminCall() {
  const showMessage = useSnackbar();
  const onRefused = useRefusedSession();
  return async <T>(call: () => Promise<T>, onError?: (error: ApiError) => void): Promise<T | undefined> => {
    try {
      return await call();
    } catch (error) {
      if (onRefused(error)) return undefined;
      const refusal = error instanceof ApiError ? error : new ApiError(0, messages.serverError);
      showMessage(refusal.message, 'error');
      onError?.(refusal);
      return undefined;
    }
  };
}

export const errorText = (error: unknown) => (error instanceof ApiError ? error.message : messages.serverError);
