import { Component, useEffect, useReducer, type ErrorInfo, type ReactNode } from "react";
import { AlertTriangle, RefreshCw, RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
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

export function ErrorScreen({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex min-h-[60vh] items-center justify-center p-6">
      <div className="w-full max-w-md rounded-card border border-border bg-surface p-8 text-center shadow-card">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-50 text-danger">
          <AlertTriangle className="size-7" />
        </span>
        <h1 className="mt-5 text-xl font-bold tracking-tight">Something went wrong</h1>
        <p className="mt-2 text-[15px] leading-relaxed text-muted-foreground">{errorScreenText(error)}</p>
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
          <Button onClick={() => window.location.reload()}>
            <RefreshCw className="size-4" /> Refresh Page
          </Button>
          {onRetry ? (
            <Button variant="outline" onClick={onRetry}>
              <RotateCcw className="size-4" /> Try Again
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * Swallows window errors that are known to be harmless (ResizeObserver notices, undefined
 * references, reading properties of nothing) and re-renders the layout 100 ms later.
 */
export function useSwallowWindowErrors(): number {
  const [tick, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    let timer: number | undefined;
    const onError = (event: ErrorEvent) => {
      const text = event.message || (event.error instanceof Error ? event.error.message : "");
      if (!isRecoverableError(text)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      window.clearTimeout(timer);
      timer = window.setTimeout(bump, 100);
    };
    window.addEventListener("error", onError);
    return () => {
      window.removeEventListener("error", onError);
      window.clearTimeout(timer);
    };
  }, []);
  return tick;
}
