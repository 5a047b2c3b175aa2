import { messages } from '@discus/domain/messages';
import { paths } from '@discus/domain/paths';
import { Link, useNavigate } from 'react-router';
import { accountClick } from '../../features/account/account-click.ts';
import { useAccount } from '../../features/account/account-context.tsx';
import { Avatar } from '../../features/account/avatar.tsx';
import { SearchBox } from '../../features/search/search-box.tsx';
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

  return (
    <header className="bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3">
        <Link to={paths.home()} className="flex items-center gap-2 text-brand-800">
          <DiscusMark />
          <span className="text-lg leading-tight font-bold">{shop.name}</span>
        </Link>
        <SearchBox className="order-last w-full sm:order-none sm:mx-4 sm:w-auto sm:flex-1" />
        <div className="ml-auto flex items-center gap-1">
          <CartPopover />
          <button
            type="button"
            onClick={onAccountClick}
            data-testid="account-button"
            className="flex items-center gap-2 rounded-full p-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800"
          >
            {user ? <Avatar user={user} /> : <UserIcon />}
            <span className="hidden max-w-32 truncate sm:inline">{accountLabel}</span>
            <span className="sr-only sm:hidden">{accountLabel}</span>
          </button>
          <button
            type="button"
            onClick={onOpenMenu}
            className="rounded-full p-2 text-slate-700 hover:bg-brand-50 sm:hidden"
            aria-haspopup="dialog"
          >
            <MenuIcon />
            <span className="sr-only">Open menu</span>
          </button>
        </div>
      </div>
    </header>
  );
}
