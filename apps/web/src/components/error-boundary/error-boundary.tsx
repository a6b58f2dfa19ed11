import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback.tsx';
import { openDashboard, reloadPage } from './page-reload.ts';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Where the Dashboard button goes; outside a router the default is a full page load. */
  onDashboard?: () => void;
}

interface ErrorBoundaryState {
  hasError: boolean;
}

/** Catches render failures outside the router (providers, overlay windows). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Render error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return <ErrorFallback onReload={reloadPage} onDashboard={this.props.onDashboard ?? openDashboard} />;
  }
}
