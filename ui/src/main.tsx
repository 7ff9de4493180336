import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import App from "./App";
import { forgetSessionHint, mayBeSignedIn } from "@/features/auth/useUser";
import { preloadLanding } from "./routes";
import "./index.css";

const root = document.getElementById("root")!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

const start = () => createRoot(root).render(app);

if (root.firstElementChild) {
  // The landing page arrived prerendered (server/ui.go sends it only without a session cookie).
  // Its first render must match that markup, which a stale hint would turn into a spinner.
  forgetSessionHint();
  // This script runs once the page is on screen (scripts/prerender.mjs).
  const hydrate = () => hydrateRoot(root, app);
  preloadLanding().then(hydrate, hydrate);
} else if (location.pathname === "/" && !mayBeSignedIn()) {
  // A visitor on "/" gets the landing page in the first render, not a spinner first: its code is
  // already on the way (index.html preloads it), so wait for it rather than suspend.
  preloadLanding().then(start, start);
} else start();
