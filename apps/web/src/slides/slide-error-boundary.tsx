import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportCrash } from '../shared/monitoring/error-reporting.js';

interface Props {
  /** Rendered instead of the slide after it crashed; `retry` renders it again. */
  fallback(retry: () => void): ReactNode;
  children: ReactNode;
}

/** One per slide, so a crashing plugin never blanks the lesson around it (architecture §3). */
export class SlideErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportCrash(error, info.componentStack ?? undefined);
  }

  override render() {
    return this.state.failed
      ? this.props.fallback(() => this.setState({ failed: false }))
      : this.props.children;
  }
}
