import type { ReactNode } from "react";
import { Link } from "react-router";
import { Hammer } from "lucide-react";
import { Button } from "@/components/ui/button";

/** A plain notice for a page that exists in the app's map but is not built yet. */
export function ComingSoon({
  title,
  description,
  backTo,
  backLabel = "Back to Dashboard",
  children,
}: {
  title: string;
  description?: ReactNode;
  backTo?: string;
  backLabel?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="coming-soon-title" className="mx-auto max-w-2xl py-8 sm:py-12">
      <div className="relative overflow-hidden rounded-card border border-dashed border-brand-200 bg-surface p-8 text-center shadow-card sm:p-12">
        <div className="pointer-events-none absolute -top-20 left-1/2 size-64 -translate-x-1/2 rounded-full bg-brand-100/60 blur-3xl" />
        <span className="relative mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <Hammer className="size-6" />
        </span>
        <p className="relative mt-5 text-xs font-semibold tracking-[0.14em] text-brand-700 uppercase">Coming soon</p>
        <h2 id="coming-soon-title" className="relative mt-2 text-2xl font-bold tracking-tight">
          {title}
        </h2>
        <p className="relative mx-auto mt-3 max-w-md text-[15px] leading-relaxed text-muted-foreground">
          {description ?? `The ${title} page is not built yet. It is on its way.`}
        </p>
        {children}
        {backTo ? (
          <Button asChild variant="outline" className="relative mt-7">
            <Link to={backTo}>{backLabel}</Link>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
