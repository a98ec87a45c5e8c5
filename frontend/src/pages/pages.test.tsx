import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../app';
import { pageData } from '../test/fixture';

function hrefOf(name: string): string | null {
  return screen.getByRole('link', { name }).getAttribute('href');
}

describe('home', () => {
  it('leads to the repair list and WhatsApp, and shows the courses', () => {
    render(<App data={pageData('home')} />);
    expect(hrefOf('Repair list')).toBe('/shop/repairs/');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/919876543210?text=Phone%20repair%20help',
    );
    expect(main.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Beginner',
      'Advanced',
      'Chip-Level',
    ]);
    expect(main.getAllByRole('link', { name: 'Fees & time' })[2]?.getAttribute('href')).toBe(
      'https://wa.me/919876543210?text=Fees%20and%20timings%20for%20Chip-Level',
    );
    expect(hrefOf('Call now')).toBe('tel:+919876543210');
    expect(screen.getByRole('link', { name: 'Call now' }).getAttribute('target')).toBeNull();
  });

  it('shows placeholder tiles when there are no videos', () => {
    const data = pageData('home');
    if (data.page.route !== 'home') throw new Error('fixture');
    data.page = { ...data.page, latest_videos: { ...data.page.latest_videos, items: [] } };
    render(<App data={data} />);
    const section = screen.getByRole('region', { name: 'Latest videos' });
    expect(within(section).queryAllByRole('link').map((a) => a.textContent)).toEqual(['All videos']);
  });
});

describe('products', () => {
  it('shows every product with its stock, line, price and WhatsApp links', () => {
    render(<App data={pageData('products')} />);
    expect(screen.getByText('3 products')).toBeTruthy();
    const card = screen.getByRole('heading', { name: 'Samsung 25W Super Fast Charger (Original)' })
      .closest('article');
    if (!card) throw new Error('no card');
    const c = within(card);
    expect(c.getByText('Out of stock')).toBeTruthy();
    expect(c.getByText('Accessories • Chargers • Type-C')).toBeTruthy();
    expect(c.getByText('₹1,299')).toBeTruthy();
    expect(c.getByText('SS')).toBeTruthy();
    const ask = c.getByRole('link', { name: 'Ask price' });
    expect(ask.getAttribute('href')).toBe(
      'https://wa.me/919876543210?text=Need%20price%20for%3A%20Samsung%2025W%20Super%20Fast%20Charger%20%28Original%29',
    );
    expect(ask.getAttribute('target')).toBe('_blank');
  });
});

describe('videos', () => {
  it('lists each playlist with links that open the video site in a new tab', () => {
    render(<App data={pageData('videos')} />);
    fireEvent.click(screen.getByRole('button', { name: /^Display & Screen Repair/ }));
    const playlist = screen.getByRole('region', { name: /^Display & Screen Repair/ });
    const links = within(playlist).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://www.youtube.com/watch?v=kR7vQ2mXb4E',
      'https://www.youtube.com/watch?v=Tz3LpN8wYcA',
    ]);
    expect(links.every((a) => a.getAttribute('target') === '_blank')).toBe(true);
    expect(hrefOf('Visit Channel')).toBe('https://www.youtube.com/@sharmamobilecare');
  });
});

describe('repairs', () => {
  it('shows brands, steps, tiers, FAQs and the pickup link', () => {
    render(<App data={pageData('repairs')} />);
    expect(screen.getByText('Nothing')).toBeTruthy();
    expect(screen.getByText('₹6,000+')).toBeTruthy();
    expect(screen.getByText('Do you use original parts?').tagName).toBe('SUMMARY');
    expect(hrefOf('Arrange pickup')).toBe(
      'https://wa.me/919876543210?text=Share%20location%20for%20pickup',
    );
  });
});

describe('about and not found', () => {
  it('links to the parts and back home', () => {
    render(<App data={pageData('about')} />);
    expect(hrefOf('View Parts')).toBe('/shop/products/');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });

  it('not found links home', () => {
    render(<App data={pageData('not-found')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe(
      '/shop/',
    );
  });
});
