import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VideoView } from '../generated/view';
import { VideoCard } from './video-card';

const video: VideoView = {
  id: 'kR7vQ2mXb4E',
  title: 'iPhone 13 screen replacement — step by step (Hindi)',
  date: '28 Oct 2026',
  href: 'https://www.youtube.com/watch?v=kR7vQ2mXb4E',
  thumb: 'https://i.ytimg.com/vi/kR7vQ2mXb4E/hqdefault.jpg',
};

describe('VideoCard', () => {
  it('shows a lazy 16:9 thumbnail, the title, the date and the watch label', () => {
    const { container } = render(<VideoCard video={video} watchLabel="Watch" />);
    const link = screen.getByRole('link', { name: /iPhone 13 screen replacement/ });
    expect(link.getAttribute('href')).toBe(video.href);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toContain('28 Oct 2026');
    expect(link.textContent).toContain('Watch');
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe(video.thumb);
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
    expect(Number(img?.getAttribute('width')) / Number(img?.getAttribute('height'))).toBeCloseTo(16 / 9);
  });

  it('falls back to a placeholder tile when the thumbnail fails to load', () => {
    const { container } = render(<VideoCard video={video} />);
    const img = container.querySelector('img');
    if (!img) throw new Error('no thumbnail');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.thumb.fallback')).not.toBeNull();
    // The card still leads to the video.
    expect(screen.getByRole('link', { name: /iPhone 13 screen replacement/ }).getAttribute('href')).toBe(
      video.href,
    );
  });
});
