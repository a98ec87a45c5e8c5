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

describe('training', () => {
  it('shows each course with its weeks, days and time, the value cards and the seat and syllabus links', () => {
    render(<App data={pageData('training')} />);
    const courses = within(screen.getByRole('region', { name: 'Courses & batches' }));
    const cards = courses.getAllByRole('article');
    expect(cards.map((card) => card.querySelector('.meta')?.textContent)).toEqual([
      '4 weeksMon–Fri10:30 AM – 1:30 PM',
      '6 weeksMon–Fri2:00 PM – 5:00 PM',
      '8 weeksMon–Sat10:30 AM – 2:30 PM',
    ]);
    const advanced = within(cards[1] as HTMLElement);
    expect(advanced.getByRole('link', { name: 'Enrol' }).getAttribute('href')).toBe(
      'https://wa.me/919876543210?text=Join%20Advanced',
    );
    expect(advanced.getByRole('link', { name: 'Fees & Batch' }).getAttribute('href')).toBe(
      'https://wa.me/919876543210?text=Fees%20and%20timings%20for%20Advanced',
    );
    expect(advanced.getByText('Motherboard की fault finding, multimeter se testing aur clean soldering.')).toBeTruthy();
    const values = within(screen.getByRole('region', { name: 'Why learn with us' }));
    expect(values.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Hands-on',
      'Simple notes',
      'Job help',
    ]);
    // 'Book seat' is in the hero and again in the closing call to action.
    expect(screen.getAllByRole('link', { name: 'Book seat' }).map((a) => a.getAttribute('href'))).toEqual([
      'https://wa.me/919876543210?text=Book%20my%20seat',
      'https://wa.me/919876543210?text=Book%20my%20seat',
    ]);
    expect(hrefOf('Get syllabus')).toBe('https://wa.me/919876543210?text=Send%20full%20syllabus%20PDF');
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
  it('shows the brands and issues in order, the steps, tiers and FAQs, and the WhatsApp links', () => {
    render(<App data={pageData('repairs')} />);
    const items = (region: string) =>
      within(screen.getByRole('region', { name: region })).getAllByRole('listitem').map((li) => li.textContent);
    expect(items('Brands we repair')).toEqual([
      'Apple', 'Samsung', 'Xiaomi', 'OnePlus', 'Vivo', 'Oppo', 'Realme', 'Motorola', 'Nothing',
    ]);
    expect(items('Common issues')).toEqual([
      'Screen', 'Battery', 'Charging', 'Speaker/Mic', 'Camera', 'Water Damage', 'Boot Loop', 'No Power', 'Data Recovery',
    ]);
    const steps = within(screen.getByRole('region', { name: 'How a repair works' }));
    expect(steps.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const pricing = within(screen.getByRole('region', { name: 'Repair pricing' }));
    expect(pricing.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Quick fixes',
      'Standard repairs',
      'Chip-level',
    ]);
    expect(pricing.getByText('₹6,000+')).toBeTruthy();
    const question = screen.getByText('Do you use original parts?');
    expect(question.tagName).toBe('SUMMARY');
    expect(question.closest('details')?.open).toBe(false);
    expect(hrefOf('Book free diagnosis')).toBe('https://wa.me/919876543210?text=Book%20free%20diagnosis');
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
