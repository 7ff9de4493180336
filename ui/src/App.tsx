import { lazy, Suspense, useEffect, useState } from "react";
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

export default function App() {
  return (
    <SWRConfig value={swrDefaults}>
      <BrowserRouter>
        <ErrorBoundary>
          <AppRoutes />
        </ErrorBoundary>
      </BrowserRouter>
      <Toasts />
    </SWRConfig>
  );
}
