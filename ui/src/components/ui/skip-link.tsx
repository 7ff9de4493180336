import type { MouseEvent } from "react";

/**
 * "Skip to content": the first thing a keyboard reaches, visible only once focused. It moves
 * focus itself rather than changing the address's #hash, which the router would treat as a
 * navigation.
 */
export function SkipLink({ target = "main-content" }: { target?: string }) {
  function skip(e: MouseEvent<HTMLAnchorElement>) {
    const el = document.getElementById(target);
    if (!el) return;
    e.preventDefault();
    el.focus({ preventScroll: false });
    el.scrollIntoView({ block: "start" });
  }
  return (
    <a
      href={`#${target}`}
      onClick={skip}
      className="sr-only rounded-lg bg-surface px-4 py-2 text-sm font-semibold text-foreground shadow-pop ring-2 ring-brand-500 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60]"
    >
      Skip to content
    </a>
  );
}
