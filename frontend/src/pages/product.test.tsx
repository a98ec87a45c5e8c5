// A product's own page (/products/<id>/), as the browser gets it: the
// server's HTML, with no island to hydrate. Every element is checked against
// the view data it is drawn from, on every product of the fixture shop, and
// on copies of them changed to show what the fixture lacks (several photos,
// more highlights than a card shows, a description, a used or refurbished
// condition). The expected words are read from the data, never retyped: the
// fixture's products gain texts as the shop grows. What needs a browser
// (no JavaScript, the share sheet, layout, Back) is in e2e/product.e2e.ts.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../entry-server';
import type { Condition, PageData, ProductPageView } from '../generated/view';
import { catalogue, opens, productData, productPages, texts, whatsapp } from '../test/shop';
import { visit } from '../test/visit';

/** The product page inside `data`, to change before showing it. */
function pageOf(data: PageData): ProductPageView {
  if (data.page.route !== 'product') throw new Error(`not a product's page: ${data.page.route}`);
  return data.page;
}

/** The first fixture product's page that has photos, or has none: the tests below need one of each. */
function fixturePage(photos: boolean): ProductPageView {
  const page = productPages.find((p) => p.photos.length > 0 === photos);
  if (!page) throw new Error(`the fixture shop has no product ${photos ? 'with' : 'without'} a photo`);
  return page;
}
const withPhoto = fixturePage(true);
const withoutPhoto = fixturePage(false);

/** `base`'s page with `n` photos: the first one's address, told apart by a query. */
function withPhotos(n: number, base: ProductPageView = withPhoto): PageData {
  const data = productData(base);
  const page = pageOf(data);
  const src = page.photos[0]?.src ?? 'https://images.example.com/p.jpg?w=480';
  page.photos = Array.from({ length: n }, (_, i) => ({
    src: `${src}&test=${i + 1}`,
    alt: `${page.card.title} – test view ${i + 1}`,
    anchor: `photo-${i + 1}`,
    label: `Test view ${i + 1} of ${n}`,
    picture: null,
    thumb: null,
  }));
  return data;
}

function main(): HTMLElement {
  return screen.getByRole('main');
}

/** The Enquire, Ask price, Call and Share buttons: the links after the price. */
function action(name: string): HTMLElement {
  return within(main()).getByRole('link', { name });
}

/** Whether a picture loads first and at once, or waits until it is near the screen. */
function loading(img: Element) {
  return {
    fetchpriority: img.getAttribute('fetchpriority'),
    loading: img.getAttribute('loading'),
    decoding: img.getAttribute('decoding'),
    width: img.getAttribute('width'),
    height: img.getAttribute('height'),
  };
}

describe.each(productPages.map((page) => [page.card.title, page] as const))('the page of %s', (_, page) => {
  it('has the breadcrumb: links from the list down to the model, then the title, current and not a link', () => {
    visit(productData(page));
    const nav = screen.getByRole('navigation', { name: page.breadcrumb.label });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => texts(item))).toEqual([
      ...page.breadcrumb.items.map((l) => [l.label]),
      [page.card.title],
    ]);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, opens(a)]),
    ).toEqual(page.breadcrumb.items.map((l) => [l.label, { href: l.href, target: null, rel: null }]));
    const last = items.at(-1)!;
    expect(last.getAttribute('aria-current')).toBe('page');
    expect(within(last).queryByRole('link')).toBeNull();
    expect(page.breadcrumb.items).toHaveLength(4);
  });

  it('has the title as its one h1, the price, the stock and the condition', () => {
    visit(productData(page));
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([page.card.title]);
    const buy = screen.getByRole('heading', { level: 1 }).parentElement!;
    const shown = texts(buy);
    expect(shown.slice(0, 4)).toEqual([page.card.title, page.card.price, page.card.stock, page.condition.label]);
    expect(within(buy).getByText(page.card.stock).className).toBe(page.card.in_stock ? 'stock in' : 'stock out');
    expect(within(buy).getByText(page.condition.label).className).toBe(`condition ${page.condition.condition}`);
  });

  it('has Enquire and Ask price on WhatsApp, Call in place, Share, then the repair prices, in that order', () => {
    visit(productData(page));
    const buttons = within(screen.getByRole('heading', { level: 1 }).parentElement!).getAllByRole('link');
    expect(buttons.map((a) => a.textContent)).toEqual([
      page.card.enquire.label,
      page.card.ask_price.label,
      page.call.label,
      page.share.label,
      page.repair.label,
    ]);
    // Its model's prices when the price list has that model, else /repairs.
    const repairs: Record<string, [string, string]> = {
      'iPhone 12': ['Apple iPhone 12 repair prices', '/shop/repairs/apple/iphone-12/'],
    };
    const [label, href] = repairs[page.card.model] ?? ['Repair price for your phone', '/shop/repairs/'];
    expect(opens(action(label))).toEqual({ href, target: null, rel: null });
    expect(opens(action(page.card.enquire.label))).toEqual({
      href: page.card.enquire.href,
      target: '_blank',
      rel: 'noopener',
    });
    expect(opens(action(page.card.ask_price.label))).toEqual({
      href: page.card.ask_price.href,
      target: '_blank',
      rel: 'noopener',
    });
    expect(opens(action(page.call.label))).toEqual({ href: page.call.href, target: null, rel: null });
    expect(whatsapp(action(page.card.enquire.label)).text).toContain(page.card.title);
    expect(whatsapp(action(page.card.ask_price.label)).text).toContain(page.card.title);
    expect(page.call.href).toMatch(/^tel:\+91\d{10}$/);
  });

  it('has Share: a WhatsApp link to no number with the page’s address typed, and the share sheet’s words for share.ts', () => {
    visit(productData(page));
    const share = action(page.share.label);
    expect(opens(share)).toEqual({ href: page.share.href, target: '_blank', rel: 'noopener' });
    expect({ ...share.dataset }).toEqual({
      enhance: 'share',
      shareTitle: page.share.title,
      shareText: page.share.text,
      shareUrl: page.share.url,
    });
    const chat = whatsapp(share);
    expect(chat.number).toBe('');
    expect(chat.text).toContain(page.share.url);
    expect(page.share.url).toMatch(new RegExp(`^https://.+/products/${page.card.id}/$`));
  });

  it('lists every highlight, and the description paragraph by paragraph, each under its heading, or nothing', () => {
    visit(productData(page));
    for (const block of [page.highlights, page.description]) {
      const region = screen.queryByRole('region', { name: block.heading });
      if (block.items.length === 0) {
        expect(region, block.heading).toBeNull();
        expect(screen.queryByRole('heading', { name: block.heading })).toBeNull();
      } else {
        expect(texts(region!)).toEqual([block.heading, ...block.items]);
      }
    }
  });

  it('links to each related product with its photo or initials, title, price and stock, or shows no such section', () => {
    visit(productData(page));
    const { section, items } = page.related;
    const region = screen.queryByRole('region', { name: section.heading });
    if (items.length === 0) {
      expect(region).toBeNull();
      return;
    }
    const cards = within(region!).getAllByRole('link');
    expect(cards.map((card) => ({ ...opens(card), texts: texts(card) }))).toEqual(
      items.map((r) => ({
        href: r.href,
        target: null,
        rel: null,
        texts: [...(r.image ? [] : [r.initials]), r.title, r.price, r.stock],
      })),
    );
    for (const [i, r] of items.entries()) {
      const card = cards[i]!;
      expect(card.getAttribute('href')).not.toBe(page.share.url);
      expect(within(card).getByText(r.stock).className).toBe(r.in_stock ? 'stock in' : 'stock out');
      const img = card.querySelector('img');
      if (r.image) {
        // The photo says the title, and the title written beside it is
        // hidden from screen readers: the link's name has it once.
        expect({
          src: img?.getAttribute('src'),
          alt: img?.getAttribute('alt'),
          initials: img?.dataset.initials,
        }).toEqual({ src: r.image, alt: r.title, initials: r.initials });
        const once = (name: string) => name.startsWith(r.title) && !name.slice(r.title.length).includes(r.title);
        expect(within(region!).getByRole('link', { name: once })).toBe(card);
        expect(loading(img!)).toEqual({
          fetchpriority: null,
          loading: 'lazy',
          decoding: 'async',
          width: '480',
          height: '320',
        });
      } else {
        expect(img).toBeNull();
        expect(within(card).getByText(r.initials).getAttribute('aria-hidden')).toBe('true');
      }
    }
  });

  it('is plain HTML: no island, no page data, nothing to hydrate', () => {
    const html = render('product', productData(page));
    expect(html).not.toContain('data-island');
    expect(html).not.toContain('<script');
  });
});

describe('the photos', () => {
  it('are on the page of each product whose card shows a photo, and only there', () => {
    const onPage = productPages.map((p) => [p.card.id, p.photos.length > 0]);
    expect(onPage).toEqual(catalogue.map((card) => [card.id, card.image !== null]));
  });

  it('show the only photo large, first and at once, at a fixed size, with no thumbnails', () => {
    const data = withPhotos(1);
    const [photo] = pageOf(data).photos;
    visit(data);
    const gallery = screen.getByRole('region', { name: withPhoto.photos_label });
    const img = within(gallery).getByRole('img', { name: photo!.alt });
    expect(img.getAttribute('src')).toBe(photo!.src);
    expect(loading(img)).toEqual({
      fetchpriority: 'high',
      loading: null,
      decoding: 'async',
      width: '800',
      height: '600',
    });
    expect(img.dataset.initials).toBe(withPhoto.card.initials);
    expect(img.closest('li')?.id).toBe(photo!.anchor);
    expect(within(gallery).queryAllByRole('link')).toEqual([]);
    // Nothing to scroll: no keyboard stop.
    expect(within(gallery).getByRole('list').hasAttribute('tabindex')).toBe(false);
  });

  it('of a product with several: the first at once, the others when seen, and a thumbnail link to each', () => {
    const data = withPhotos(4);
    const {
      photos,
      photos_label,
      card: { initials },
    } = pageOf(data);
    visit(data);
    const gallery = screen.getByRole('region', { name: photos_label });
    const [strip, thumbList] = within(gallery).getAllByRole('list');
    const shown = within(strip!).getAllByRole('img');
    expect(shown.map((img) => [img.getAttribute('alt'), img.getAttribute('src'), img.closest('li')?.id])).toEqual(
      photos.map((p) => [p.alt, p.src, p.anchor]),
    );
    expect(shown.map(loading)).toEqual(
      photos.map((_, i) => ({
        fetchpriority: i === 0 ? 'high' : null,
        loading: i === 0 ? null : 'lazy',
        decoding: 'async',
        width: '800',
        height: '600',
      })),
    );
    // The strip scrolls: the keyboard can reach it to scroll it.
    expect(shown[0]!.closest('ul')?.getAttribute('tabindex')).toBe('0');
    // Thumbnails: links to the photo's anchor, each named by its photo's
    // alt (`Photo 2 of 4`), as HTML names a link around an image, with no
    // aria-label of its own; the photo small and lazily.
    const thumbs = within(thumbList!).getAllByRole('link');
    expect(thumbs.map((a) => [a.getAttribute('href'), a.hasAttribute('aria-label')])).toEqual(
      photos.map((p) => [`#${p.anchor}`, false]),
    );
    for (const [i, photo] of photos.entries()) {
      expect(within(thumbList!).getByRole('link', { name: photo.label })).toBe(thumbs[i]);
    }
    for (const [i, thumb] of thumbs.entries()) {
      const img = thumb.querySelector('img')!;
      expect({ src: img.getAttribute('src'), alt: img.getAttribute('alt'), initials: img.dataset.initials }).toEqual({
        src: photos[i]!.src,
        alt: photos[i]!.label,
        initials,
      });
      expect(loading(img)).toEqual({
        fetchpriority: null,
        loading: 'lazy',
        decoding: 'async',
        width: '64',
        height: '48',
      });
      expect(document.getElementById(photos[i]!.anchor)).not.toBeNull();
    }
  });

  it('of a product without any: the initials tile, hidden from screen readers, and no gallery', () => {
    const data = withPhotos(0, withoutPhoto);
    const {
      card: { initials },
      photos_label,
    } = pageOf(data);
    visit(data);
    expect(screen.queryByRole('region', { name: photos_label })).toBeNull();
    // The product itself; its related products may have photos.
    const product = screen.getByRole('article');
    expect(product.querySelector('img')).toBeNull();
    expect(within(product).getByText(initials).getAttribute('aria-hidden')).toBe('true');
  });

  it('carry the ribbon when the product has a badge, and none otherwise', () => {
    const data = withPhotos(2);
    const page = pageOf(data);
    page.card.badge = 'Test ribbon';
    visit(data);
    expect(within(screen.getByRole('region', { name: page.photos_label })).getByText('Test ribbon').className).toBe(
      'ribbon',
    );
    page.card.badge = null;
    visit(data);
    expect(main().querySelector('.ribbon')).toBeNull();
  });
});

describe('the texts', () => {
  it('lists every highlight, more than the card’s three', () => {
    const data = productData(withPhoto);
    const page = pageOf(data);
    page.highlights.items = [...page.highlights.items, 'Test highlight four', 'Test highlight five', 'परीक्षण छह'];
    expect(page.highlights.items.length).toBeGreaterThan(3);
    visit(data);
    const region = screen.getByRole('region', { name: page.highlights.heading });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(page.highlights.items);
  });

  it('shows the description a paragraph a line, in order, repeated lines too', () => {
    const data = productData(withPhoto);
    const page = pageOf(data);
    page.description.items = ['First test paragraph.', 'दूसरा पैराग्राफ़, हिंदी में।', 'First test paragraph.'];
    visit(data);
    const region = screen.getByRole('region', { name: page.description.heading });
    expect([...region.querySelectorAll('p')].map((p) => p.textContent)).toEqual(page.description.items);
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe(page.description.heading);
  });

  it('shows no heading for highlights, description or related products it does not have', () => {
    const data = productData(withPhoto);
    const page = pageOf(data);
    page.highlights.items = [];
    page.description.items = [];
    page.related.items = [];
    visit(data);
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
    expect(screen.queryAllByRole('region')).toEqual([screen.getByRole('region', { name: page.photos_label })]);
  });

  it('keeps a hostile title and description as text', () => {
    const hostile = '</p><script>alert(1)</script><img src=x onerror=alert(2)>';
    const data = productData(withPhoto);
    const page = pageOf(data);
    page.card.title = hostile;
    page.description.items = [hostile];
    visit(data);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(hostile);
    expect(within(screen.getByRole('region', { name: page.description.heading })).getByText(hostile).tagName).toBe('P');
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('the condition badge', () => {
  it.each(['new', 'used', 'refurbished'] as Condition[])('is styled for %s, in the owner’s words', (condition) => {
    const data = productData(withPhoto);
    const page = pageOf(data);
    page.condition = { condition, label: `Test ${condition}` };
    visit(data);
    expect(within(main()).getByText(`Test ${condition}`).className).toBe(`condition ${condition}`);
  });
});

describe('the related products', () => {
  it('shows up to four, each one link to its page', () => {
    const data = productData(withPhoto);
    const page = pageOf(data);
    const others = productPages.filter((p) => p.card.id !== page.card.id).slice(0, 4);
    page.related.items = others.map((p) => ({
      href: catalogue.find((card) => card.id === p.card.id)!.href,
      title: p.card.title,
      price: p.card.price,
      in_stock: p.card.in_stock,
      stock: p.card.stock,
      image: p.photos[0]?.src ?? null,
      picture: null,
      initials: p.card.initials,
    }));
    visit(data);
    const region = screen.getByRole('region', { name: page.related.section.heading });
    const cards = within(region).getAllByRole('link');
    expect(cards.map((a) => [a.getAttribute('href'), texts(a)])).toEqual(
      page.related.items.map((r) => [r.href, [...(r.image ? [] : [r.initials]), r.title, r.price, r.stock]]),
    );
    expect(within(region).getAllByRole('listitem')).toHaveLength(4);
  });
});
