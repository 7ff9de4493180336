import { Link } from "react-router";
import { Clock, MessageCircle, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from "@/components/ui/popover";

/** The floating help button at the bottom right of every page. The chat form comes later. */
export function HelpWidget() {
  return (
    <div className="fixed right-3 bottom-3 z-40 sm:right-6 sm:bottom-6">
      <Popover>
        <PopoverTrigger asChild>
          <button
            aria-label="Help"
            className="brand-gradient flex size-12 items-center justify-center rounded-full text-white shadow-pop ring-4 sm:size-14 ring-white/70 transition hover:scale-105 data-[state=open]:scale-95"
          >
            <MessageCircle className="size-6" />
          </button>
        </PopoverTrigger>
        <PopoverContent side="top">
          <div className="flex items-start justify-between gap-3">
            <div>
              <p className="font-semibold">Need a hand?</p>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
                Live chat is on its way. Until then, send us a message and a person will reply within 24 hours.
              </p>
            </div>
            <PopoverClose aria-label="Close" className="rounded-md p-1 text-muted-foreground hover:bg-muted">
              <X className="size-4" />
            </PopoverClose>
          </div>
          <p className="mt-3 flex items-center gap-2 text-xs text-muted-foreground">
            <Clock className="size-3.5" /> Mon-Fri 9:00-6:00 EST
          </p>
          <Button asChild className="mt-4 w-full">
            <Link to="/contact">Contact Support</Link>
          </Button>
        </PopoverContent>
      </Popover>
    </div>
  );
}
