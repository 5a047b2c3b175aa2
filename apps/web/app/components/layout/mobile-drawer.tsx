import { messages } from '@discus/domain/messages';
import { paths } from '@discus/domain/paths';
import { useState } from 'react';
import { useAccount } from '../../features/account/account-context.tsx';
import { Link } from '../../lib/link.tsx';
import { useShop } from '../../lib/shop.ts';
import { useCategories } from '../../lib/use-categories.ts';
import { useModalDialog } from '../../lib/use-modal-dialog.ts';
import { useOnNavigation } from '../../lib/use-on-navigation.ts';
import { CloseIcon } from '../icons.tsx';
import { CategoryLink } from './category-link.tsx';
import { telHref } from './top-bar.tsx';

type Props = { open: boolean; onClose: () => void };

const itemClass = 'block rounded px-3 py-2.5 text-base text-slate-800 hover:bg-brand-50';
const contactClass = 'block rounded px-3 py-2 text-slate-700 hover:bg-brand-50';

/** seed section 2: the right-hand drawer on mobile. Profile and Orders need a logged-in user. */
export function MobileDrawer({ open, onClose }: Props) {
  const dialog = useModalDialog(open, onClose);
  const categories = useCategories();
  const { user, isAdmin, openLogin } = useAccount();
  const shop = useShop();
  // Its entries are drawn once it first opens: every page's HTML is lighter by the whole menu.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  // Navigating closes the drawer.
  useOnNavigation(onClose);

  return (
    <dialog ref={dialog} aria-label="Menu" className="drawer">
      {opened && (
        <>
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <span className="font-semibold text-brand-800">Menu</span>
            <button type="button" onClick={onClose} className="rounded p-1 text-slate-700 hover:bg-slate-100">
              <CloseIcon />
              <span className="sr-only">Close menu</span>
            </button>
          </div>
          <nav aria-label="Menu" className="p-2">
            <ul>
              <li>
                <Link to={paths.home()} className={itemClass}>
                  Home
                </Link>
              </li>
              {categories.map((category, index) => (
                <li key={category.id}>
                  <CategoryLink category={category} index={index} className={itemClass} />
                </li>
              ))}
              {user ? (
                <>
                  <li>
                    <Link
                      to={isAdmin ? paths.adminDashboard() : paths.myProfile()}
                      state={isAdmin ? undefined : { openMyProfile: true }}
                      className={itemClass}
                    >
                      {isAdmin ? 'Admin Dashboard' : 'My Profile'}
                    </Link>
                  </li>
                  <li>
                    <Link to={paths.myProfile('orders')} state={{ openMyOrders: true }} className={itemClass}>
                      My Orders
                    </Link>
                  </li>
                  <li>
                    <Link to={paths.myProfile('wishlist')} state={{ openWishlist: true }} className={itemClass}>
                      Wishlist
                    </Link>
                  </li>
                </>
              ) : (
                <li>
                  <button
                    type="button"
                    className={`${itemClass} w-full text-left`}
                    onClick={() => {
                      onClose();
                      openLogin();
                    }}
                  >
                    {messages.drawerLoginRegister}
                  </button>
                </li>
              )}
              <li>
                <Link to={paths.contactUs()} className={itemClass}>
                  Contact Us
                </Link>
              </li>
              <li>
                <Link to={paths.aboutUs()} className={itemClass}>
                  About Us
                </Link>
              </li>
              <li>
                <Link to={paths.faq()} className={itemClass}>
                  FAQ
                </Link>
              </li>
            </ul>
          </nav>
          <address aria-label="Contact" className="border-t border-slate-200 p-2 text-sm not-italic">
            {shop.phones.map((phone) => (
              <a key={phone} href={telHref(phone)} className={contactClass}>
                {phone}
              </a>
            ))}
            <a href={`mailto:${shop.email}`} className={contactClass}>
              {shop.email}
            </a>
            <a href={shop.instagramUrl} target="_blank" rel="noopener noreferrer" className={contactClass}>
              Instagram
            </a>
            <a href={shop.youtubeUrl} target="_blank" rel="noopener noreferrer" className={contactClass}>
              YouTube
            </a>
          </address>
        </>
      )}
    </dialog>
  );
}
