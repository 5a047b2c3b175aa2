import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Calls `onNavigate` when the page shown changes to another path, never as the component mounts:
 * a tap that comes while React takes the page over is served before the mount's effects run, and a
 * drawer that closed itself on mount would undo it (the menu tapped as the page came alive).
 */
export function useOnNavigation(onNavigate: () => void): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    onNavigate();
  }, [pathname, onNavigate]);
}
