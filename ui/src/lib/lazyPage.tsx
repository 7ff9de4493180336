import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
import { FullPageSpinner } from "@/components/ui/spinner";

export type Page = LazyExoticComponent<ComponentType>;

/** A lazily loaded page, with the full-page spinner while its code arrives. */
export function load(Page: Page): ReactNode {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Page />
    </Suspense>
  );
}

type Module = { default: ComponentType };

/**
 * A lazy page whose code can be fetched ahead with preload(). Once it is here the page renders
 * straight away: React keeps a Suspense fallback on screen for at least 300 ms once shown, which
 * would hold back the first paint of a page whose code has already arrived.
 */
export function preloadable(importPage: () => Promise<Module>): { Page: Page; preload: () => Promise<Module> } {
  let loaded: Module | undefined;
  const preload = () => importPage().then((m) => (loaded = m));
  // A thenable that calls back at once lets React.lazy resolve without suspending.
  const Page = lazy(() => (loaded ? ({ then: (resolve: (m: Module) => void) => resolve(loaded!) } as Promise<Module>) : preload()));
  return { Page, preload };
}
