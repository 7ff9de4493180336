import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { Logo } from "@/components/brand/Logo";

const unchanging = () => () => {};

/**
 * This year, or null in the landing page the build renders ahead (src/prerender.tsx), which may
 * still be served next year; hydration then puts the year in.
 */
function useYear(): number | null {
  return useSyncExternalStore(unchanging, () => new Date().getFullYear(), () => null);
}

/** The footer of the landing page and every public page. */
export function PublicFooter() {
  const year = useYear();
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 pt-10 pb-24 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="space-y-2">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">Story-style sales emails, written in minutes.</p>
        </div>
        <LegalLinks className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground" />
      </div>
      <div className="border-t border-border py-5 text-center text-xs text-muted-foreground">
        © {year ? `${year} ` : ""}StoryMail. All rights reserved.
      </div>
    </footer>
  );
}

/** Privacy, terms and contact: the links every signed-out page ends with. */
export function LegalLinks({ className }: { className: string }) {
  return (
    <nav className={className} aria-label="Footer">
      <Link className="hover:text-foreground" to="/privacy-policy">
        Privacy Policy
      </Link>
      <Link className="hover:text-foreground" to="/terms-of-use">
        Terms of Use
      </Link>
      <Link className="hover:text-foreground" to="/contact">
        Contact
      </Link>
    </nav>
  );
}
