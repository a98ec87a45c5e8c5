import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app';
import type { PageData } from '../generated/view';
import { pageData, pages, shell } from '../test/fixture';

describe('a page that fails to render', () => {
  // React reports the caught error on the console; keep the test output clean.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // Data the page cannot render: its course list is missing.
  const broken = {
    shell,
    page: { ...pages.home, courses: undefined },
  } as unknown as PageData;

  it('shows the default error page and keeps the shell', () => {
    render(<App data={broken} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!');
    expect(screen.queryByText('Mobile Repair • Simple Training')).toBeNull();
    expect(within(screen.getByRole('banner')).getByText('Sharma Mobile Care')).toBeTruthy();
    const bar = screen.getByRole('navigation', { name: 'Contact' });
    expect(within(bar).getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+919876543210');
  });

  it('is not shown when the page renders', () => {
    render(<App data={pageData('home')} />);
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  });
});
