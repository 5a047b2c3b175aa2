import { describe, expect, it } from 'vitest';
import { withCompactManifest } from './compact-manifest.ts';

const manifest = { entry: { module: '/assets/entry.client-1.js', imports: ['/assets/framework-2.js'] }, routes: {} };
const page = (json: string) =>
  '<html><body><p>Fish food</p><script type="module">import * as route0 from "/assets/root-3.js";\n' +
  `  window.__reactRouterManifest = ${json};\n  window.__reactRouterRouteModules = {"root":route0};\n` +
  'import("/assets/entry.client-1.js");</script></body></html>';

describe('a rendered document', () => {
  it('carries its route manifest without indentation, and everything else as it was', () => {
    const html = page(JSON.stringify(manifest, null, 2));
    expect(withCompactManifest(html)).toBe(page(JSON.stringify(manifest)));
  });

  it('keeps each page its own manifest, page after page', () => {
    const other = { ...manifest, routes: { 'routes/cart': { id: 'routes/cart', module: '/assets/cart-4.js' } } };
    for (const each of [manifest, other, manifest, other]) {
      const html = page(JSON.stringify(each, null, 2));
      expect(withCompactManifest(html)).toBe(page(JSON.stringify(each)));
    }
  });

  it('stays as it is without one', () => {
    const html = '<html><head><title>Cart</title></head><body></body></html>';
    expect(withCompactManifest(html)).toBe(html);
  });
});
