import type { ReactNode } from "react";
import { CheckCircle2, Quote } from "lucide-react";
import { Logo } from "@/components/brand/Logo";
import { LegalLinks } from "@/features/public/PublicFooter";

const points = [
  "A story-style sales email in about 90 seconds",
  "3-5 subject lines and a ready UTM link with every email",
  "10 free credits. No credit card needed",
];

/** Two-column frame for the sign-in screens: the brand story on the left, the form on the right. */
export function AuthShell({
  title,
  subtitle,
  children,
  footer,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <aside className="brand-gradient relative hidden overflow-hidden p-10 text-white lg:flex lg:flex-col">
        <div className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-white/10 blur-3xl" />
        <div className="pointer-events-none absolute -bottom-32 -left-16 size-96 rounded-full bg-amber-300/20 blur-3xl" />
        <Logo light />
        <div className="relative mt-auto max-w-md space-y-8">
          <h2 className="text-4xl leading-tight font-bold tracking-tight text-balance">
            Turn the stories you already have into emails that sell.
          </h2>
          <ul className="space-y-3">
            {points.map((p) => (
              <li key={p} className="flex items-start gap-3 text-[15px] text-white/90">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-amber-300" />
                {p}
              </li>
            ))}
          </ul>
          <figure className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/15 backdrop-blur-sm">
            <Quote className="size-5 text-amber-300" />
            <blockquote className="mt-2 text-[15px] leading-relaxed text-white/90">
              “I pasted the story of my worst launch and got an email my list actually answered. It reads like me on a
              good day.”
            </blockquote>
            <figcaption className="mt-3 text-sm font-semibold">Maya R. · course creator</figcaption>
          </figure>
        </div>
        <p className="relative mt-10 text-xs text-white/60">© {new Date().getFullYear()} StoryMail</p>
      </aside>

      <main id="main-content" tabIndex={-1} className="flex flex-col px-5 pt-8 pb-24 outline-none sm:px-10">
        <div className="lg:hidden">
          <Logo />
        </div>
        <div className="mx-auto flex w-full max-w-[420px] flex-1 flex-col justify-center py-10">
          <div className="mb-8 space-y-2">
            <h1 className="text-[1.75rem] leading-tight font-bold tracking-tight">{title}</h1>
            {subtitle ? <p className="text-[15px] text-muted-foreground">{subtitle}</p> : null}
          </div>
          {children}
          {footer ? <div className="mt-8 text-center text-sm text-muted-foreground">{footer}</div> : null}
        </div>
        <LegalLinks className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-xs text-muted-foreground" />
      </main>
    </div>
  );
}

export const authLinkClass = "font-semibold text-brand-700 hover:text-brand-800 hover:underline underline-offset-4";
