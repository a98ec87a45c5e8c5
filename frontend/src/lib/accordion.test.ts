// The accordion rule of spec §4 on the fixture shop's four playlists: at most
// one open, and clicking the open one closes it.
import { describe, expect, it } from 'vitest';
import { pages } from '../test/shop';
import { toggle, type OpenPanel } from './accordion';

const [display, board, tools, data] = pages.videos.playlists.map((p) => p.id) as [string, string, string, string];

describe('toggle', () => {
  it('opens a panel when none is open', () => {
    expect(toggle(null, tools)).toBe('tools-equipment');
  });

  it('switches to another panel, closing the open one', () => {
    expect(toggle(display, tools)).toBe('tools-equipment');
  });

  it('closes the open panel when it is clicked again', () => {
    expect(toggle(tools, tools)).toBeNull();
  });

  it('follows a run of clicks, never with more than one panel open', () => {
    const clicks = [display, board, board, data, tools, display, display];
    const states: OpenPanel[] = [];
    let open: OpenPanel = null;
    for (const id of clicks) {
      open = toggle(open, id);
      states.push(open);
    }
    expect(states).toEqual([
      'display-screen-repair',
      'motherboard-chip-level',
      null,
      'data-recovery-water-damage',
      'tools-equipment',
      'display-screen-repair',
      null,
    ]);
  });
});
