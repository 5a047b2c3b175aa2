// The server's half of lib/early-clicks.ts: the inline script entry.server.tsx ends every page with
// (as React's bootstrap script content, so it carries the response's nonce). Kept apart so the
// browser's bundle does not carry its text twice.

/**
 * The inline script: keeps each `type="button"` button tapped until the client entry takes them;
 * not a popover's button, which the browser serves itself (the mini cart opens without JavaScript).
 */
export const EARLY_CLICKS = `{let q=self.__taps=[];addEventListener('click',e=>{let b=self.__taps==q&&e.target.closest?.('button[type=button]:not([popovertarget])');b&&!q.includes(b)&&q.push(b)},!0)}`;
