import { describe, expect, it } from 'vitest';
import { pageAddress } from './page-address.ts';

describe('pageAddress', () => {
  it('keeps the path and the parameters pages read, in one order', () => {
    expect(pageAddress('/product-list?sort=price_asc&category=red-discus')).toBe(
      '/product-list?category=red-discus&sort=price_asc',
    );
    expect(pageAddress('/product-list.data?q=blue&_routes=routes%2Fproduct-list')).toBe(
      '/product-list.data?q=blue&_routes=routes%2Fproduct-list',
    );
    expect(pageAddress('/product-detail?variant=12&title=red-dragon&id=7')).toBe('/product-detail?id=7&variant=12');
    expect(pageAddress('/__manifest?paths=%2Fproduct-detail&version=ab12')).toBe(
      '/__manifest?paths=%2Fproduct-detail&version=ab12',
    );
  });

  it('drops tracking tags, junk and repeated parameters', () => {
    expect(pageAddress('/product-detail?id=7&title=red-melon&utm_source=ig&fbclid=abc')).toBe('/product-detail?id=7');
    expect(pageAddress('/faq?x1=1&x2=2')).toBe('/faq');
    expect(pageAddress('/product-detail?id=7&id=8')).toBe('/product-detail?id=7');
  });
});
