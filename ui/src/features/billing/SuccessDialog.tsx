import { useEffect, useState } from "react";
import { Link } from "react-router";
import { PartyPopper, Plus, Sparkle, Star, X } from "lucide-react";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { FeatureList } from "./parts";
import { starterFeatures } from "./plans";

export const SPARKLE_MS = 3000;

// Where the sparkles sit around the icon: [left %, top px, size px, delay ms, star?].
const SPARKS: [number, number, number, number, boolean][] = [
  [8, 18, 14, 0, false],
  [20, 56, 10, 350, true],
  [30, 6, 12, 700, false],
  [44, 70, 9, 150, true],
  [58, 2, 13, 500, false],
  [70, 60, 11, 900, true],
  [82, 14, 15, 250, false],
  [92, 48, 9, 600, true],
  [14, 84, 8, 1100, false],
  [86, 86, 10, 800, false],
];

/** The congratulations dialog after a completed checkout, with a 3-second sparkle. */
export function SuccessDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [sparkling, setSparkling] = useState(false);
  useEffect(() => {
    if (!open) return;
    setSparkling(true);
    const t = window.setTimeout(() => setSparkling(false), SPARKLE_MS);
    return () => window.clearTimeout(t);
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent hideClose className="overflow-hidden text-center sm:max-w-md" data-testid="success-dialog">
        <div className="relative -mx-6 -mt-6 h-32 bg-gradient-to-br from-brand-600 via-brand-500 to-amber-400">
          {sparkling ? (
            <div className="pointer-events-none absolute inset-0" data-testid="sparkle" aria-hidden="true">
              {SPARKS.map(([left, top, size, delay, star], i) => {
                const Icon = star ? Star : Sparkle;
                return (
                  <Icon
                    key={i}
                    className={cn("absolute fill-current motion-safe:animate-ping", i % 3 === 0 ? "text-amber-200" : "text-white")}
                    style={{ left: `${left}%`, top, width: size, height: size, animationDelay: `${delay}ms`, animationDuration: "1.4s" }}
                  />
                );
              })}
            </div>
          ) : null}
          <DialogClose
            aria-label="Close"
            className="absolute top-3 right-3 rounded-lg p-1.5 text-white/85 transition hover:bg-white/15 hover:text-white"
          >
            <X className="size-4" />
          </DialogClose>
          <span className="absolute bottom-0 left-1/2 flex size-16 -translate-x-1/2 translate-y-1/2 items-center justify-center rounded-2xl bg-surface text-brand-700 shadow-pop ring-4 ring-surface">
            <PartyPopper className="size-8" />
          </span>
        </div>
        <div className="mt-8 space-y-1.5">
          <DialogTitle className="text-2xl">Congratulations!</DialogTitle>
          <DialogDescription className="text-[15px]">
            Welcome to Starter! Your subscription is active and you now have 300 story emails every month.
          </DialogDescription>
        </div>
        <FeatureList items={starterFeatures.slice(0, 4)} className="mx-auto max-w-xs text-left" />
        <DialogFooter className="sm:justify-center">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button asChild>
            <Link to="/create" onClick={() => onOpenChange(false)}>
              <Plus className="size-4" /> Create an Email
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
