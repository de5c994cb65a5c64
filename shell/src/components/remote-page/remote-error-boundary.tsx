import { Component, type ReactNode } from 'react';
import { RemoteFallback } from './remote-fallback';

interface Props {
  onRetry: () => void;
  /** When this changes (the visitor navigated), a shown error is cleared and the page gets another go. */
  resetKey: string;
  /** Told of each error caught (to report a file that failed to load, or to check for a new release). */
  onError?: (error: Error) => void;
  /** Shown instead of the fallback while the owner decides what to do about the error. */
  pending?: ReactNode;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a crash or a failed chunk inside a page from taking the nav and footer down with it. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.warn('A page failed to render:', error.message);
    this.props.onError?.(error);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    if (this.state.error) return this.props.pending ?? <RemoteFallback onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
