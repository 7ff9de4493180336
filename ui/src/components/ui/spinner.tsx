// No cn() here: the spinner is part of every first page, and the class merger is not small.
export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  // A size from the caller replaces the default one.
  const size = className && /(^|\s)size-/.test(className) ? "" : "size-5 ";
  return (
    <svg
      role="status"
      aria-label={label}
      className={`${size}animate-spin ${className ?? ""}`.trim()}
      viewBox="0 0 24 24"
      fill="none"
    >
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** A centred spinner that fills the screen while something essential loads. */
export function FullPageSpinner({ message }: { message?: string }) {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-brand-700" aria-busy="true">
      <Spinner className="size-8" />
      {message ? <p className="text-sm font-medium text-muted-foreground">{message}</p> : null}
    </div>
  );
}
