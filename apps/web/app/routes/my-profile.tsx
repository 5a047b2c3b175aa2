import { messages } from '@discus/domain/messages';
import { paths } from '@discus/domain/paths';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { primaryButton } from '../components/form/buttons.ts';
import { TabList, tabIds } from '../components/tabs.tsx';
import { useAccount } from '../features/account/account-context.tsx';
import { ProfileScreen } from '../features/account/profile-screen.tsx';
import { type ProfileTab, profileTabs, tabFromState } from '../features/account/profile-tabs.ts';
import { MyOrders } from '../features/orders/my-orders.tsx';
import { WishlistTab } from '../features/wishlist/wishlist-tab.tsx';
import { Link } from '../lib/link.tsx';

// Personal data is loaded in the browser with the auth token, never rendered on the server.
export const meta = () => [{ title: 'My Profile' }, { name: 'robots', content: 'noindex' }];

export default function MyProfile() {
  const location = useLocation();
  const { user, ready, openLogin } = useAccount();
  const [tab, setTab] = useState<ProfileTab>(() => tabFromState(location.state));

  // A new visit (the drawer's My Orders, the nav's Wishlist) opens the tab it asks for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one navigation, one choice of tab
  useEffect(() => setTab(tabFromState(location.state, location.hash)), [location.key]);

  useEffect(() => {
    if (ready && !user) openLogin();
  }, [ready, user, openLogin]);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10">
      <h1 className="page-title">My Profile</h1>
      {!ready && (
        <p role="status" className="py-10 text-center text-slate-600">
          {messages.loading}
        </p>
      )}
      {ready && !user && (
        <div className="mt-6 rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
          <h2 className="text-lg font-semibold text-slate-900">Please log in to see your profile</h2>
          <p className="mt-2 text-slate-700">Your details, orders and wishlist are kept with your account.</p>
          <button type="button" onClick={() => openLogin()} className={`${primaryButton} mt-5`}>
            {messages.loginRegister}
          </button>
        </div>
      )}
      {user && (
        <>
          <p className="mt-1 text-slate-700">Hello, {user.firstName}.</p>
          <div className="mt-6">
            <TabList label="My account" tabs={profileTabs} selected={tab} onSelect={setTab} idPrefix="account" />
          </div>
          <TabPanel tab="profile" selected={tab}>
            <ProfileScreen />
          </TabPanel>
          <TabPanel tab="orders" selected={tab}>
            <MyOrders />
          </TabPanel>
          <TabPanel tab="wishlist" selected={tab}>
            <WishlistTab
              empty={
                <EmptyList title="Your wishlist is empty">
                  Fish you save to your wishlist will appear here, so you can come back to them later.
                </EmptyList>
              }
            />
          </TabPanel>
        </>
      )}
    </div>
  );
}

function TabPanel({ tab, selected, children }: { tab: ProfileTab; selected: ProfileTab; children: ReactNode }) {
  const ids = tabIds('account', tab);
  return (
    <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} hidden={tab !== selected} className="pt-6">
      {tab === selected && children}
    </div>
  );
}

function EmptyList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mx-auto mt-2 max-w-md text-slate-700">{children}</p>
      <Link to={paths.productList()} className={`${primaryButton} mt-5`}>
        Browse the shop
      </Link>
    </div>
  );
}
