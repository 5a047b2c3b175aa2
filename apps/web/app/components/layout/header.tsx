import { messages } from '@discus/domain/messages';
import { paths } from '@discus/domain/paths';
import { useNavigate } from 'react-router';
import { accountClick } from '../../features/account/account-click.ts';
import { useAccount } from '../../features/account/account-context.tsx';
import { Avatar } from '../../features/account/avatar.tsx';
import { SearchBox } from '../../features/search/search-box.tsx';
import { Link } from '../../lib/link.tsx';
import { useShop } from '../../lib/shop.ts';
import { useIsMobile } from '../../lib/use-media-query.ts';
import { DiscusMark, MenuIcon, UserIcon } from '../icons.tsx';
import { CartPopover } from './cart-popover.tsx';

type Props = { onOpenMenu: () => void };

/** seed section 2: logo, search box, cart popover, avatar and name or 'Login / Register'. */
export function Header({ onOpenMenu }: Props) {
  const shop = useShop();
  const { user, openLogin } = useAccount();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const accountLabel = user ? user.firstName : messages.loginRegister;

  const onAccountClick = () => {
    const click = accountClick(user, isMobile);
    if (click.kind === 'open-drawer') onOpenMenu();
    else if (click.kind === 'open-login') openLogin();
    else navigate(click.to, { state: click.state });
  };

  // Below `sm` one row (menu, logo, account, cart) with the search under it; the contact bar
  // folds into the drawer (issue 14: the phone header in at most 120 px).
  return (
    <header className="bg-white">
      <div className="header-row">
        <button type="button" onClick={onOpenMenu} className="menu-button" aria-haspopup="dialog">
          <MenuIcon />
          <span className="sr-only">Open menu</span>
        </button>
        <Link to={paths.home()} className="logo">
          <DiscusMark className="size-8 shrink-0" />
          <span>{shop.name}</span>
        </Link>
        <SearchBox className="header-search" />
        <div className="header-actions">
          <CartPopover />
          <button type="button" onClick={onAccountClick} data-testid="account-button" className="account-button">
            {/* The same 32 px for the icon and the avatar: nothing moves when the account loads. */}
            <span>{user ? <Avatar user={user} /> : <UserIcon />}</span>
            <span className="hidden max-w-32 truncate sm:inline">{accountLabel}</span>
            <span className="sr-only sm:hidden">{accountLabel}</span>
          </button>
        </div>
      </div>
    </header>
  );
}
