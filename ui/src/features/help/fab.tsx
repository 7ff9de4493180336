import { forwardRef, type ButtonHTMLAttributes } from "react";
import { MessageCircle, X } from "lucide-react";

/** Where the help button sits: bottom right, clear of the page edge. */
export const fabShellClass = "fixed right-3 bottom-3 z-40 sm:right-6 sm:bottom-6";

const fabClass =
  "brand-gradient flex size-12 items-center justify-center rounded-full text-white shadow-pop ring-4 ring-white/70 transition hover:scale-105 sm:size-14 data-[state=open]:scale-95 disabled:opacity-80";

/** The round help button; shows a close mark while the form is open. */
export const HelpFab = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & { open?: boolean }>(
  function HelpFab({ open, ...props }, ref) {
    return (
      <button ref={ref} type="button" aria-label="Help" aria-haspopup="dialog" className={fabClass} {...props}>
        {open ? <X className="size-6" /> : <MessageCircle className="size-6" />}
      </button>
    );
  },
);
