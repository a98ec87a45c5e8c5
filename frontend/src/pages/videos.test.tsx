// The Videos page rendered from the fixture shop's 4 playlists: the accordion
// of docs/behaviour.md#playlists (at most one playlist open, a second tap
// closes it) as native <details>, every video link, and the closing call to action. Keyboard use,
// pages without JavaScript, taps before the island wakes up and thumbnails
// that fail to load stay in e2e/videos.e2e.ts.
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../entry-server';
import { messageToShop, opens, pageData, pages, texts, videoTile, whatsapp } from '../test/shop';
import { visit } from '../test/visit';

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

/** The playlists in page order, each a <details> whose <summary> starts with its <h2>. */
function details(): HTMLDetailsElement[] {
  return [...document.querySelectorAll('details')];
}

function playlistOf(name: string): HTMLDetailsElement {
  const found = details().find((d) => d.querySelector('summary > h2')?.textContent === name);
  if (!found) throw new Error(`no playlist ${name}`);
  return found;
}

/** A tap on a playlist's summary, and the toggle events it sets off. */
async function tap(name: string): Promise<void> {
  await act(async () => {
    playlistOf(name).querySelector('summary')?.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** The playlists whose videos a visitor can see. */
function openPlaylists(): string[] {
  return details()
    .filter((d) => d.open)
    .map((d) => d.querySelector('h2')?.textContent ?? '');
}

describe('the videos accordion', () => {
  it('shows one closed playlist per name, with its name as a heading, video count and description', () => {
    visit(pageData('videos'));
    expect(
      details().map((d) => [d.getAttribute('name'), d.open, texts(d.querySelector('summary') as HTMLElement)]),
    ).toEqual([
      [
        'playlists',
        false,
        [DISPLAY, '4 videos', 'Screen, touch and back-glass replacements for iPhone and Android, shown step by step.'],
      ],
      [
        'playlists',
        false,
        [BOARD, '3 videos', 'Fault finding on dead boards, short circuits and IC reballing under the microscope.'],
      ],
      [
        'playlists',
        false,
        [TOOLS, '3 videos', 'Which tools to buy first, how to set them up and how to use them safely.'],
      ],
      [
        'playlists',
        false,
        [WATER, '3 videos', "Saving wet phones and getting photos and chats back from phones that won't start."],
      ],
    ]);
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .slice(0, 4)
        .map((h) => h.textContent),
    ).toEqual([DISPLAY, BOARD, TOOLS, WATER]);
  });

  // jsdom, like an older browser, does not group <details> by name: the
  // island does it. Chromium's own grouping is in e2e/videos.e2e.ts.
  it('opening one closes the other, and tapping the open one closes it', async () => {
    visit(pageData('videos'));
    for (const [name, open] of [
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
      await tap(name);
      expect(openPlaylists(), `after a tap on ${name}`).toEqual(open ? [open] : []);
    }
  });

  it('prerenders every playlist closed, exactly as it looks once hydrated, in <details> that need no JavaScript', () => {
    const doc = new DOMParser().parseFromString(render('videos', pageData('videos')), 'text/html');
    const prerendered = [...doc.querySelectorAll('details')];
    expect(prerendered.map((d) => [d.id, d.getAttribute('name'), d.hasAttribute('open')])).toEqual(
      playlists.map((p) => [p.id, 'playlists', false]),
    );
    expect(doc.querySelectorAll('details a[href^="https://www.youtube.com/watch?v="]')).toHaveLength(13);
  });
});

describe('the videos links', () => {
  it.each(playlists.map((p) => [p.name, p] as const))(
    '%s: each video opens its watch page in a new tab, with a lazy 320×180 thumbnail',
    async (name, playlist) => {
      visit(pageData('videos'));
      await tap(name);
      expect(within(playlistOf(name)).getAllByRole('link').map(videoTile)).toEqual(
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
    visit(pageData('videos'));
    const cta = screen.getByRole('region', { name: 'Have a question about a video?' });
    expect(texts(cta)).toEqual([
      'Have a question about a video?',
      'Message us on WhatsApp or subscribe to the channel for new videos every week.',
      'Message Now',
      'Visit Channel',
    ]);
    expect(whatsapp(within(cta).getByRole('link', { name: 'Message Now' }))).toEqual(
      messageToShop('Phone repair help'),
    );
    expect(opens(within(cta).getByRole('link', { name: 'Visit Channel' }))).toEqual({
      href: 'https://www.youtube.com/@sharmamobilecare',
      target: '_blank',
      rel: 'noopener',
    });
  });
});
