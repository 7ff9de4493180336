import { useEffect, useState } from "react";
import { Link } from "react-router";
import { PartyPopper, Plus, Sparkle, Star, X } from "lucide-react";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
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

/**
 * The dialog after a return from checkout. It congratulates, with a 3-second sparkle, only once the
 * subscription fetched again reads active (confirmed); until then, and for a return that carries
 * the flag without a payment, it says the payment is being confirmed.
 */
export function SuccessDialog({
  open,
  confirmed,
  onOpenChange,
}: {
  open: boolean;
  confirmed: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // The sparkle shows from the first frame of the congratulations until SPARKLE_MS later.
  const celebrating = open && confirmed;
  const [sparkled, setSparkled] = useState(false);
  useEffect(() => {
    if (!celebrating) {
      setSparkled(false);
      return;
    }
    const t = window.setTimeout(() => setSparkled(true), SPARKLE_MS);
    return () => window.clearTimeout(t);
  }, [celebrating]);
  const sparkling = celebrating && !sparkled;

  if (!confirmed) {
    return (
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="text-center sm:max-w-md" data-testid="success-dialog" aria-busy="true">
          <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
            <Spinner className="size-7" label="Confirming" />
          </span>
          <div className="space-y-1.5">
            <DialogTitle className="text-xl">Confirming your payment…</DialogTitle>
            <DialogDescription className="text-[15px]">
              We're waiting for your payment to be confirmed. This usually takes a few seconds, and this page updates by
              itself once your Starter plan is active.
            </DialogDescription>
          </div>
          <DialogFooter className="sm:justify-center">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Close
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  }

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
