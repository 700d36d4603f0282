import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LazyRemoteUnavailable } from './LazyRemoteUnavailable';
import { reportRemote } from './remote-loader';

interface Props {
  container: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Failure layer 3: a remote that throws while rendering is contained to its own route. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote "${this.props.container}" failed:`, error, info.componentStack);
    // A failed load was reported where it failed; anything else is the module throwing.
    reportRemote(this.props.container, 'render-failure', error);
  }

  override render() {
    if (this.state.error) return <LazyRemoteUnavailable container={this.props.container} detail={this.state.error.message} />;
    return this.props.children;
  }
}
