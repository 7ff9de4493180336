import { Component, type ErrorInfo, type ReactNode } from "react";
import { errorScreenText, isRecoverableError } from "./errors";

export const AUTO_RESET_MS = 3000;

interface Props {
  children: ReactNode;
  /** Changing this value (for example the path) clears a caught error. */
  resetKey?: unknown;
  /** How long before a recoverable error clears itself. */
  autoResetMs?: number;
}

interface State {
  error: unknown;
  key: unknown;
}

/** Catches render errors and shows 'Something went wrong'; recoverable errors clear after 3 s. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, key: this.props.resetKey };
  private timer: number | undefined;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error("Unknown error") };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.key) return { key: props.resetKey, error: null };
    return null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("render error", error, info.componentStack);
    if (isRecoverableError(error)) {
      window.clearTimeout(this.timer);
      this.timer = window.setTimeout(this.reset, this.props.autoResetMs ?? AUTO_RESET_MS);
    }
  }

  componentWillUnmount() {
    window.clearTimeout(this.timer);
  }

  reset = () => {
    window.clearTimeout(this.timer);
    this.setState({ error: null });
  };

  render() {
    if (this.state.error) return <ErrorScreen error={this.state.error} onRetry={this.reset} />;
    return this.props.children;
  }
}

// The look of the shared Button, written out: this screen is part of every first page, and the
// Button component would bring the class merger (cn) and Radix Slot with it.
const buttonBase =
  "inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-xl px-4 text-sm font-semibold whitespace-nowrap transition-colors";
const primaryButton = `${buttonBase} bg-primary text-primary-foreground shadow-sm shadow-brand-900/10 hover:bg-primary-hover`;
const outlineButton = `${buttonBase} border border-border bg-surface text-foreground hover:bg-muted`;

// Line icons drawn inline, for the same reason.
function Icon({ d, className = "size-4" }: { d: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className={className}>
      <path d={d} />
    </svg>
  );
}
const alertPath = "m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3M12 9v4M12 17h.01";
const refreshPath =
  "M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8M21 3v5h-5M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16M8 16H3v5";
const retryPath = "M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8M3 3v5h5";

export function ErrorScreen({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex min-h-[60vh] items-center justify-center p-6">
      <div className="w-full max-w-md rounded-card border border-border bg-surface p-8 text-center shadow-card">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-50 text-danger">
          <Icon d={alertPath} className="size-7" />
        </span>
        <h1 className="mt-5 text-xl font-bold tracking-tight">Something went wrong</h1>
        <p className="mt-2 text-[15px] leading-relaxed text-muted-foreground">{errorScreenText(error)}</p>
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
          <button type="button" className={primaryButton} onClick={() => window.location.reload()}>
            <Icon d={refreshPath} /> Refresh Page
          </button>
          {onRetry ? (
            <button type="button" className={outlineButton} onClick={onRetry}>
              <Icon d={retryPath} /> Try Again
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
