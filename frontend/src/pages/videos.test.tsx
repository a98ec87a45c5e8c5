import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { App } from '../app';
import { pageData } from '../test/fixture';

const PLAYLISTS = [
  'Display & Screen Repair',
  'Motherboard & Chip Level',
  'Tools & Equipment',
  'Data Recovery & Water Damage',
];

/** Matches an accessible name that starts with the playlist's name. */
function named(name: string): RegExp {
  return new RegExp(`^${name}`);
}

function toggleOf(name: string): HTMLElement {
  return screen.getByRole('button', { name: named(name) });
}

/** The playlists whose videos a visitor can see. */
function openPlaylists(): string[] {
  return PLAYLISTS.filter((name) => screen.queryByRole('region', { name: named(name) }));
}

describe('videos accordion', () => {
  it('shows one closed toggle per playlist, with its description and video count', () => {
    render(<App data={pageData('videos')} />);
    const toggles = screen.getAllByRole('button');
    expect(toggles).toHaveLength(4);
    PLAYLISTS.forEach((name, i) => {
      const toggle = toggles[i]!;
      expect(toggle.textContent).toContain(name);
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(toggle.closest('h2')).not.toBeNull();
    });
    expect(within(toggleOf('Display & Screen Repair')).getByText('2 videos')).toBeTruthy();
    expect(within(toggleOf('Tools & Equipment')).getByText('1 video')).toBeTruthy();
    expect(
      within(toggleOf('Tools & Equipment')).getByText(
        'Which tools to buy first, how to set them up and how to use them safely.',
      ),
    ).toBeTruthy();
    expect(openPlaylists()).toEqual([]);
  });

  it('opens a playlist to its videos, which open the video site in a new tab', () => {
    render(<App data={pageData('videos')} />);
    const toggle = toggleOf('Display & Screen Repair');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: /Display & Screen Repair/ });
    expect(toggle.getAttribute('aria-controls')).toBe(region.id);
    expect(region.hidden).toBe(false);
    const links = within(region).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://www.youtube.com/watch?v=kR7vQ2mXb4E',
      'https://www.youtube.com/watch?v=Tz3LpN8wYcA',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    }
    const first = within(region).getByRole('link', { name: /iPhone 13 screen replacement/ });
    expect(within(first).getByText('28 Oct 2026')).toBeTruthy();
    expect(within(first).getByText('Watch')).toBeTruthy();
  });

  it('keeps at most one playlist open, and closes the open one on a second click', () => {
    render(<App data={pageData('videos')} />);
    const display = toggleOf('Display & Screen Repair');
    const tools = toggleOf('Tools & Equipment');
    fireEvent.click(display);
    fireEvent.click(tools);
    expect(display.getAttribute('aria-expanded')).toBe('false');
    expect(tools.getAttribute('aria-expanded')).toBe('true');
    expect(openPlaylists()).toEqual(['Tools & Equipment']);
    expect(document.getElementById(display.getAttribute('aria-controls')!)?.hidden).toBe(true);
    expect(
      within(screen.getByRole('region', { name: /Tools & Equipment/ })).getByRole('link', {
        name: /Best soldering station/,
      }).getAttribute('href'),
    ).toBe('https://www.youtube.com/watch?v=aV1sE9kYd3M');

    fireEvent.click(tools);
    expect(tools.getAttribute('aria-expanded')).toBe('false');
    expect(openPlaylists()).toEqual([]);
  });

  it('prerenders every playlist open, so the videos show without JavaScript', () => {
    const html = renderToString(<App data={pageData('videos')} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelectorAll('button')).toHaveLength(0);
    const regions = [...doc.querySelectorAll('[role="region"]')];
    expect(regions).toHaveLength(4);
    expect(regions.some((r) => r.hasAttribute('hidden'))).toBe(false);
    expect(doc.querySelectorAll('a[href^="https://www.youtube.com/watch?v="]')).toHaveLength(8);
    expect(doc.querySelectorAll('h2 [id$="-toggle"]')).toHaveLength(4);
  });

  it('ends with Message Now on WhatsApp and Visit Channel', () => {
    render(<App data={pageData('videos')} />);
    const message = screen.getByRole('link', { name: 'Message Now' });
    expect(message.getAttribute('href')).toBe('https://wa.me/919876543210?text=Phone%20repair%20help');
    expect(message.className).toContain('btn-whatsapp');
    expect(screen.getByRole('link', { name: 'Visit Channel' }).getAttribute('href')).toBe(
      'https://www.youtube.com/@sharmamobilecare',
    );
  });
});
