// On a slow phone the page shows its buttons seconds before its JavaScript runs, and a tap on a
// button that only JavaScript serves (type="button": a size, Add to cart, the menu) did nothing
// (a popover's button needs none: the browser opens the mini cart itself, and it is left to it).
// A few bytes of inline script at the end of the document (React's bootstrap script content,
// entry.server.tsx) keep those taps from then on, until React has taken the page over and its
// effects have run: a tap while React hydrates is kept too, as React 19 drops one that comes before
// the part of the page it lands on is hydrated. Then each kept button is pressed again, once, in
// order. Forms sent before then (the browser checked their fields first) are sent again the same way.

declare global {
  interface Window {
    /** Buttons tapped and forms sent before React took the page over, each once, in order (see early-clicks-script.ts). */
    __taps?: Element[];
  }
}

/**
 * Called once the page is alive (the root layout's first effect, after every other): stops the
 * inline script keeping taps, then presses the kept buttons and sends the kept forms again, one per
 * task so each press's state (the size chosen) is drawn before the next (Add to cart) reads it, and
 * the first after the forms have taken what was typed into them (lib/use-form.ts, on their first
 * render). A button gone or disabled since is skipped, as a person's tap on it would be.
 */
export function replayEarlyClicks(): void {
  const kept = window.__taps ?? [];
  window.__taps = undefined;
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
