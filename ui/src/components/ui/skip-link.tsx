/**
 * "Skip to content": the first thing a keyboard reaches, visible only once focused. A plain
 * #anchor: the browser moves focus to the target (which has tabIndex -1) by itself.
 */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only rounded-lg bg-surface px-4 py-2 text-sm font-semibold text-foreground shadow-pop ring-2 ring-brand-500 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60]"
    >
      Skip to content
    </a>
  );
}
