// Small icons (no icon font to download). Decorative: callers give the accessible name. Those of every
// page's header are CSS masks in app.css (an inline SVG each was some 250 bytes of every page's HTML):
// empty elements, with nothing for a screen reader to read or hide.
type IconProps = { className?: string };

const base = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function CartIcon({ className = 'size-6' }: IconProps) {
  return <span className={`icon icon-cart ${className}`} />;
}

export function MenuIcon({ className = 'size-6' }: IconProps) {
  return <span className={`icon icon-menu ${className}`} />;
}

export function CloseIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" {...base}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function SearchIcon({ className = 'size-5' }: IconProps) {
  return <span className={`icon icon-search ${className}`} />;
}

export function UserIcon({ className = 'size-6' }: IconProps) {
  return <span className={`icon icon-user ${className}`} />;
}

export function ArrowUpIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" {...base}>
      <path d="M12 19V5M5 12l7-7 7 7" />
    </svg>
  );
}

/** The shop's mark: a round discus in profile (drawn by app.css). */
export function DiscusMark({ className = 'size-8' }: IconProps) {
  return <span className={`discus-mark ${className}`} />;
}
