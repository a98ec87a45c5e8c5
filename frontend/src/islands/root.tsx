// The root of an island's tree, the same on the server and in the browser so
// that hydration matches: an error boundary around the island.
import type { IslandDef } from './define';
import { ErrorBoundary } from '../components/error-boundary';

type Props<P> = {
  island: IslandDef<P>;
  props: P;
  /** Called in the browser when the island throws. */
  onError?: (error: unknown) => void;
};

export function IslandRoot<P>({ island, props, onError }: Props<P>) {
  return <ErrorBoundary onError={onError}>{island.render(props)}</ErrorBoundary>;
}
