import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { BrowserRouter, useRoutes } from "react-router";
import { SWRConfig } from "swr";
import { swrDefaults } from "@/lib/api";
import { useToast } from "@/components/ui/use-toast";
import { ErrorBoundary } from "@/features/layout/ErrorBoundary";
import { routes } from "./routes";

// Declarative routing: the app has no loaders or actions, and the data router would add about
// 17 KB (gzipped) to every first page, the landing page included.
function AppRoutes() {
  return useRoutes(routes);
}

const Toaster = lazy(() => import("@/components/ui/toast").then((m) => ({ default: m.Toaster })));

/**
 * The toast renderer (and Radix Toast) loads with the first toast rather than with every page;
 * toasts raised before it arrives wait in the store.
 */
function Toasts() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts.length]);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** The build's prerender (src/prerender.tsx) passes a router fixed on "/" instead of the browser's. */
export default function App({ Router = BrowserRouter }: { Router?: ComponentType<{ children: ReactNode }> }) {
  return (
    <SWRConfig value={swrDefaults}>
      <Router>
        <ErrorBoundary>
          <AppRoutes />
        </ErrorBoundary>
      </Router>
      <Toasts />
    </SWRConfig>
  );
}
