import { Link, useLocation } from "react-router";
import { Compass } from "lucide-react";
import { Button } from "@/components/ui/button";
import PublicLayout from "./PublicLayout";

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <PublicLayout>
      <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
        <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <Compass className="size-8" />
        </span>
        <p className="mt-6 text-sm font-semibold tracking-[0.14em] text-brand-700 uppercase">404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Page not found</h1>
        <p className="mt-3 text-[15px] leading-relaxed text-muted-foreground">
          We couldn't find <code className="rounded bg-muted px-1.5 py-0.5 text-[13px]">{pathname}</code>. It may have
          moved, or the link may be mistyped.
        </p>
        <div className="mt-8 flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <Link to="/">Go Home</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/contact">Contact Support</Link>
          </Button>
        </div>
      </section>
    </PublicLayout>
  );
}
