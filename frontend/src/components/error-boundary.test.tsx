// A page whose data it cannot render gives way to the default error page
// (spec §8) inside the shell, so the visitor can still call or message.
// The same failure while hydrating in a real browser is in e2e/pages.e2e.ts.
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app';
import type { PageData } from '../generated/view';
import { messageToShop, opens, pageData, pages, shell, texts, whatsapp } from '../test/shop';

describe('a page that fails to render', () => {
  // React reports the caught error on the console; keep the test output clean.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // Data the Repairs page cannot render: its list of brands is missing.
  const broken = {
    shell,
    page: { ...pages.repairs, brands: { ...pages.repairs.brands, items: null } },
  } as unknown as PageData;

  it('shows the default error page in place of the page, with a way back home', () => {
    render(<App data={broken} />);
    const main = screen.getByRole('main');
    expect(texts(main)).toEqual([
      'Unexpected Application Error!',
      'Sorry, this page could not be shown. Call or message us with the buttons below.',
      'Back to Home',
    ]);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Unexpected Application Error!',
    ]);
    expect(screen.queryByRole('region', { name: 'Brands we repair' })).toBeNull();
    expect(opens(within(main).getByRole('link', { name: 'Back to Home' }))).toEqual({
      href: '/shop/',
      target: null,
      rel: null,
    });
  });

  it('keeps the header, the navigation and the contact bar', () => {
    render(<App data={broken} />);
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('link', { name: 'Sharma Mobile Care' }).getAttribute('href')).toBe('/shop/');
    expect(banner.getByText('Repair • Training • Parts')).toBeTruthy();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Training', 'Products', 'Videos', 'About']);
    const bar = within(screen.getByRole('navigation', { name: 'Contact' }));
    expect(bar.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(whatsapp(bar.getByRole('link', { name: 'WhatsApp' }))).toEqual(messageToShop('Phone repair help'));
  });

  it('is not shown when the page renders', () => {
    render(<App data={pageData('repairs')} />);
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
    expect(screen.getByRole('region', { name: 'Brands we repair' })).toBeTruthy();
  });
});
