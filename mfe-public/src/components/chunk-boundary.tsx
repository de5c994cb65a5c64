import { Component, type ReactNode } from 'react';

/**
 * Keeps a failed below-the-fold chunk (network drop, deploy in between) from taking the whole page
 * down with it: the section shows `fallback`, the rest of the page stays. React logs the error it caught.
 */
interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

export class ChunkBoundary extends Component<Props, { failed: boolean }> {
  // Set in the constructor, not as a class field: the build turns a field into a defineProperty helper
  // (70 bytes gzip of the home page's first load, whose budget scripts/budgets.test.ts checks).
  constructor(props: Props) {
    super(props);
    this.state = { failed: false };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
