import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportCrash } from '../../shared/monitoring/error-reporting.js';
import { CrashPage } from './crash-page.js';

interface ErrorBoundaryState {
  error: unknown;
}

/** Catches render crashes anywhere below it, reports them and shows the crash page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportCrash(error, info.componentStack ?? undefined);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <CrashPage
        onRetry={() => this.setState({ error: null })}
        onHome={() => {
          // A full load also recovers from a broken module or store state.
          window.location.assign('/');
        }}
      />
    );
  }
}
