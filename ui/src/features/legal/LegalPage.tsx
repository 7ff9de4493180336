import type { ReactNode } from "react";
import { Link } from "react-router";
import PublicLayout from "@/features/public/PublicLayout";

export const LEGAL_UPDATED = "November 1, 2026";

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A legal document: title, date, contents list and numbered sections. */
export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  return (
    <PublicLayout>
      <div className="border-b border-border bg-gradient-to-b from-brand-50/70 to-background">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <p className="text-sm font-semibold tracking-[0.14em] text-brand-700 uppercase">Legal</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-3 text-sm text-muted-foreground">Last updated: {LEGAL_UPDATED}</p>
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:py-14">
        <nav aria-label="Contents" className="hidden lg:block">
          <div className="sticky top-24 space-y-1 text-sm">
            <p className="mb-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">Contents</p>
            {sections.map((s, i) => (
              <a key={s.id} href={`#${s.id}`} className="block rounded-lg px-2 py-1.5 text-muted-foreground hover:bg-muted hover:text-foreground">
                {i + 1}. {s.title}
              </a>
            ))}
          </div>
        </nav>
        <article className="prose-legal max-w-3xl">
          <div className="text-[15px]">{intro}</div>
          {sections.map((s, i) => (
            <section key={s.id} aria-labelledby={s.id}>
              <h2 id={s.id}>
                {i + 1}. {s.title}
              </h2>
              {s.body}
            </section>
          ))}
          <p className="mt-12 rounded-xl border border-border bg-surface p-5 text-sm">
            Questions about this document? <Link to="/contact">Contact us</Link> and we will reply within 24 hours on
            business days (Mon-Fri 9:00-6:00 EST).
          </p>
        </article>
      </div>
    </PublicLayout>
  );
}
