// One video tile, on its own: what it shows and where it leads. The tile a
// failed thumbnail leaves is drawn by video-card.css: see e2e/pages.e2e.ts.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { opens, pages, texts } from '../test/shop';
import { VideoCard } from './video-card';

// The first video of the fixture's first playlist, with a thumbnail of its own.
const video = pages.videos.playlists[0]!.videos[0]!;

/** The tile's thumbnail: decorative (alt=""), so it has no role to query by. */
function thumbnail(container: HTMLElement): HTMLImageElement | null {
  return container.querySelector('img');
}

describe('VideoCard', () => {
  it('shows a lazy 320×180 thumbnail, the title, the date and the watch label, and opens the video in a new tab', () => {
    const { container } = render(<VideoCard video={video} watchLabel="Watch" />);
    const link = screen.getByRole('link', { name: /^iPhone 13 screen replacement/ });
    expect(opens(link)).toEqual({
      href: 'https://www.youtube.com/watch?v=kR7vQ2mXb4E',
      target: '_blank',
      rel: 'noopener',
    });
    expect(texts(link)).toEqual(['iPhone 13 screen replacement — step by step (Hindi)', '28 Oct 2026', 'Watch']);
    const img = thumbnail(container);
    expect(['src', 'alt', 'width', 'height', 'loading', 'decoding'].map((name) => img?.getAttribute(name))).toEqual([
      'https://i.ytimg.com/vi/kR7vQ2mXb4E/hqdefault.jpg',
      '',
      '320',
      '180',
      'lazy',
      'async',
    ]);
  });

  it('shows the watch label alone when the video has no date', () => {
    render(<VideoCard video={{ ...video, date: null }} watchLabel="Watch" />);
    expect(texts(screen.getByRole('link'))).toEqual(['iPhone 13 screen replacement — step by step (Hindi)', 'Watch']);
  });

  it('shows the title alone when there is neither a date nor a watch label', () => {
    render(<VideoCard video={{ ...video, date: null }} />);
    expect(texts(screen.getByRole('link'))).toEqual(['iPhone 13 screen replacement — step by step (Hindi)']);
  });
});
