// The events a visitor made on an island before it hydrated (see early.ts),
// for the island's components. Empty on the server.
import { createContext } from 'react';
import type { EarlyEvent } from './early';

export const EarlyEventsContext = createContext<readonly EarlyEvent[]>([]);
