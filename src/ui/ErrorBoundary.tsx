// Catches a part of the page that failed to render and shows a fallback in its place, so the rest
// of the app (navigation included) stays usable. One boundary per route, and one around the code
// editor (whose fallback is a plain text box).
import { Component, type ReactNode } from 'react';

interface Props {
  /** What stands in: a node, or one made with the error and a way to render the part again. */
  fallback: ReactNode | ((error: unknown, retry: () => void) => ReactNode);
  /** Said on the console when the part fails. */
  what: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`${this.props.what} failed to render.`, error);
  }

  private readonly retry = () => this.setState({ error: null, failed: false });

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(this.state.error, this.retry) : fallback;
  }
}
