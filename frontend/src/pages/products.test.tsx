import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app';
import { catalogue, productsData } from '../test/fixture';

const ALL = catalogue.length;

/** The titles of the cards on show, in order. */
function cards(): string[] {
  return screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent ?? '');
}

function count(): string {
  const live = document.querySelector('[aria-live="polite"]');
  if (!(live instanceof HTMLElement)) throw new Error('no polite live region');
  return live.textContent ?? '';
}

function row(name: string): HTMLElement {
  return screen.getByRole('group', { name });
}

function chip(rowName: string, name: string): HTMLElement {
  return within(row(rowName)).getByRole('button', { name });
}

/** The pressed chip of a row. */
function pressed(rowName: string): string[] {
  return within(row(rowName))
    .getAllByRole('button', { pressed: true })
    .map((b) => b.textContent ?? '');
}

function search(): HTMLInputElement {
  return screen.getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement;
}

function inStock(): HTMLInputElement {
  return screen.getByRole('checkbox', { name: 'In Stock' }) as HTMLInputElement;
}

function cardOf(title: string): HTMLElement {
  const card = screen.getByRole('heading', { name: title }).closest('article');
  if (!card) throw new Error(`no card for ${title}`);
  return card;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/products/');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('products filters', () => {
  it('starts with every product, the Category row with All pressed, and no Type or Model row', () => {
    render(<App data={productsData()} />);
    expect(cards()).toHaveLength(ALL);
    expect(count()).toBe(`${ALL} products`);
    expect(within(row('Category')).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'All',
      'Accessories',
      'Second-hand',
      'Tools',
      'Spares',
    ]);
    expect(pressed('Category')).toEqual(['All']);
    expect(screen.queryByRole('group', { name: 'Type' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Model' })).toBeNull();
    expect(search().placeholder).toBe('Search chargers, screens, batteries…');
    expect(search().type).toBe('search');
  });

  it('filters the cards as the visitor types, trimmed and in any case, and updates the count', () => {
    render(<App data={productsData()} />);
    fireEvent.change(search(), { target: { value: '  AMOLED ' } });
    expect(cards()).toEqual([
      'Redmi Note 13 5G AMOLED Display with Frame',
      'Samsung Galaxy A52 Super AMOLED Display',
    ]);
    expect(count()).toBe('2 products');
    expect(search().value).toBe('  AMOLED ');
    // Highlights count too.
    fireEvent.change(search(), { target: { value: 'tangle-free' } });
    expect(cards()).toEqual(['Braided USB-C to Lightning Cable 1m']);
  });

  it('hides out-of-stock products when In Stock is checked', () => {
    render(<App data={productsData()} />);
    expect(screen.getAllByText('Out of stock')).toHaveLength(2);
    fireEvent.click(inStock());
    expect(inStock().checked).toBe(true);
    expect(screen.queryByText('Out of stock')).toBeNull();
    expect(cards()).not.toContain('Samsung 25W Super Fast Charger (Original)');
    expect(count()).toBe(`${catalogue.filter((p) => p.in_stock).length} products`);
  });

  it('shows the Type row once a category is chosen, and the Model row once a type is', () => {
    render(<App data={productsData()} />);
    fireEvent.click(chip('Category', 'Spares'));
    expect(pressed('Category')).toEqual(['Spares']);
    expect(within(row('Type')).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'All',
      'Screens',
      'Batteries',
    ]);
    expect(pressed('Type')).toEqual(['All']);
    expect(screen.queryByRole('group', { name: 'Model' })).toBeNull();
    expect(count()).toBe('3 products');

    fireEvent.click(chip('Type', 'Screens'));
    expect(within(row('Model')).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'All',
      'Redmi Note 13',
      'Galaxy A52',
    ]);
    fireEvent.click(chip('Model', 'Galaxy A52'));
    expect(cards()).toEqual(['Samsung Galaxy A52 Super AMOLED Display']);
    expect(pressed('Model')).toEqual(['Galaxy A52']);
  });

  it('clicking another category resets the type and model', () => {
    render(<App data={productsData()} />);
    fireEvent.click(chip('Category', 'Spares'));
    fireEvent.click(chip('Type', 'Screens'));
    fireEvent.click(chip('Model', 'Galaxy A52'));
    fireEvent.click(chip('Category', 'Accessories'));
    expect(pressed('Type')).toEqual(['All']);
    expect(screen.queryByRole('group', { name: 'Model' })).toBeNull();
    expect(count()).toBe('3 products');
  });

  it('clicking another type resets the model, and All clears its level', () => {
    render(<App data={productsData()} />);
    fireEvent.click(chip('Category', 'Spares'));
    fireEvent.click(chip('Type', 'Screens'));
    fireEvent.click(chip('Model', 'Redmi Note 13'));
    fireEvent.click(chip('Type', 'Batteries'));
    expect(pressed('Model')).toEqual(['All']);
    expect(cards()).toEqual(['iPhone 12 Battery (High Capacity 3000 mAh)']);

    fireEvent.click(chip('Type', 'All'));
    expect(screen.queryByRole('group', { name: 'Model' })).toBeNull();
    expect(count()).toBe('3 products');
    fireEvent.click(chip('Category', 'All'));
    expect(screen.queryByRole('group', { name: 'Type' })).toBeNull();
    expect(cards()).toHaveLength(ALL);
  });

  it('a second click on the pressed chip goes back to All', () => {
    render(<App data={productsData()} />);
    fireEvent.click(chip('Category', 'Tools'));
    fireEvent.click(chip('Category', 'Tools'));
    expect(pressed('Category')).toEqual(['All']);
    expect(cards()).toHaveLength(ALL);
  });

  it('Reset clears everything, the search box and the In Stock box included', () => {
    render(<App data={productsData()} />);
    fireEvent.click(chip('Category', 'Spares'));
    fireEvent.click(chip('Type', 'Screens'));
    fireEvent.click(inStock());
    fireEvent.change(search(), { target: { value: 'amoled' } });
    expect(cards()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(search().value).toBe('');
    expect(inStock().checked).toBe(false);
    expect(pressed('Category')).toEqual(['All']);
    expect(screen.queryByRole('group', { name: 'Type' })).toBeNull();
    expect(cards()).toHaveLength(ALL);
    expect(window.location.search).toBe('');
  });

  it('says so when nothing matches', () => {
    render(<App data={productsData()} />);
    fireEvent.change(search(), { target: { value: 'no such thing' } });
    expect(cards()).toEqual([]);
    expect(screen.getByText('No products match your filters.')).toBeTruthy();
    expect(count()).toContain('0 products');
    fireEvent.change(search(), { target: { value: '' } });
    expect(screen.queryByText('No products match your filters.')).toBeNull();
  });
});

describe('products filters in the URL', () => {
  it('writes each change to the address bar: a history entry per click, in place while typing', () => {
    render(<App data={productsData()} />);
    const start = window.history.length;
    fireEvent.click(chip('Category', 'Spares'));
    expect(window.location.search).toBe('?category=Spares');
    fireEvent.click(chip('Type', 'Screens'));
    fireEvent.click(inStock());
    expect(window.location.search).toBe('?category=Spares&type=Screens&stock=1');
    expect(window.history.length).toBe(start + 3);

    fireEvent.change(search(), { target: { value: 'a' } });
    fireEvent.change(search(), { target: { value: 'am ' } });
    expect(window.location.search).toBe('?category=Spares&type=Screens&q=am&stock=1');
    expect(window.history.length).toBe(start + 3);
    expect(window.location.pathname).toBe('/products/');
  });

  it('shows the filters a shared link asks for', async () => {
    window.history.replaceState(null, '', '/products/?category=Spares&type=Screens&q=redmi&stock=0');
    render(<App data={productsData()} />);
    await waitFor(() => expect(cards()).toEqual(['Redmi Note 13 5G AMOLED Display with Frame']));
    expect(pressed('Category')).toEqual(['Spares']);
    expect(pressed('Type')).toEqual(['Screens']);
    expect(search().value).toBe('redmi');
  });

  it('ignores values the catalogue does not offer', async () => {
    window.history.replaceState(null, '', '/products/?category=Tools&type=Screens&model=Galaxy+A52');
    render(<App data={productsData()} />);
    await waitFor(() => expect(pressed('Category')).toEqual(['Tools']));
    expect(pressed('Type')).toEqual(['All']);
    expect(screen.queryByRole('group', { name: 'Model' })).toBeNull();
    expect(cards()).toEqual(['Quick 936A Soldering Station 60W']);
  });

  it('steps back through the filters with the Back button', async () => {
    render(<App data={productsData()} />);
    fireEvent.click(chip('Category', 'Spares'));
    fireEvent.click(chip('Type', 'Screens'));
    expect(cards()).toHaveLength(2);

    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe('?category=Spares'));
    await waitFor(() => expect(pressed('Type')).toEqual(['All']));
    expect(cards()).toHaveLength(3);

    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Type' })).toBeNull());
    expect(cards()).toHaveLength(ALL);
  });

  it('restores the filters of the URL on popstate', () => {
    render(<App data={productsData()} />);
    fireEvent.change(search(), { target: { value: 'charger' } });
    window.history.pushState(null, '', '/products/?category=Accessories&type=Cables');
    fireEvent(window, new PopStateEvent('popstate'));
    expect(pressed('Type')).toEqual(['Cables']);
    expect(search().value).toBe('');
    expect(cards()).toEqual(['Braided USB-C to Lightning Cable 1m']);
  });

  it('hydrates the server HTML unfiltered, then applies the URL', async () => {
    const data = productsData();
    const html = renderToString(<App data={data} />);
    expect(html).not.toContain('aria-pressed="true">Spares');

    window.history.replaceState(null, '', '/products/?category=Spares');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasActEnvironment = env.IS_REACT_ACT_ENVIRONMENT;
    env.IS_REACT_ACT_ENVIRONMENT = true;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, <App data={data} />, { onRecoverableError: recoverable });
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      expect(within(container).getAllByRole('article')).toHaveLength(3);
    } finally {
      act(() => root?.unmount());
      env.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
      container.remove();
    }
  });
});

describe('product cards', () => {
  it('shows the stock, line, price, badge, highlights and WhatsApp links', () => {
    render(<App data={productsData()} />);
    const card = within(cardOf('boAt Rockerz 450 Bluetooth Headphones'));
    expect(card.getByText('In stock')).toBeTruthy();
    expect(card.getByText('Accessories • Headphones • Over-ear')).toBeTruthy();
    expect(card.getByText('₹1,499')).toBeTruthy();
    expect(card.getByText('Bestseller')).toBeTruthy();
    expect(card.getAllByRole('listitem')).toHaveLength(3);
    const enquire = card.getByRole('link', { name: 'Enquire' });
    expect(enquire.getAttribute('href')).toBe(
      'https://wa.me/919876543210?text=Product%20Enquiry%3A%20boAt%20Rockerz%20450%20Bluetooth%20Headphones',
    );
    expect(enquire.getAttribute('target')).toBe('_blank');
    expect(card.getByRole('link', { name: 'Ask price' }).getAttribute('target')).toBe('_blank');
  });

  it('loads the photo lazily, at a fixed size, named by the title', () => {
    render(<App data={productsData()} />);
    const img = within(cardOf('boAt Rockerz 450 Bluetooth Headphones')).getByRole('img', {
      name: 'boAt Rockerz 450 Bluetooth Headphones',
    });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('width')).toBe('480');
    expect(img.getAttribute('height')).toBe('320');
  });

  it('shows the initials tile, hidden from screen readers, when there is no photo', () => {
    render(<App data={productsData()} />);
    const card = within(cardOf('Samsung 25W Super Fast Charger (Original)'));
    expect(card.queryByRole('img')).toBeNull();
    expect(card.getByText('SS').getAttribute('aria-hidden')).toBe('true');
  });

  it('switches to the initials tile when the photo fails to load', () => {
    render(<App data={productsData()} />);
    const card = within(cardOf('boAt Rockerz 450 Bluetooth Headphones'));
    expect(card.queryByText('BR')).toBeNull();
    fireEvent.error(card.getByRole('img'));
    expect(card.queryByRole('img')).toBeNull();
    expect(card.getByText('BR').getAttribute('aria-hidden')).toBe('true');
    expect(card.getByRole('heading', { name: 'boAt Rockerz 450 Bluetooth Headphones' })).toBeTruthy();
  });

  it('also switches when the photo failed before the page was interactive', () => {
    // A broken image is complete with no width; its error event came too early to be heard.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    render(<App data={productsData()} />);
    expect(screen.queryAllByRole('img')).toEqual([]);
    expect(within(cardOf('boAt Rockerz 450 Bluetooth Headphones')).getByText('BR')).toBeTruthy();
  });
});
