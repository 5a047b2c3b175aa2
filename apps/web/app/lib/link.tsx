// The shop's links: an <a> with the path in its href, which a plain click turns into React Router's
// client-side navigation. React Router's own <Link> resolves its `to` against the route matches
// twice per link on every render (each time JSON-encoding and decoding them) and calls about ten
// hooks; with ~50 links a page that was a third of an uncached render's component time (issue 14,
// docs/decisions/043). Every `to` here is an absolute path from `paths`, so there is nothing to
// resolve: a link costs one context read. Import `Link` and `NavLink` from here, never from
// react-router (biome.json says so).
import { type AriaAttributes, createContext, type MouseEvent, type ReactNode, useContext } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router';

/**
 * What the shop's links carry besides their path, named one by one rather than spread: copying a
 * props object with rest and spread cost ~4 µs a link, more than all the rest of it (issue 14).
 */
type AnchorProps = {
  className?: string;
  children?: ReactNode;
  rel?: string;
  target?: string;
  title?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  'aria-label'?: string;
  'aria-current'?: AriaAttributes['aria-current'];
  'data-testid'?: string;
};

type LinkProps = AnchorProps & {
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

function navigateOnClick(event: MouseEvent<HTMLAnchorElement>, link: LinkProps, navigate: NavigateFunction): void {
  link.onClick?.(event);
  if (!isPlainClick(event, link.target)) return;
  event.preventDefault();
  // As React Router does: a link to the page already shown replaces it in the history.
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  void navigate(link.to, { state: link.state, replace: link.replace ?? here === link.to });
}

export function Link(props: LinkProps) {
  const navigate = useContext(NavigateContext);
  const spa = navigate !== null && !props.reloadDocument;
  return (
    <a
      href={props.to}
      className={props.className}
      rel={props.rel}
      target={props.target}
      title={props.title}
      aria-label={props['aria-label']}
      aria-current={props['aria-current']}
      data-testid={props['data-testid']}
      data-discover={spa && props.discover !== 'none' ? 'true' : undefined}
      onClick={spa ? (event) => navigateOnClick(event, props, navigate) : props.onClick}
    >
      {props.children}
    </a>
  );
}

type NavLinkProps = Omit<LinkProps, 'className' | 'aria-current'> & {
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

/**
 * A link that says when it is the page shown: aria-current="page" and, given a function, its class.
 * A handful a page, so its props are passed on with a spread (what `Link` avoids for its dozens).
 */
export function NavLink({ end, className, ...link }: NavLinkProps) {
  const isActive = isActivePath(link.to, useLocation().pathname, end);
  return (
    <Link
      {...link}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
