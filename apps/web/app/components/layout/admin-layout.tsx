import { messages } from '@discus/domain/messages';
import { paths } from '@discus/domain/paths';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAccount } from '../../features/account/account-context.tsx';
import { Avatar } from '../../features/account/avatar.tsx';
import { Link, NavLink } from '../../lib/link.tsx';
import { useShop } from '../../lib/shop.ts';
import { useModalDialog } from '../../lib/use-modal-dialog.ts';
import { useOnNavigation } from '../../lib/use-on-navigation.ts';
import { CloseIcon, DiscusMark, MenuIcon } from '../icons.tsx';

// seed section 2: the admin side menu.
const sideMenu = [
  { label: 'Dashboard', to: paths.adminDashboard() },
  { label: 'Orders', to: paths.adminOrders() },
  { label: 'Customers', to: paths.adminCustomers() },
  { label: 'Inventory', to: paths.adminInventory() },
  { label: 'Categories', to: paths.adminCategories() },
  { label: 'Add Item', to: paths.adminAddItem() },
  { label: 'Reviews', to: paths.adminReviews() },
  { label: 'Shipping Config', to: paths.adminShippingConfig() },
  { label: 'Payment Settings', to: paths.adminPaymentSettings() },
];

const sideLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block shrink-0 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-brand-50 hover:text-brand-800'
  }`;

/**
 * The admin area's frame. Guests and customers are sent to /admin_login; this only spares them
 * screens that cannot work for them: the server refuses every admin call on its own.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { user, isAdmin, ready } = useAccount();
  const navigate = useNavigate();

  useEffect(() => {
    if (ready && !isAdmin) navigate(paths.adminLogin(), { replace: true });
  }, [ready, isAdmin, navigate]);

  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <div className="min-h-dvh bg-slate-100 print:bg-white">
      <AdminHeader onOpenMenu={() => setDrawerOpen(true)} />
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 md:flex-row md:gap-6 md:py-6 print:p-0">
        <nav aria-label="Admin" className="hidden md:block md:w-52 md:shrink-0 print:hidden">
          <SideMenu />
        </nav>
        <AdminDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        <main id="main" className="min-w-0 flex-1">
          {user && isAdmin ? (
            children
          ) : (
            <p role="status" className="py-10 text-center text-slate-600">
              {messages.loading}
            </p>
          )}
        </main>
      </div>
    </div>
  );
}

function SideMenu() {
  return (
    <ul className="flex flex-col gap-1 md:sticky md:top-4">
      {sideMenu.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.to === paths.adminOrders() ? false : undefined} className={sideLinkClass}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** On a phone the side menu is a left-hand drawer (a native modal dialog), closed by any navigation. */
function AdminDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useModalDialog(open, onClose);
  useOnNavigation(onClose);
  return (
    <dialog
      ref={dialog}
      aria-label="Admin menu"
      className="m-0 mr-auto h-dvh max-h-none w-[80vw] max-w-xs bg-white p-0 shadow-2xl"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <span className="font-semibold text-brand-800">Admin menu</span>
        <button type="button" onClick={onClose} className="rounded p-1 text-slate-700 hover:bg-slate-100">
          <CloseIcon />
          <span className="sr-only">Close menu</span>
        </button>
      </div>
      <nav aria-label="Admin" className="p-2">
        <SideMenu />
      </nav>
    </dialog>
  );
}

function AdminHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  const shop = useShop();
  const { user, logout } = useAccount();
  const menu = useRef<HTMLDivElement>(null);
  const closeMenu = () => menu.current?.hidePopover();
  const itemClass = 'block w-full rounded px-3 py-2 text-left text-sm text-slate-800 hover:bg-brand-50';

  return (
    <header className="bg-brand-900 text-white print:hidden">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3">
        <button
          type="button"
          onClick={onOpenMenu}
          className="-ml-1 rounded p-1 hover:bg-white/10 md:hidden"
          data-testid="admin-menu-button"
        >
          <MenuIcon />
          <span className="sr-only">Open the admin menu</span>
        </button>
        <Link to={paths.adminDashboard()} className="mr-auto flex min-w-0 items-center gap-2">
          <DiscusMark />
          <span className="truncate font-bold">{shop.name}</span>
          <span className="rounded bg-white/15 px-2 py-0.5 text-xs font-semibold tracking-wide uppercase">Admin</span>
        </Link>
        <button
          type="button"
          popoverTarget="admin-menu"
          className="flex items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-medium hover:bg-white/10"
        >
          {user ? <Avatar user={user} /> : null}
          Admin
        </button>
        <div
          ref={menu}
          id="admin-menu"
          popover="auto"
          className="fixed inset-auto top-14 right-2 m-0 w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-xl"
        >
          <Link to={paths.adminProfile()} onClick={closeMenu} className={itemClass}>
            Profile
          </Link>
          <Link to={paths.home()} onClick={closeMenu} className={itemClass}>
            View the shop
          </Link>
          <button
            type="button"
            onClick={() => {
              closeMenu();
              void logout();
            }}
            className={itemClass}
          >
            Logout
          </button>
        </div>
      </div>
    </header>
  );
}
