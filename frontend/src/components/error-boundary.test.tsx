// An island that fails in the browser gives way to the error page
// (docs/behaviour.md#error-page) inside the static shell, so the visitor can
// still call or message. The same failure in a real browser is in e2e/products.e2e.ts.
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogue, messageToShop, opens, productsData, texts, whatsapp } from '../test/shop';
import { visit } from '../test/visit';

describe('an island that fails', () => {
  // React reports the caught error on the console; keep the test output clean.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The Products page, hydrated from data its island cannot render: a product without highlights. */
  async function visitBroken(): Promise<void> {
    visit(productsData(), {
      alter: {
        name: 'product-filters',
        change: (data) => {
          (data.props as { products: { highlights: unknown }[] }).products[0]!.highlights = null;
        },
      },
    });
    await act(async () => {});
  }

  it('shows the default error page in place of the main content, with a way back home', async () => {
    await visitBroken();
    const main = screen.getByRole('main');
    expect(texts(main)).toEqual([
      'Unexpected Application Error!',
      'Sorry, this page could not be shown. Call or message us with the buttons below.',
      'Back to Home',
    ]);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Unexpected Application Error!',
    ]);
    expect(screen.queryByRole('search')).toBeNull();
    expect(opens(within(main).getByRole('link', { name: 'Back to Home' }))).toEqual({
      href: '/shop/',
      target: null,
      rel: null,
    });
  });

  it('keeps the header, the navigation and the contact bar', async () => {
    await visitBroken();
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('link', { name: 'Sharma Mobile Care' }).getAttribute('href')).toBe('/shop/');
    expect(banner.getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['Repair • Training • Parts']);
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Home',
      'Training',
      'Products',
      'Videos',
      'About',
    ]);
    const bar = within(screen.getByRole('navigation', { name: 'Contact' }));
    expect(bar.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(whatsapp(bar.getByRole('link', { name: 'WhatsApp' }))).toEqual(messageToShop('Phone repair help'));
  });

  it('is not shown when the island renders', async () => {
    visit(productsData());
    await act(async () => {});
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(catalogue.length);
  });
});
