import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LazyRemoteUnavailable } from './LazyRemoteUnavailable';

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
  }

  override render() {
    if (this.state.error) return <LazyRemoteUnavailable container={this.props.container} detail={this.state.error.message} />;
    return this.props.children;
  }
}
