// On a slow phone the page shows its buttons seconds before its JavaScript runs, and a tap on a
// button that only JavaScript serves (type="button": a size, Add to cart, the menu) did nothing
// (a popover's button needs none: the browser opens the mini cart itself, and it is left to it).
// A few bytes of inline script at the end of the document (React's bootstrap script content,
// entry.server.tsx) keep those taps from then on (the page's modules run later still), the
// client entry stops keeping them when React takes the page over (React replays what comes
// later itself), and once the page is alive each tapped button is pressed again, once, in order.
// Forms sent before then (the browser checked their fields first) are sent again the same way.

declare global {
  interface Window {
    /** Buttons tapped and forms sent before React took the page over, each once, in order (see early-clicks-script.ts). */
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
 * Presses the kept buttons and sends the kept forms again once the page is alive, one per task so
 * each press's state (the size chosen) is drawn before the next (Add to cart) reads it, and the
 * first after the forms have taken what was typed into them (lib/use-form.ts, on their first
 * render). A button gone or disabled since is skipped, as a person's tap on it would be.
 */
export function replayEarlyClicks(): void {
  const kept = taken;
  taken = [];
  const next = (i: number) => {
    const element = kept[i];
    if (!element) return;
    if (element.isConnected) {
      if (element instanceof HTMLButtonElement && !element.disabled) element.click();
      if (element instanceof HTMLFormElement) element.requestSubmit();
    }
    setTimeout(() => next(i + 1), 0);
  };
  setTimeout(() => next(0), 0);
}
