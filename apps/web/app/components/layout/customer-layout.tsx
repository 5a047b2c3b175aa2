import { paths } from '@discus/domain/paths';
import { type ReactNode, useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { useCart } from '../../features/cart/cart-context.tsx';
import { OrderNotifier } from '../../features/notifier/order-notifier.tsx';
import { CategoryNav } from './category-nav.tsx';
import { FloatingCart } from './floating-cart.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { TopBar } from './top-bar.tsx';

/** seed section 2: the customer layout around every public page. */
export function CustomerLayout({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const { pathname } = useLocation();
  const showFooter = pathname !== paths.contactUs();
  const { count } = useCart();

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <TopBar />
      <Header onOpenMenu={() => setMenuOpen(true)} />
      <CategoryNav />
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
      {showFooter && <Footer />}
      <MobileDrawer open={menuOpen} onClose={closeMenu} />
      <FloatingCart itemCount={count} />
      <ScrollToTop />
      <OrderNotifier />
    </>
  );
}
