// The shell every page shares: header, main navigation, footer, contact bar,
// and the rule that every WhatsApp link messages the shop in a new tab.
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { App } from './app';
import { messageToShop, opens, pageData, productData, routes, whatsapp, WHATSAPP_NUMBER } from './test/shop';

/** The Main navigation as [label, href] pairs. */
function mainNav(): [string | null, string | null][] {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
}

describe('the shell', () => {
  it('shows the shop name, linking home, and the tagline', () => {
    render(<App data={pageData('training')} />);
    const banner = screen.getByRole('banner');
    expect(opens(within(banner).getByRole('link', { name: 'Sharma Mobile Care' }))).toEqual({
      href: '/shop/',
      target: null,
      rel: null,
    });
    expect(
      within(banner)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(['Repair • Training • Parts']);
  });

  it('marks the current page in the navigation', () => {
    render(<App data={pageData('products')} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual(['Products']);
  });

  it('marks Products in the navigation on a product’s own page', () => {
    render(<App data={pageData('product')} />);
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
    expect(links.map((a) => [a.textContent, opens(a)])).toEqual([
      ['Call', { href: 'tel:+919876543210', target: null, rel: null }],
      [
        'WhatsApp',
        { href: 'https://wa.me/919876543210?text=Phone%20repair%20help', target: '_blank', rel: 'noopener' },
      ],
      [
        'Directions',
        {
          href: 'https://www.google.com/maps/dir/?api=1&destination=28.6519%2C77.1909',
          target: '_blank',
          rel: 'noopener',
        },
      ],
    ]);
  });

  it('has a skip link to the main content', () => {
    render(<App data={pageData('home')} />);
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
  });

  it('shows the address, phone, review link, opening hours and special days in the footer', () => {
    render(<App data={pageData('home')} />);
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual([
      'Sharma Mobile Care',
      'Shop 14, Beadon Pura, Gaffar Market, Karol Bagh, New Delhi 110005',
      '+91 98765 43210',
      'Repair prices',
      'Review us on Google',
      // The open-now line's place: the hours' heading until the CLI's script writes it.
      'Opening hours',
      'Holidays and special hours',
    ]);
    expect(opens(within(footer).getByRole('link', { name: '+91 98765 43210' }))).toEqual({
      href: 'tel:+919876543210',
      target: null,
      rel: null,
    });
    expect(opens(within(footer).getByRole('link', { name: 'Repair prices' }))).toEqual({
      href: '/shop/repairs/',
      target: null,
      rel: null,
    });
    expect(opens(within(footer).getByRole('link', { name: 'Review us on Google' }))).toEqual({
      href: 'https://g.page/r/CfYQxYz0123456EBM/review',
      target: '_blank',
      rel: 'noopener',
    });
    expect(footer.querySelector('[data-open-now]')?.getAttribute('data-open-now')).toBe('');
    expect(
      within(footer)
        .getAllByRole('listitem')
        .map((li) => [li.textContent, li.getAttribute('data-from'), li.getAttribute('data-to')]),
    ).toEqual([
      ['Mon–Sat 10:30 AM – 8:30 PM', null, null],
      ['Sun 11:00 AM – 5:00 PM', null, null],
      ['24 Dec · Christmas Eve 10:00 AM – 2:00 PM', '2026-12-24', '2026-12-24'],
      ['25 Dec · Christmas Closed', '2026-12-25', '2026-12-25'],
      ["31 Dec · New Year's Eve 10:30 AM – 1:00 AM", '2026-12-31', '2026-12-31'],
      ['25–26 Jan · Republic Day Closed', '2027-01-25', '2027-01-26'],
    ]);
  });

  it('has no review link, and no special days, where the shop gives none', () => {
    const data = pageData('home');
    render(
      <App
        data={{
          ...data,
          shell: { ...data.shell, review: null, special_days: { ...data.shell.special_days, days: [] } },
        }}
      />,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: 'Review us on Google' })).toBeNull();
    expect(within(footer).queryByText('Holidays and special hours')).toBeNull();
    expect(within(footer).getAllByRole('listitem')).toHaveLength(2);
  });
});

describe.each(routes)('the shell of %s', (route) => {
  it('lists the five main pages, without Repairs', () => {
    render(<App data={pageData(route)} />);
    expect(mainNav()).toEqual([
      ['Home', '/shop/'],
      ['Training', '/shop/training/'],
      ['Products', '/shop/products/'],
      ['Videos', '/shop/videos/'],
      ['About', '/shop/about/'],
    ]);
  });

  it('has Call, in place, and WhatsApp with "Phone repair help" in the contact bar', () => {
    render(<App data={pageData(route)} />);
    const bar = within(screen.getByRole('navigation', { name: 'Contact' }));
    expect(opens(bar.getByRole('link', { name: 'Call' }))).toEqual({
      href: 'tel:+919876543210',
      target: null,
      rel: null,
    });
    expect(whatsapp(bar.getByRole('link', { name: 'WhatsApp' }))).toEqual(messageToShop('Phone repair help'));
  });

  it('sends every WhatsApp link to the shop number, in a new tab', () => {
    render(<App data={pageData(route)} />);
    // Share, on a product's page, is the one WhatsApp link to no number:
    // WhatsApp asks whom to send it to (pages/product.test.tsx).
    const chats = screen
      .getAllByRole('link')
      .filter((a) => /wa\.me|whatsapp/i.test(a.getAttribute('href') ?? '') && !a.hasAttribute('data-enhance'))
      .map(whatsapp);
    expect(chats.map((chat) => chat.text)).toContain('Phone repair help');
    for (const { number, text, target, rel } of chats) {
      expect({ number, target, rel }, text ?? '').toEqual({
        number: WHATSAPP_NUMBER,
        target: '_blank',
        rel: 'noopener',
      });
      expect(text).toBeTruthy();
    }
  });
});

describe.each(routes)('the fold of %s', (route) => {
  it('is in <main> once, with the contact bar before it and the footer after it', () => {
    const { container } = render(<App data={pageData(route)} />);
    const folds = container.querySelectorAll('template[data-fold]');
    expect(folds).toHaveLength(1);
    const fold = folds[0]!;
    expect(fold.parentElement?.tagName).toBe('MAIN');
    const aboveFold = (element: Element | null) =>
      Boolean(element && fold.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING);
    expect(aboveFold(container.querySelector('.contact-bar'))).toBe(true);
    expect(aboveFold(container.querySelector('h1'))).toBe(true);
    expect(aboveFold(container.querySelector('.site-footer'))).toBe(false);
    // A product's related products are below it; nothing else is.
    const below = [...container.querySelectorAll('main > *')].filter(
      (element) => fold.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(below.map((element) => element.querySelector('h2')?.textContent)).toEqual(
      route === 'product' ? ['Related products'] : [],
    );
  });
});

describe('the fold', () => {
  it('cannot be written by the content: its mark in a title is text', () => {
    const mark = '<template data-fold=""></template>';
    const data = productData();
    if (data.page.route !== 'product') throw new Error('a product page');
    data.page.card.title = mark;
    const html = renderToString(<App data={data} />);
    expect(html.split(mark)).toHaveLength(2);
    expect(html).toContain('&lt;template data-fold=&quot;&quot;&gt;&lt;/template&gt;');
  });
});

describe.each(routes)('the icons of %s', (route) => {
  it("draws each of the contact bar's icons once, in the bar, and every other copy uses it", () => {
    const { container } = render(<App data={pageData(route)} />);
    const bar = container.querySelector('.contact-bar')!;
    const drawn = [...container.querySelectorAll('svg g[id]')];
    expect(drawn.map((g) => g.id)).toEqual(['icon-phone', 'icon-whatsapp', 'icon-directions']);
    for (const g of drawn) {
      expect(bar.contains(g)).toBe(true);
      expect(g.querySelector('path')).not.toBeNull();
    }
    for (const use of container.querySelectorAll('use')) {
      expect(drawn.map((g) => `#${g.id}`)).toContain(use.getAttribute('href'));
    }
  });
});
