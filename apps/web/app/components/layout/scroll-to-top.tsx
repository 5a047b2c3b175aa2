import { SCROLL_TOP_AFTER_PX } from '@discus/domain/constants';
import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '../icons.tsx';

/** spec: a scroll-to-top button that appears after 100 px of scrolling. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-4 bottom-20 z-30 rounded-full bg-white p-3 text-brand-800 shadow-lg ring-1 ring-slate-200 hover:bg-brand-50 sm:bottom-6"
    >
      <ArrowUpIcon />
      <span className="sr-only">Back to top</span>
    </button>
  );
}
