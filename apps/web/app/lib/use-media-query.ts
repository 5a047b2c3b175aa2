import { MOBILE_MAX_WIDTH_PX } from '@discus/domain/constants';
import { useSyncExternalStore } from 'react';

const mobileQuery = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(mobileQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** spec: mobile is a viewport at most 600 px wide. The server renders as desktop; CSS does the layout. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(mobileQuery).matches,
    () => false,
  );
}
