// Unmount what each test rendered, since vitest runs without globals.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
