import { messages } from '@discus/domain/messages';
import { useSnackbar } from '../../components/snackbar.tsx';
import { useAccount } from './account-context.tsx';
import { isSessionRefused } from './session-start.ts';

/**
 * For calls made with the auth token: when the server no longer accepts it (expired, revoked by
 * a logout elsewhere or a password reset), the browser becomes a guest and is asked to log in.
 * Answers true when it handled the error.
 */
export function useRefusedSession(): (error: unknown) => boolean {
  const { endSession, openLogin } = useAccount();
  const showMessage = useSnackbar();
  return (error) => {
    if (!isSessionRefused(error)) return false;
    endSession();
    showMessage(messages.loginRequired, 'error');
    openLogin();
    return true;
  };
}
