import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What to show instead of a blank page when anything below fails to render. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches render failures (e.g. a backend that cannot start) and shows `fallback`. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
