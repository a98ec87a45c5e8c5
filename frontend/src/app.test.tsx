import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './app';
import { pageData } from './test/fixture';

describe('the shell', () => {
  it('shows the shop name, linking home, and the tagline', () => {
    render(<App data={pageData('training')} />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Sharma Mobile Care' }).getAttribute('href')).toBe(
      '/shop/',
    );
    expect(within(banner).getByText('Repair • Training • Parts')).toBeTruthy();
  });

  it('lists the five main pages, without Repairs', () => {
    render(<App data={pageData('home')} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/shop/'],
      ['Training', '/shop/training/'],
      ['Products', '/shop/products/'],
      ['Videos', '/shop/videos/'],
      ['About', '/shop/about/'],
    ]);
    expect(within(nav).queryByRole('link', { name: /repairs/i })).toBeNull();
  });

  it('marks the current page in the navigation', () => {
    render(<App data={pageData('products')} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual(['Products']);
  });

  it('marks no navigation link on a page outside the navigation', () => {
    render(<App data={pageData('repairs')} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.querySelector('[aria-current]')).toBeNull();
  });

  it('has the three contact actions with exactly the hrefs from the data', () => {
    render(<App data={pageData('about')} />);
    const bar = screen.getByRole('navigation', { name: 'Contact' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Call', 'tel:+919876543210'],
      ['WhatsApp', 'https://wa.me/919876543210?text=Phone%20repair%20help'],
      ['Directions', 'https://www.google.com/maps/dir/?api=1&destination=28.6519%2C77.1909'],
    ]);
    const call = within(bar).getByRole('link', { name: 'Call' });
    expect(call.getAttribute('target')).toBeNull();
    for (const name of ['WhatsApp', 'Directions']) {
      const link = within(bar).getByRole('link', { name });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
    }
  });

  it('has a skip link to the main content', () => {
    render(<App data={pageData('home')} />);
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
  });

  it('shows the address, phone and opening hours in the footer', () => {
    render(<App data={pageData('home')} />);
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByText('Shop 14, Beadon Pura, Gaffar Market, Karol Bagh, New Delhi 110005'),
    ).toBeTruthy();
    expect(within(footer).getByRole('link', { name: '+91 98765 43210' }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    expect(within(footer).getByText('Mon–Sat 10:30 AM – 8:30 PM')).toBeTruthy();
    expect(within(footer).getByText('Sun 11:00 AM – 5:00 PM')).toBeTruthy();
  });
});
