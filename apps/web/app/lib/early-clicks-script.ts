// The server's half of lib/early-clicks.ts: the inline script entry.server.tsx ends every page with
// (as React's bootstrap script content, so it carries the response's nonce). Kept apart so the
// browser's bundle does not carry its text twice.

/**
 * The inline script: keeps each `type="button"` button tapped until the page is alive and takes them
 * (it sets `__taps` aside), and keeps React from hearing such a tap until then, so that each is
 * pressed exactly once; not a popover's button, which the browser serves itself (the mini cart
 * opens without JavaScript).
 * Keeps each form sent too, instead of letting the browser send it: a form without an `action` is
 * served by JavaScript alone, and sent by the browser it would only reload the page, losing what
 * was typed (the search form has one, and goes on to the product list).
 */
export const EARLY_CLICKS = `{let q=self.__taps=[],k=(v,e)=>e&&self.__taps==q&&(v.stopPropagation(),q.includes(e)||q.push(e));addEventListener('click',v=>k(v,v.target.closest?.('button[type=button]:not([popovertarget])')),!0);addEventListener('submit',v=>{let f=v.target;f.hasAttribute('action')||(v.preventDefault(),k(v,f))},!0)}`;
