// The shop's links: an <a> with the path in its href, which a plain click turns into React Router's
// client-side navigation. React Router's own <Link> resolves its `to` against the route matches
// twice per link on every render (each time JSON-encoding and decoding them) and calls about ten
// hooks; with ~60 links a page that was a third of an uncached render's component time (issue 14,
// docs/decisions/043). Every `to` here is an absolute path from `paths`, so there is nothing to
// resolve: a link costs one context read. Import `Link` and `NavLink` from here, never from react-router
// (biome.json says so).
import { type AnchorHTMLAttributes, createContext, type MouseEvent, type ReactNode, type Ref, useContext } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An absolute path of the shop (`paths.*()`), with its query and hash. */
  to: string;
  /** History state for the page it opens (seed: presetCategory, openMyOrders…). */
  state?: unknown;
  replace?: boolean;
  /** A whole page load instead of a client-side navigation (/checkout's own page policy). */
  reloadDocument?: boolean;
  /**
   * 'render' lets React Router learn the route's modules before the click (data-discover); links
   * that repeat a route another link on the page already discovers pass 'none' (decision 039).
   */
  discover?: 'render' | 'none';
  ref?: Ref<HTMLAnchorElement>;
};

const NavigateContext = createContext<NavigateFunction | null>(null);

/** Puts React Router's navigate where every link below reads it: one hook for the page, not ten a link. */
export function LinkNavigation({ children }: { children: ReactNode }) {
  return <NavigateContext value={useNavigate()}>{children}</NavigateContext>;
}

/** A left click without a modifier on a link that opens in this tab: the one React Router serves. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export function Link({ to, state, replace, reloadDocument, discover = 'render', onClick, target, ...rest }: LinkProps) {
  const navigate = useContext(NavigateContext);
  const spa = navigate !== null && !reloadDocument;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!spa || !isPlainClick(event, target)) return;
    event.preventDefault();
    // As React Router does: a link to the page already shown replaces it in the history.
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    void navigate(to, { state, replace: replace ?? here === to });
  };
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={spa ? handleClick : onClick}
      data-discover={spa && discover === 'render' ? 'true' : undefined}
    />
  );
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active only on this very path, not also below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

/** Whether the page at `pathname` is the one `to` opens (or below it, unless `end`), as React Router's NavLink tells. */
export function isActivePath(to: string, pathname: string, end = false): boolean {
  const target = (to.split(/[?#]/)[0] ?? '').toLowerCase();
  const current = pathname.toLowerCase();
  if (current === target) return true;
  if (end || target === '/') return false;
  const base = target.endsWith('/') ? target.slice(0, -1) : target;
  return current.startsWith(`${base}/`);
}

/** A link that says when it is the page shown: aria-current="page" and, given a function, its class. */
export function NavLink({ to, end, className, ...rest }: NavLinkProps) {
  const isActive = isActivePath(to, useLocation().pathname, end);
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
