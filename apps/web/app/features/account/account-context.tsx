import { ADMIN_ROLE } from '@discus/domain/constants';
import type { User } from '@discus/domain/contracts/users';
import { messages } from '@discus/domain/messages';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useSnackbar } from '../../components/snackbar.tsx';
import type { LoginAnswer } from '../../lib/api.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { flashMessage, storage } from '../../lib/storage.ts';
import { newGuestId } from './session-start.ts';
import { useSessionStart } from './use-session-start.ts';

export type AccountDialog = { kind: 'login'; email?: string } | { kind: 'register' } | { kind: 'forgot-password' };

/**
 * Work that must happen between an accepted login and the guest id being replaced by the
 * profileId (seed section 4). The cart (issue #4) merges the guest cart here and says
 * 'cart synced successfully'.
 */
export type LoginStep = (login: { guestUserId: string | null; user: User }) => Promise<void>;

type Account = {
  user: User | null;
  isAdmin: boolean;
  /** False until the session start has restored a stored login (or found none). */
  ready: boolean;
  dialog: AccountDialog | null;
  openLogin: (email?: string) => void;
  openRegister: () => void;
  openForgotPassword: () => void;
  closeDialog: () => void;
  completeLogin: (answer: LoginAnswer) => Promise<void>;
  setUser: (user: User) => void;
  /** The server refused the stored token: back to guest without a word. */
  endSession: () => void;
  logout: () => Promise<void>;
  addLoginStep: (step: LoginStep) => () => void;
};

const AccountContext = createContext<Account | null>(null);

// The dialogs carry the form rules (and their validation library): loaded on first use only.
const AccountDialogs = lazy(() => import('./account-dialogs.tsx'));

/** Who is browsing: a guest with a guest id, or a logged-in user (seed sections 3 and 4). */
export function AccountProvider({ children }: { children: ReactNode }) {
  const showMessage = useSnackbar();
  const [user, setUserState] = useState<User | null>(null);
  const [ready, setReady] = useState(false);
  const [dialog, setDialog] = useState<AccountDialog | null>(null);
  const [dialogsLoaded, setDialogsLoaded] = useState(false);
  const loginSteps = useRef(new Set<LoginStep>());

  // The user as last read is kept for the next page load (decision 049).
  const setUser = useCallback((next: User) => {
    storage.set('user', JSON.stringify(next));
    setUserState(next);
  }, []);

  const endSession = useCallback(() => {
    storage.remove('authToken');
    storage.remove('user');
    storage.set('userId', newGuestId());
    setUserState(null);
  }, []);

  useSessionStart({
    onUser: setUser,
    onRefused: endSession,
    onReady: () => {
      setReady(true);
      const flash = flashMessage.take();
      if (flash) showMessage(flash);
    },
  });

  const open = useCallback((next: AccountDialog) => {
    setDialogsLoaded(true);
    setDialog(next);
  }, []);
  const openLogin = useCallback((email?: string) => open({ kind: 'login', email }), [open]);
  const openRegister = useCallback(() => open({ kind: 'register' }), [open]);
  const openForgotPassword = useCallback(() => open({ kind: 'forgot-password' }), [open]);
  const closeDialog = useCallback(() => setDialog(null), []);

  const completeLogin = useCallback(
    async ({ user: loggedIn, token }: LoginAnswer) => {
      const guestUserId = storage.get('userId');
      storage.set('authToken', token);
      setUser(loggedIn);
      for (const step of loginSteps.current) {
        await step({ guestUserId, user: loggedIn }).catch((error) => console.error('login step failed', error));
      }
      storage.set('userId', loggedIn.profileId);
      setDialog(null);
    },
    [setUser],
  );

  // seed section 4: logout clears the user, wipes local storage, says so, goes to / and reloads.
  const logout = useCallback(async () => {
    await browserApi.logout().catch((error) => console.error('logout call failed', error));
    setUserState(null);
    storage.clearAll();
    showMessage(messages.userLoggedOut);
    flashMessage.keep(messages.userLoggedOut);
    window.location.assign('/');
  }, [showMessage]);

  const addLoginStep = useCallback((step: LoginStep) => {
    loginSteps.current.add(step);
    return () => void loginSteps.current.delete(step);
  }, []);

  const value = useMemo<Account>(
    () => ({
      user,
      isAdmin: user?.role === ADMIN_ROLE,
      ready,
      dialog,
      openLogin,
      openRegister,
      openForgotPassword,
      closeDialog,
      completeLogin,
      setUser,
      endSession,
      logout,
      addLoginStep,
    }),
    [
      user,
      ready,
      dialog,
      openLogin,
      openRegister,
      openForgotPassword,
      closeDialog,
      completeLogin,
      setUser,
      endSession,
      logout,
      addLoginStep,
    ],
  );

  return (
    <AccountContext.Provider value={value}>
      {children}
      {dialogsLoaded && (
        <Suspense fallback={null}>
          <AccountDialogs />
        </Suspense>
      )}
    </AccountContext.Provider>
  );
}

export function useAccount(): Account {
  const account = useContext(AccountContext);
  if (!account) throw new Error('useAccount must be used inside AccountProvider');
  return account;
}
