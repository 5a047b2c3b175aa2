const PRELOAD = '<link rel="modulepreload"';

/**
 * A rendered document without React Router's `<link rel="modulepreload">` list (some 25 scripts in
 * the head of a storefront page): the page's own module script loads the same modules once the page
 * has painted. Preloaded, they took a phone's bandwidth from the HTML, the stylesheet and the first
 * image: Lighthouse's mobile LCP was ~2.2 s with them and ~1.1 s without (docs/decisions/039).
 * React escapes "<" in text, so only real tags match.
 */
export function withoutModulePreloads(html: string): string {
  let kept = '';
  let start = 0;
  for (let at = html.indexOf(PRELOAD); at !== -1; at = html.indexOf(PRELOAD, start)) {
    kept += html.slice(start, at);
    start = html.indexOf('>', at) + 1;
  }
  if (start === 0) return html;
  return kept + html.slice(start);
}
