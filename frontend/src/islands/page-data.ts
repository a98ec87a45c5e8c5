// The page data, for the islands a page renders to pick their props from
// (island.tsx). A module of its own: the shell (app.tsx) provides it on
// every page, and importing island.tsx would make its words (`island`)
// every route's, and every route's first screen the rules they name
// (route-css.ts).
import { createContext } from 'react';
import type { PageData } from '../generated/view';

export const PageDataContext = createContext<PageData | null>(null);
