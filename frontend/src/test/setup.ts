// Unmount what each test rendered, since vitest runs without globals.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { leave } from './visit';

afterEach(() => {
  cleanup();
  leave();
});

// React's act(), which the hydration tests call directly, warns unless this
// is set; testing-library sets it only inside its own helpers.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
