/**
 * The landing page as HTML, made at build time by scripts/prerender.mjs: the tree main.tsx
 * hydrates, rendered for a visitor on "/", so the hero paints before any script runs. The live
 * statistics render in their loading state; the page fills them in once its scripts run.
 */
import { StrictMode, type ReactNode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import App from "./App";

function AtHome({ children }: { children: ReactNode }) {
  return <StaticRouter location="/">{children}</StaticRouter>;
}

/** Waits for every lazy part (the landing chunk, the help button) before it answers. */
export async function renderLanding(): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <App Router={AtHome} />
    </StrictMode>,
  );
  return new Response(prelude).text();
}
