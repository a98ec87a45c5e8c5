// Catches a page that fails while rendering in the browser, so the visitor
// still sees the header and the contact bar and can call the shop.
// (On the server React does not use error boundaries: a failing page makes
// render() throw and the build stop, which is what we want there.)
import { Component, type ReactNode } from 'react';

type Props = { fallback: ReactNode; children: ReactNode };
type State = { failed: boolean };

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
