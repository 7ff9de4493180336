import { useId } from "react";
import { Link } from "react-router";

// The logo is on the landing page, which keeps the class merger (cn) out of its bundle; these
// class lists never conflict, so joining them is enough.
const join = (...c: (string | false | undefined)[]) => c.filter(Boolean).join(" ");

export function LogoMark({ className }: { className?: string }) {
  // Unique per instance: a gradient referenced from a hidden copy of the logo would not paint.
  const gradient = `sm-logo-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={join("size-8", className)}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7d4dfc" />
          <stop offset="1" stopColor="#4b1dae" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradient})`} />
      <path
        d="M14 22.5A4.5 4.5 0 0 1 18.5 18h27a4.5 4.5 0 0 1 4.5 4.5v19a4.5 4.5 0 0 1-4.5 4.5h-27A4.5 4.5 0 0 1 14 41.5z"
        fill="none"
        stroke="#fff"
        strokeWidth="3.5"
      />
      <path d="m16 21 16 12 16-12" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinejoin="round" />
      <circle cx="48" cy="18" r="6" fill="#fbbf24" />
    </svg>
  );
}

/** The StoryMail mark and word, linking home. */
export function Logo({ className, to = "/", light }: { className?: string; to?: string; light?: boolean }) {
  return (
    <Link to={to} className={join("inline-flex items-center gap-2.5 rounded-lg", className)} aria-label="StoryMail home">
      <LogoMark className={light ? "rounded-[10px] ring-1 ring-white/40" : undefined} />
      <span className={join("text-[1.15rem] font-bold tracking-tight", light ? "text-white" : "text-foreground")}>
        Story<span className={light ? "text-amber-300" : "text-brand-700"}>Mail</span>
      </span>
    </Link>
  );
}
