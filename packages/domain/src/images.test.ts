import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './images.ts';

describe('an image source set', () => {
  it('offers every stored width by default', () => {
    expect(imageSrcSet('products', 'abc')).toBe(
      '/uploads/products/abc-240.webp 240w, /uploads/products/abc-480.webp 480w, ' +
        '/uploads/products/abc-720.webp 720w, /uploads/products/abc-960.webp 960w',
    );
  });

  it('offers only the widths between the narrowest and the widest worth offering', () => {
    expect(imageSrcSet('categories', 'abc', 720, 480)).toBe(
      '/uploads/categories/abc-480.webp 480w, /uploads/categories/abc-720.webp 720w',
    );
  });
});
