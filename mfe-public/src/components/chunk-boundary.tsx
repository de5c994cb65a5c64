import { Component, type ReactNode } from 'react';

/**
 * Keeps a failed below-the-fold chunk (network drop, deploy in between) from taking the whole page
 * down with it: the section shows `fallback`, the rest of the page stays.
 */
export class ChunkBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A section of the page failed to load', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
