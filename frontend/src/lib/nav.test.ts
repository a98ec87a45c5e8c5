import { describe, expect, it } from 'vitest';
import { routes, shell } from '../test/shop';
import { navRouteOf } from './nav';

describe('navRouteOf', () => {
  it('puts a product’s own page under Products', () => {
    expect(navRouteOf('product')).toBe('products');
  });

  it('leaves every other route as it is', () => {
    for (const route of routes.filter((r) => r !== 'product')) expect(navRouteOf(route), route).toBe(route);
  });

  it('always names an entry of the navigation or a page outside it', () => {
    const inNav = new Set(shell.nav.map((n) => n.route));
    expect(routes.filter((r) => inNav.has(navRouteOf(r))).sort()).toEqual([
      'about',
      'home',
      'product',
      'products',
      'training',
      'videos',
    ]);
  });
});
