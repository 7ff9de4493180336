import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import App from "./App";
import { wasSignedIn } from "@/features/auth/useUser";
import { preloadLanding } from "./routes";
import "./index.css";

function start() {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// A visitor on "/" gets the landing page in the first render, not a spinner first: its code is
// already on the way (index.html preloads it), so wait for it rather than suspend.
if (location.pathname === "/" && !wasSignedIn()) preloadLanding().then(start, start);
else start();
