import { describe, expect, it } from 'vitest';
import { withoutModulePreloads } from './module-preloads.ts';

describe('a rendered document', () => {
  it('loses its module preload links and nothing else', () => {
    const html =
      '<html><head><link rel="modulepreload" href="/assets/entry.client-1.js"/><title>Discus</title>' +
      '<link rel="modulepreload" href="/assets/root-2.js"/><link rel="stylesheet" href="/assets/root.css"/></head>' +
      '<body><p>&lt;link rel=&quot;modulepreload&quot;&gt;</p><script type="module">import("/assets/root-2.js")</script></body></html>';
    expect(withoutModulePreloads(html)).toBe(
      '<html><head><title>Discus</title><link rel="stylesheet" href="/assets/root.css"/></head>' +
        '<body><p>&lt;link rel=&quot;modulepreload&quot;&gt;</p><script type="module">import("/assets/root-2.js")</script></body></html>',
    );
  });

  it('stays as it is without any', () => {
    const html = '<html><head><title>Cart</title></head><body></body></html>';
    expect(withoutModulePreloads(html)).toBe(html);
  });
});
