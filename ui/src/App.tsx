import { lazy, Suspense } from "react";
import { createBrowserRouter, RouterProvider } from "react-router";
import { SWRConfig } from "swr";
import { swrDefaults } from "@/lib/api";
import { routes } from "./routes";

const router = createBrowserRouter(routes);

// The toast renderer loads beside the first page instead of inside it; toasts raised before it
// arrives wait in the store.
const Toaster = lazy(() => import("@/components/ui/toast").then((m) => ({ default: m.Toaster })));

export default function App() {
  return (
    <SWRConfig value={swrDefaults}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </SWRConfig>
  );
}
