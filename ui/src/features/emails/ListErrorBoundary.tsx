import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from "react";
import { AlertTriangle, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The list's own boundary clears itself this long after a render error. */
export const LIST_RESET_MS = 5_000;

interface State {
  error: unknown;
}

/** Catches a render error in the email list: 'Something went wrong', then tries again after 5 s. */
class Boundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error("Unknown error") };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("email list render error", error, info.componentStack);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.setState({ error: null }), LIST_RESET_MS);
  }

  componentWillUnmount() {
    clearTimeout(this.timer);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="rounded-2xl border border-border bg-surface px-6 py-12 text-center shadow-card">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-50 text-danger">
          <AlertTriangle className="size-6" />
        </span>
        <h2 className="mt-4 text-lg font-semibold">Something went wrong</h2>
        <p className="mt-1 text-sm text-muted-foreground">The list will try again in a moment.</p>
        <Button variant="outline" className="mt-5" onClick={() => window.location.reload()}>
          <RefreshCw className="size-4" /> Refresh Page
        </Button>
      </div>
    );
  }
}

/**
 * The email list's boundary: resets 5 s after an error, and the list is mounted afresh whenever
 * the browser tab becomes visible again.
 */
export function ListErrorBoundary({ children }: { children: ReactNode }) {
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") setGeneration((g) => g + 1);
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, []);
  return <Boundary key={generation}>{children}</Boundary>;
}
