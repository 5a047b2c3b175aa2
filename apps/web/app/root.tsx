import { kolkataClock } from '@discus/domain/calendar';
import type { ShopDetails } from '@discus/domain/shop';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { CustomerLayout } from './components/layout/customer-layout.tsx';
import { LoadingBar } from './components/layout/loading-bar.tsx';
import { SnackbarProvider } from './components/snackbar.tsx';
import { AccountProvider } from './features/account/account-context.tsx';
import { CartProvider } from './features/cart/cart-context.tsx';
import { WishlistProvider } from './features/wishlist/wishlist-context.tsx';
import { apiClient } from './lib/api.ts';
import { replayEarlyClicks } from './lib/early-clicks.ts';
import { layoutForPath } from './lib/layout-for-path.ts';
import { LinkNavigation } from './lib/link.tsx';
import type { NavCategory } from './lib/use-categories.ts';
import './lib/context.ts';
import { messages } from '@discus/domain/messages';

// The admin frame comes with the admin pages, never with the shop's, and the not-found page with a
// missing product (issue 14: first-load JavaScript).
// No Suspense boundary holds the admin frame: React takes over a boundary drawn by the server after
// the rest of the page, and by then the frame's user has changed (the owner as last read, decision
// 049), so React threw the server's page away and drew it again (error 418). Without one, an admin
// page waits for the frame's code before React takes it over, and a navigation to one waits for it
// (it is a transition) showing the page it leaves.
const AdminLayout = lazy(() =>
  import('./components/layout/admin-layout.tsx').then((module) => ({ default: module.AdminLayout })),
);

const NotFoundPage = lazy(() =>
  import('./components/not-found-page.tsx').then((module) => ({ default: module.NotFoundPage })),
);

type RootData = {
  shop: ShopDetails;
  categories: NavCategory[];
  origin: string;
  /** The shop's year as a clock in India read it when the page was drawn: the footer's, never the phone's. */
  year: number;
};

// Pages are cached and shared (plugins/ssr.ts): their absolute addresses come from PUBLIC_URL, or
// are root-relative without it, never from the request's Host.
export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const categories = await apiClient(context.transport).categories();
  // Names and addresses only: the description is for the category's own page and the picture and
  // count for the home page's tiles (their loaders), not in every page's data (issue 14).
  const nav = categories.map(({ id, categoryName, slug }) => ({ id, categoryName, slug }));
  return { shop: context.shop, categories: nav, origin: context.publicUrl ?? '', year: kolkataClock(new Date()).year };
}

// Loaded once per visit: the shop details and categories rarely change.
export function shouldRevalidate() {
  return false;
}

// The manifest (served by the server from the shop settings) makes the shop installable on a phone.
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/icon-180.png' },
];

export function Layout({ children }: { children: ReactNode }) {
  // Once the whole page is alive (this effect runs after every one below it, whatever the page or
  // its error shows): the taps made before then (lib/early-clicks.ts).
  useEffect(() => replayEarlyClicks(), []);
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#134e4a" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** seed section 2: the admin layout for paths containing 'admin', none on /admin_login, else the customer one. */
function Shell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const layout = layoutForPath(pathname);
  return (
    <LinkNavigation>
      <SnackbarProvider>
        <AccountProvider>
          <CartProvider>
            <WishlistProvider>
              <LoadingBar />
              {layout === 'customer' && <CustomerLayout>{children}</CustomerLayout>}
              {layout === 'admin' && <AdminLayout>{children}</AdminLayout>}
              {layout === 'bare' && <main id="main">{children}</main>}
            </WishlistProvider>
          </CartProvider>
        </AccountProvider>
      </SnackbarProvider>
    </LinkNavigation>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const rootData = useRouteLoaderData('root');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The shop's database is away for a moment (the server answers 503): nothing is broken.
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  if (!notFound && !unavailable) console.error(error);
  const failure = unavailable ? (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{messages.serviceUnavailable}</h1>
      <p className="mt-3 text-slate-700">Your cart is kept. Reload the page in a few seconds.</p>
    </div>
  ) : (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="mt-3 text-slate-700">Please reload the page. If it keeps happening, contact us.</p>
    </div>
  );
  // Without the root's data (shop details) the layout cannot be drawn: show the bare message.
  if (!rootData) return failure;
  return (
    <Shell>
      {notFound ? (
        <Suspense fallback={null}>
          <NotFoundPage />
        </Suspense>
      ) : (
        failure
      )}
    </Shell>
  );
}
