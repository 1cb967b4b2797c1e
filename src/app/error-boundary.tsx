/**
 * Error boundaries: one around the whole app, one per panel (files, table, problems, export), so a crash
 * in one panel leaves the rest of the workspace working. "Try again" re-mounts the panel.
 */

import { Component, type ErrorInfo, type ReactNode } from "react";
import { formatMessage, messages } from "@/ui/messages";

export type BoundaryArea = "app" | "files" | "table" | "problems" | "export" | "details" | "indexEditor";

export interface ErrorBoundaryProps {
  area: BoundaryArea;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: Error | undefined;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: undefined };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    // kept in the console for support; the user sees the fallback
    console.error(`[${this.props.area}]`, error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const text = messages.errorBoundary;
    return (
      <div className={`error-fallback error-fallback-${this.props.area}`} role="alert">
        <p className="error-fallback-title">
          <span className="severity-dot error" aria-hidden="true" />
          {formatMessage(text.title, { area: text[this.props.area] })}
        </p>
        <p className="muted">{text.body}</p>
        <pre className="error-fallback-detail">{error.message}</pre>
        <button type="button" className="button" onClick={() => this.setState({ error: undefined })}>
          {messages.actions.tryAgain}
        </button>
      </div>
    );
  }
}
