import { Component, type ReactNode } from 'react';

/**
 * Keeps one section's failure to itself: a record the rules cannot read shows the fallback (dashes)
 * instead of blanking the whole page.
 */
export class SectionBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
