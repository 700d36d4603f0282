import { Component, type ReactNode } from 'react';
import { showStartupFailureLazily } from './startup-failure-lazy';

/** A crash of the shell itself (not of a remote) ends in the "React Rendering Failed" block. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    // After React unmounts the tree, draw the plain-DOM block in its place.
    queueMicrotask(() => void showStartupFailureLazily(error));
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
