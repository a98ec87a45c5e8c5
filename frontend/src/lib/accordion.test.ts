import { describe, expect, it } from 'vitest';
import { toggle, type OpenPanel } from './accordion';

describe('toggle', () => {
  it('opens a panel when none is open', () => {
    expect(toggle(null, 'tools')).toBe('tools');
  });

  it('switches to another panel, closing the open one', () => {
    expect(toggle('display', 'tools')).toBe('tools');
  });

  it('closes the open panel when it is clicked again', () => {
    expect(toggle('tools', 'tools')).toBeNull();
  });

  it('never has more than one panel open, whatever the clicks', () => {
    const ids = ['display', 'board', 'tools', 'data'];
    let open: OpenPanel = null;
    for (const id of ['display', 'board', 'board', 'data', 'tools', 'display', 'display']) {
      open = toggle(open, id);
      expect(ids.filter((each) => each === open).length).toBeLessThanOrEqual(1);
    }
    expect(open).toBeNull();
  });
});
