import { ADMIN_ROLE } from '@discus/domain/constants';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useSnackbar } from '../../components/snackbar.tsx';

export type AccountUser = { firstName: string; lastName: string; role: number; imageUrl: string | null };

type Account = {
  user: AccountUser | null;
  isAdmin: boolean;
  openLogin: () => void;
};

const AccountContext = createContext<Account | null>(null);

/**
 * Who is browsing. Until sign-in lands (issue #3) everyone is a guest with a guest id, and the
 * login entry tells them so instead of leading nowhere.
 */
export function AccountProvider({ children }: { children: ReactNode }) {
  const showMessage = useSnackbar();
  const value = useMemo<Account>(
    () => ({
      user: null,
      isAdmin: false,
      openLogin: () => showMessage('Sign-in opens soon. You can already browse and shop as a guest.', 'info'),
    }),
    [showMessage],
  );
  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>;
}

export function useAccount(): Account {
  const account = useContext(AccountContext);
  if (!account) throw new Error('useAccount must be used inside AccountProvider');
  return account;
}

export function isAdminUser(user: AccountUser | null): boolean {
  return user?.role === ADMIN_ROLE;
}
