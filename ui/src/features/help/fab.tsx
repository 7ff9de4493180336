import { forwardRef, type ButtonHTMLAttributes } from "react";

/** Where the help button sits: bottom right, clear of the page edge. */
export const fabShellClass = "fixed right-3 bottom-3 z-40 sm:right-6 sm:bottom-6";

const fabClass =
  "brand-gradient flex size-12 items-center justify-center rounded-full text-white shadow-pop ring-4 ring-white/70 transition hover:scale-105 sm:size-14 data-[state=open]:scale-95 disabled:opacity-80";

/** The round help button; shows a close mark while the form is open. */
export const HelpFab = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & { open?: boolean }>(
  function HelpFab({ open, ...props }, ref) {
    return (
      <button ref={ref} type="button" aria-label="Help" aria-haspopup="dialog" className={fabClass} {...props}>
        {/* Drawn inline: the button is on every page, the icon library need not be. */}
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          className="size-6"
        >
          {open ? (
            <path d="M18 6 6 18M6 6l12 12" />
          ) : (
            <path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719" />
          )}
        </svg>
      </button>
    );
  },
);
