const START = 'window.__reactRouterManifest = ';
const END = ';\n  window.__reactRouterRouteModules = ';
/** Manifests seen, as written and compacted: one per set of routes a page matches (issue 14: uncached renders). */
const compacted = new Map<string, string>();
const MOST_KEPT = 200;

/**
 * A rendered document whose inline route manifest (the page's routes and their modules, which React
 * Router writes as JSON indented by two spaces) is written without the indentation: some 0.8 KB of
 * every page's HTML (issue 14: ≤ 30 KB). The JSON is parsed and written again, so its content is
 * exactly the same; a document without the manifest is returned as it is. Each manifest is compacted
 * once: pages that match the same routes carry the same one.
 */
export function withCompactManifest(html: string): string {
  const start = html.indexOf(START);
  if (start === -1) return html;
  const jsonStart = start + START.length;
  const end = html.indexOf(END, jsonStart);
  if (end === -1) return html;
  const written = html.slice(jsonStart, end);
  let json = compacted.get(written);
  if (!json) {
    if (compacted.size >= MOST_KEPT) compacted.clear();
    json = JSON.stringify(JSON.parse(written));
    compacted.set(written, json);
  }
  return html.slice(0, jsonStart) + json + html.slice(end);
}
