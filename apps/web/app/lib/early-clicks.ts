// On a slow phone the page shows its buttons seconds before its JavaScript runs, and a tap on a
// button that only JavaScript serves (type="button": a size, Add to cart, the menu) did nothing
// (a popover's button needs none: the browser opens the mini cart itself, and it is left to it).
// A few bytes of inline script at the end of the document (React's bootstrap script content,
// entry.server.tsx) keep those taps from then on (the page's modules run later still), the
// client entry stops keeping them when React takes the page over (React replays what comes
// later itself), and once the page is alive each tapped button is pressed again, once, in order.

declare global {
  interface Window {
    /** Buttons tapped before React took the page over, each once, in order (see early-clicks-script.ts). */
    __taps?: Element[];
  }
}

let taken: Element[] = [];

/** Called just before hydration: from here on React hears every tap itself. */
export function takeEarlyClicks(): void {
  taken = window.__taps ?? [];
  window.__taps = undefined;
}

/**
 * Presses the kept buttons again once the page is alive, one per task so each press's state
 * (the size chosen) is drawn before the next (Add to cart) reads it. A button gone or disabled
 * since is skipped, as a person's tap on it would be.
 */
export function replayEarlyClicks(): void {
  const buttons = taken;
  taken = [];
  const next = (i: number) => {
    const button = buttons[i];
    if (!button) return;
    if (button.isConnected && button instanceof HTMLButtonElement && !button.disabled) button.click();
    setTimeout(() => next(i + 1), 0);
  };
  next(0);
}
