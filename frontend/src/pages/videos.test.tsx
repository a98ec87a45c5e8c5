// The Videos page rendered from the fixture shop's 4 playlists: the accordion
// of spec §4 (at most one playlist open, a second click closes it) and its
// ARIA wiring, every video link, and the closing call to action. Keyboard
// use, pages without JavaScript and thumbnails that fail to load stay in
// e2e/videos.e2e.ts.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { App } from '../app';
import { messageToShop, opens, pageData, pages, texts, videoTile, whatsapp } from '../test/shop';

const DISPLAY = 'Display & Screen Repair';
const BOARD = 'Motherboard & Chip Level';
const TOOLS = 'Tools & Equipment';
const WATER = 'Data Recovery & Water Damage';

const { playlists } = pages.videos;

/** The thumbnails the fixture's videos.yaml gives; every other video gets the video site's own. */
const OWN_THUMBS: Record<string, string> = {
  kR7vQ2mXb4E: 'https://i.ytimg.com/vi/kR7vQ2mXb4E/hqdefault.jpg',
  Gn2yT5vKq8R: 'https://i.ytimg.com/vi/Gn2yT5vKq8R/hqdefault.jpg',
};

function toggleOf(name: string): HTMLElement {
  return screen.getByRole('button', { name: new RegExp(`^${name}`) });
}

/** The playlists whose videos a visitor can see, by the name their region takes from its toggle. */
function openPlaylists(): string[] {
  return [DISPLAY, BOARD, TOOLS, WATER].filter((name) => screen.queryByRole('region', { name: new RegExp(`^${name}`) }));
}

/** Each toggle and the panel it controls, as the accessibility tree wires them. */
function accordion() {
  return screen.getAllByRole('button').map((toggle) => {
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    return {
      heading: toggle.parentElement?.tagName,
      toggle: toggle.id,
      expanded: toggle.getAttribute('aria-expanded'),
      panel: panel && {
        id: panel.id,
        role: panel.getAttribute('role'),
        labelledBy: panel.getAttribute('aria-labelledby'),
        hidden: panel.hidden,
      },
    };
  });
}

/** The accordion with the playlist `open` (or none) open and every other closed. */
function only(open: string | null): ReturnType<typeof accordion> {
  return playlists.map((p) => ({
    heading: 'H2',
    toggle: `${p.id}-toggle`,
    expanded: String(p.name === open),
    panel: { id: `${p.id}-videos`, role: 'region', labelledBy: `${p.id}-toggle`, hidden: p.name !== open },
  }));
}

describe('the videos accordion', () => {
  it('shows one closed toggle per playlist, with its name, video count and description', () => {
    render(<App data={pageData('videos')} />);
    expect(screen.getAllByRole('button').map((toggle) => texts(toggle))).toEqual([
      [DISPLAY, '4 videos', 'Screen, touch and back-glass replacements for iPhone and Android, shown step by step.'],
      [BOARD, '3 videos', 'Fault finding on dead boards, short circuits and IC reballing under the microscope.'],
      [TOOLS, '3 videos', 'Which tools to buy first, how to set them up and how to use them safely.'],
      [WATER, '3 videos', "Saving wet phones and getting photos and chats back from phones that won't start."],
    ]);
    expect(accordion()).toEqual(only(null));
    expect(openPlaylists()).toEqual([]);
  });

  it('opening one closes the other, and clicking the open one closes it', () => {
    render(<App data={pageData('videos')} />);
    for (const [click, open] of [
      [DISPLAY, DISPLAY],
      [BOARD, BOARD],
      [BOARD, null],
      [TOOLS, TOOLS],
      [WATER, WATER],
      [DISPLAY, DISPLAY],
      [DISPLAY, null],
      [WATER, WATER],
      [WATER, null],
    ] as const) {
      fireEvent.click(toggleOf(click));
      expect(accordion(), `after a click on ${click}`).toEqual(only(open));
      expect(openPlaylists()).toEqual(open ? [open] : []);
    }
  });

  it('prerenders every playlist open, so the videos show without JavaScript', () => {
    const html = renderToString(<App data={pageData('videos')} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelectorAll('button')).toHaveLength(0);
    const regions = [...doc.querySelectorAll('[role="region"]')];
    expect(regions.map((r) => [r.id, r.getAttribute('aria-labelledby'), r.hasAttribute('hidden')])).toEqual(
      playlists.map((p) => [`${p.id}-videos`, `${p.id}-toggle`, false]),
    );
    expect([...doc.querySelectorAll('h2 > [id$="-toggle"]')].map((t) => t.id)).toEqual(
      playlists.map((p) => `${p.id}-toggle`),
    );
    expect(doc.querySelectorAll('a[href^="https://www.youtube.com/watch?v="]')).toHaveLength(13);
  });
});

describe('the videos links', () => {
  it.each(playlists.map((p) => [p.name, p] as const))(
    '%s: each video opens its watch page in a new tab, with a lazy 320×180 thumbnail',
    (name, playlist) => {
      render(<App data={pageData('videos')} />);
      fireEvent.click(toggleOf(name));
      const region = screen.getByRole('region', { name: new RegExp(`^${name}`) });
      expect(within(region).getAllByRole('link').map(videoTile)).toEqual(
        playlist.videos.map((v) => ({
          texts: [v.title, v.date, 'Watch'],
          href: `https://www.youtube.com/watch?v=${v.id}`,
          target: '_blank',
          rel: 'noopener',
          thumb: {
            src: OWN_THUMBS[v.id] ?? `https://i.ytimg.com/vi/${v.id}/mqdefault.jpg`,
            alt: '',
            loading: 'lazy',
            width: '320',
            height: '180',
          },
        })),
      );
    },
  );

  it('takes its videos from the fixture playlists, newest first', () => {
    expect(playlists.map((p) => [p.name, p.videos.map((v) => v.id)])).toEqual([
      [DISPLAY, ['kR7vQ2mXb4E', 'Tz3LpN8wYcA', 'm9QdF1sHk0U', 'Bw5xJe2Ru7g']],
      [BOARD, ['Hq8ZtV3nP1c', 'y2KcR6wLm9s', 'P4nGx7aTq0d']],
      [TOOLS, ['aV1sE9kYd3M', 'Xf6uB0rNc2L', 'e3WjH8pZo5K']],
      [WATER, ['Gn2yT5vKq8R', 'c7LmS4xWb1F', 'Ur0dQ6hJt3Y']],
    ]);
  });

  it("ends with 'Message Now' on WhatsApp and 'Visit Channel', both in a new tab", () => {
    render(<App data={pageData('videos')} />);
    const cta = screen.getByRole('region', { name: 'Have a question about a video?' });
    expect(texts(cta)).toEqual([
      'Have a question about a video?',
      'Message us on WhatsApp or subscribe to the channel for new videos every week.',
      'Message Now',
      'Visit Channel',
    ]);
    expect(whatsapp(within(cta).getByRole('link', { name: 'Message Now' }))).toEqual(messageToShop('Phone repair help'));
    expect(opens(within(cta).getByRole('link', { name: 'Visit Channel' }))).toEqual({
      href: 'https://www.youtube.com/@sharmamobilecare',
      target: '_blank',
      rel: 'noopener',
    });
  });
});
