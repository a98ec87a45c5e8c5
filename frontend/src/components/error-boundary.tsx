// Catches an island that fails in the browser and tells `onError`, which
// puts the page's error message in place of the main content (see
// islands/hydrate.tsx): the visitor still sees the header and the contact
// bar and can call the shop. Until then it renders nothing in the island.
// (On the server React does not use error boundaries: a failing page makes
// render() throw and the build stop, which is what we want there.)
import { Component, type ReactNode } from 'react';

type Props = { onError?: ((error: unknown) => void) | undefined; children: ReactNode };
type State = { failed: boolean };

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
