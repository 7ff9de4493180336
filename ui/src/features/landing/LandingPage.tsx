/**
 * The public front page. It is the first thing most visitors download, so it keeps to plain
 * markup, Tailwind classes and inline icons: no Radix, no icon library, no shared UI components
 * beyond the logo.
 */
import { Link } from "react-router";
import { Logo } from "@/components/brand/Logo";
import { SkipLink } from "@/components/ui/skip-link";
import { PublicFooter } from "@/features/public/PublicFooter";
import { ArrowRightIcon, ClockIcon, GiftIcon, PenIcon, ShieldCheckIcon, SparklesIcon, TargetIcon } from "./icons";
import { LiveNumber } from "./LiveNumber";
import { FALLBACK_TEXT, pluralize, statsMood, usePublicStats, type LiveStats, type StatName } from "./stats";
import { faqs, problems, differences, steps, testimonials, starterFeatures, wordmarks } from "./copy";

const ctaPrimary =
  "inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-primary px-6 text-base font-semibold whitespace-nowrap text-white shadow-sm shadow-brand-900/10 transition-colors hover:bg-primary-hover";
const ctaOutline =
  "inline-flex h-12 items-center justify-center gap-2 rounded-xl border border-border bg-surface px-6 text-base font-semibold whitespace-nowrap text-foreground transition-colors hover:bg-muted";
const ctaSmall =
  "inline-flex h-9 items-center justify-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors sm:px-3.5";
const sectionTitle = "text-3xl font-bold tracking-tight text-balance sm:text-4xl";
const eyebrow = "text-sm font-semibold tracking-[0.12em] text-brand-700 uppercase";

function Check({ className = "size-5 text-success" }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={`shrink-0 ${className}`}>
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

function Stat({ live, name, testId }: { live: LiveStats; name: StatName; testId: string }) {
  return (
    <LiveNumber
      value={live.stats?.[name]}
      fallback={live.failed ? FALLBACK_TEXT[name] : null}
      testId={testId}
    />
  );
}

/** The header: on phones the section links take a second row, as there is no room beside the buttons. */
function Header() {
  return (
    <header className="fixed inset-x-0 top-0 z-30 border-b border-border/60 bg-background">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-2 px-4 sm:gap-x-3 sm:px-6 md:flex-nowrap">
        <Logo />
        <nav
          aria-label="Sections"
          className="order-last flex h-10 w-full items-center gap-6 text-sm font-medium text-muted-foreground md:order-none md:h-auto md:w-auto md:gap-8"
        >
          <a href="#how-it-works" className="hover:text-foreground">
            How It Works
          </a>
          <a href="#pricing" className="hover:text-foreground">
            Pricing
          </a>
          <a href="#faq" className="hover:text-foreground">
            FAQ
          </a>
        </nav>
        <div className="flex h-16 items-center gap-1.5 sm:gap-2">
          <Link to="/login" className={`${ctaSmall} text-foreground hover:bg-muted`}>
            Sign In
          </Link>
          <Link to="/signup" className={`${ctaSmall} bg-primary text-white hover:bg-primary-hover`}>
            <span className="hidden sm:inline">Start FREE Trial</span>
            <span className="sm:hidden">Try Free</span>
          </Link>
        </div>
      </div>
    </header>
  );
}

/** A stylised email, so the hero shows what the product makes. */
function EmailPreview() {
  return (
    <div className="relative mx-auto w-full max-w-md text-left" aria-hidden="true">
      <div className="absolute -inset-10 bg-[radial-gradient(closest-side,var(--color-brand-200),transparent)] opacity-80" />
      <div className="relative overflow-hidden rounded-2xl border border-border bg-surface shadow-pop">
        <div className="flex items-center gap-1.5 border-b border-border bg-muted/60 px-4 py-2.5">
          <span className="size-2.5 rounded-full bg-red-300" />
          <span className="size-2.5 rounded-full bg-amber-300" />
          <span className="size-2.5 rounded-full bg-emerald-300" />
          <span className="ml-3 text-xs font-medium text-muted-foreground">Generated in 84 seconds</span>
        </div>
        <div className="space-y-4 p-5 text-[13.5px] leading-relaxed">
          <div>
            <p className="text-[11px] font-semibold tracking-wider text-muted-foreground uppercase">Subject lines</p>
            <ul className="mt-1.5 space-y-1">
              <li className="rounded-lg bg-brand-50 px-2.5 py-1.5 font-semibold text-brand-900">The client who almost fired me</li>
              <li className="px-2.5 text-muted-foreground">I nearly lost my best account in March</li>
              <li className="px-2.5 text-muted-foreground">What a bad Tuesday taught me about onboarding</li>
            </ul>
          </div>
          <div className="space-y-2.5 border-t border-border pt-4 text-foreground/90">
            <p>
              <Tag>Hook</Tag> Three weeks into our contract, Sarah emailed me one line: "Can we talk tomorrow?"
            </p>
            <p>
              <Tag>Story</Tag> I spent the night rereading every report I'd sent her. They were thorough. They were also
              forty pages long...
            </p>
            <p>
              <Tag>Lesson</Tag> Clients don't pay for effort. They pay for the one page that tells them what to do next.
            </p>
            <p>
              <Tag>Offer</Tag> That page is now the heart of our Clarity Audit.{" "}
              <span className="font-semibold text-brand-700 underline underline-offset-2">Book yours this week</span>
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}

function Tag({ children }: { children: string }) {
  return (
    <span className="mr-1 inline-block rounded-md bg-amber-100 px-1.5 py-px text-[10.5px] font-bold tracking-wide text-amber-900 uppercase">
      {children}
    </span>
  );
}

function Hero({ live }: { live: LiveStats }) {
  const mood = statsMood(live);
  return (
    <section className="relative overflow-hidden pt-26 md:pt-16">
      {/* Soft colour from plain gradients: blur filters are slow to paint and delayed the first paint. */}
      <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_30%_-10%,var(--color-brand-100),transparent),radial-gradient(40rem_24rem_at_85%_10%,var(--color-amber-100),transparent)]" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-14 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:pb-28">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/70 px-3.5 py-1.5 text-xs font-semibold text-brand-800 shadow-sm">
            <ClockIcon className="size-3.5" /> A finished sales email in about 90 seconds
          </p>
          <h1 className="mt-6 text-4xl leading-[1.07] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-[3.5rem]">
            Turn the stories you already have into <span className="text-brand-700">emails that sell</span>.
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground lg:mx-0">
            Tell StoryMail what happened, what it taught you and what you're selling. You get a story-style sales email,
            up to 5 subject lines and a tracked link, ready to paste into the email platform you already use.
          </p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Link to="/signup" className={ctaPrimary}>
              Start FREE Trial <ArrowRightIcon className="size-4" />
            </Link>
            <a href="#how-it-works" className={ctaOutline}>
              See How It Works
            </a>
          </div>
          <p className="mt-5 text-sm text-muted-foreground">
            10 free emails · No credit card required · Cancel anytime
          </p>
          <p className="mt-8 text-[15px] text-foreground/80" data-testid="social-proof">
            {mood === "young" ? (
              "Be one of the first marketers writing with StoryMail."
            ) : mood === "loading" ? (
              // No count yet (and none in the page rendered at build time): words true at any size.
              "Made for marketers and small businesses who sell with stories."
            ) : (
              <>
                Join <strong className="font-bold text-foreground"><Stat live={live} name="totalUsers" testId="stat-users-inline" /></strong>{" "}
                marketers and small businesses already writing with StoryMail.
              </>
            )}
          </p>
        </div>
        <EmailPreview />
      </div>
    </section>
  );
}

/**
 * Facts that hold on day one, shown instead of the counts while the install is young, and while
 * the counts load (the page rendered at build time has none).
 */
const EARLY_FACTS = [
  ["90 s", "from your story to a ready email"],
  ["5", "subject lines per Starter email"],
  ["10", "free emails, no card needed"],
];

function StatsBand({ live }: { live: LiveStats }) {
  const mood = statsMood(live);
  const n = (name: StatName) => live.stats?.[name] ?? 2;
  const items: { name: StatName; label: string; testId: string }[] = [
    // Counted only from 100 users up: always plural.
    { name: "totalUsers", label: "marketers and small businesses on board", testId: "stat-users" },
    { name: "emailsThisWeek", label: `story ${pluralize(n("emailsThisWeek"), "email", "emails")} written this week`, testId: "stat-emails-week" },
    { name: "totalEmails", label: `story ${pluralize(n("totalEmails"), "email", "emails")} created so far`, testId: "stat-emails-total" },
  ];
  return (
    <section aria-label="StoryMail in numbers" className="border-y border-border bg-surface" data-testid="stats-band" data-mood={mood}>
      <dl className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6">
        {mood === "young" || mood === "loading"
          ? EARLY_FACTS.map(([figure, label]) => (
              <div key={label} className="text-center">
                <dt className="sr-only">{label}</dt>
                <dd className="text-4xl font-extrabold tracking-tight text-brand-800">{figure}</dd>
                <dd className="mt-1 text-sm text-muted-foreground">{label}</dd>
              </div>
            ))
          : items.map((s) => (
              <div key={s.name} className="text-center">
                <dt className="sr-only">{s.label}</dt>
                <dd className="text-4xl font-extrabold tracking-tight text-brand-800">
                  <Stat live={live} name={s.name} testId={s.testId} />
                </dd>
                <dd className="mt-1 text-sm text-muted-foreground">{s.label}</dd>
              </div>
            ))}
      </dl>
      {mood === "counted" ? (
        <p className="flex items-center justify-center gap-2 pb-6 text-xs text-muted-foreground" data-testid="stats-live">
          <span className="relative flex size-2">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60" />
            <span className="relative inline-flex size-2 rounded-full bg-emerald-500" />
          </span>
          Live: these numbers update as people sign up and write
        </p>
      ) : null}
    </section>
  );
}

function TrustStrip() {
  return (
    <section aria-label="Teams writing with StoryMail" className="py-12">
      <p className="text-center text-sm font-medium text-muted-foreground">
        Coaches, shop owners and marketing teams send StoryMail emails every week
      </p>
      <ul className="mx-auto mt-7 flex max-w-5xl flex-wrap items-center justify-center gap-x-9 gap-y-4 px-4 text-muted-foreground/75">
        {wordmarks.map((w) => (
          <li key={w.name} className={w.className}>
            {w.name}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Problem() {
  return (
    <section className="bg-foreground py-20 text-white sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-[0.12em] text-amber-300 uppercase">The problem</p>
          <h2 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Your list isn't ignoring you. It's ignoring emails that read like ads.
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-white/70">
            People open emails from people. They skim past feature lists, discount codes and "I hope this finds you
            well". Yet the stories that would make them read are the hardest thing to write on a deadline.
          </p>
        </div>
        <div className="mt-12 grid gap-5 md:grid-cols-3">
          {problems.map((p) => (
            <div key={p.title} className="rounded-card border border-white/10 bg-white/5 p-6">
              <p className="text-3xl font-extrabold text-amber-300">{p.figure}</p>
              <h3 className="mt-3 text-lg font-semibold">{p.title}</h3>
              <p className="mt-2 text-[15px] leading-relaxed text-white/70">{p.text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function Difference() {
  return (
    <section className="py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className={eyebrow}>The difference</p>
          <h2 className={`mt-3 ${sectionTitle}`}>Built to tell your story, not to fill a page</h2>
          <p className="mt-4 text-lg text-muted-foreground">
            General chat tools give you words. StoryMail gives you the structure great email writers use, filled with
            what actually happened in your business.
          </p>
        </div>
        <div className="mt-12 grid gap-4 md:grid-cols-2">
          <div className="rounded-card border border-border bg-muted/50 p-6 sm:p-8">
            <h3 className="font-semibold text-muted-foreground">A blank prompt box</h3>
            <ul className="mt-5 space-y-3.5 text-[15px] text-muted-foreground">
              {differences.map((d) => (
                <li key={d.them} className="flex gap-3">
                  <span aria-hidden="true" className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-border text-xs font-bold">
                    ×
                  </span>
                  {d.them}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-card border-2 border-brand-600 bg-surface p-6 shadow-card sm:p-8">
            <h3 className="font-semibold text-brand-800">StoryMail</h3>
            <ul className="mt-5 space-y-3.5 text-[15px]">
              {differences.map((d) => (
                <li key={d.us} className="flex gap-3">
                  <Check />
                  {d.us}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

function Testimonials() {
  return (
    <section className="border-y border-border bg-surface py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className={eyebrow}>What customers say</p>
          <h2 className={`mt-3 ${sectionTitle}`}>One story email can change a month</h2>
        </div>
        <div className="mt-12 grid gap-5 lg:grid-cols-3">
          {testimonials.map((t) => (
            <figure key={t.name} className="flex flex-col rounded-card border border-border bg-background p-6 sm:p-7">
              {t.highlight ? (
                <p className="mb-4 inline-flex self-start rounded-full bg-emerald-50 px-3 py-1 text-sm font-bold text-emerald-700 ring-1 ring-emerald-200">
                  {t.highlight}
                </p>
              ) : null}
              <blockquote className="flex-1 text-[15.5px] leading-relaxed text-foreground/90">"{t.quote}"</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800">
                  {t.initials}
                </span>
                <span>
                  <span className="block font-semibold">{t.name}</span>
                  <span className="block text-sm text-muted-foreground">{t.role}</span>
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
        <p className="mt-6 text-center text-xs text-muted-foreground">
          The 79.1% open rate is one customer's result on one campaign. Your results will depend on your list and your story.
        </p>
      </div>
    </section>
  );
}

const stepIcons = [PenIcon, TargetIcon, SparklesIcon];

function HowItWorks() {
  return (
    <section id="how-it-works" className="scroll-mt-26 md:scroll-mt-16 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className={eyebrow}>How it works</p>
          <h2 className={`mt-3 ${sectionTitle}`}>From "something happened" to "sent" in 3 steps</h2>
        </div>
        <ol className="mt-12 grid gap-5 md:grid-cols-3">
          {steps.map((s, i) => {
            const Icon = stepIcons[i];
            return (
              <li key={s.title} className="relative rounded-card border border-border bg-surface p-6 shadow-card sm:p-7">
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <Icon className="size-5" />
                </span>
                <p className="mt-5 text-xs font-semibold tracking-wider text-brand-700 uppercase">Step {i + 1}</p>
                <h3 className="mt-1 text-lg font-semibold">{s.title}</h3>
                <p className="mt-2 text-[15px] leading-relaxed text-muted-foreground">{s.text}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}

function Bonus() {
  return (
    <section aria-labelledby="bonus-title" className="px-4 sm:px-6">
      <div className="brand-gradient mx-auto max-w-6xl overflow-hidden rounded-[1.5rem] px-6 py-12 text-white sm:px-12 sm:py-14">
        <div className="grid items-center gap-8 md:grid-cols-[auto_1fr]">
          <span className="flex size-16 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/30">
            <GiftIcon className="size-8 text-amber-300" />
          </span>
          <div>
            <p className="text-sm font-semibold tracking-[0.12em] text-amber-300 uppercase">Action-taker bonus</p>
            <h2 id="bonus-title" className="mt-2 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
              Create and send 5 story emails in your first 7 days. Get the Story Email Masterclass free.
            </h2>
            <p className="mt-3 max-w-2xl leading-relaxed text-white/80">
              Momentum beats perfection. Ship five stories in your first week and we'll hand you the masterclass: how
              to find a story in an ordinary week, open with a hook, and land the offer without sounding salesy.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}

function Pricing() {
  return (
    <section id="pricing" className="scroll-mt-26 md:scroll-mt-16 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className={eyebrow}>Pricing</p>
          <h2 className={`mt-3 ${sectionTitle}`}>One plan. Under 7 cents per email.</h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Start with 10 free credits, one per email, no credit card required. Upgrade when StoryMail has earned it.
          </p>
        </div>
        <div className="mx-auto mt-12 max-w-md rounded-[1.25rem] border-2 border-brand-600 bg-surface p-7 shadow-pop sm:p-9">
          <h3 className="text-lg font-bold text-brand-800">Starter</h3>
          <p className="mt-3 flex items-baseline gap-1">
            <span className="text-5xl font-extrabold tracking-tight">$19</span>
            <span className="text-lg text-muted-foreground">/month</span>
          </p>
          <p className="mt-1 text-sm text-muted-foreground">300 emails a month: under 7 cents each.</p>
          <ul className="mt-7 space-y-3.5">
            {starterFeatures.map((f) => (
              <li key={f} className="flex gap-3 text-[15px]">
                <Check /> {f}
              </li>
            ))}
          </ul>
          <Link to="/signup" className={`${ctaPrimary} mt-8 w-full`}>
            Start FREE Trial
          </Link>
          <p className="mt-4 text-center text-sm text-muted-foreground">No credit card to start · Cancel anytime</p>
        </div>
        <p className="mt-8 text-center text-[15px] text-muted-foreground">
          Sending more than 300 emails a month, or writing as a team?{" "}
          <Link to="/contact" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Contact us for volume pricing
          </Link>
        </p>
      </div>
    </section>
  );
}

function Guarantee() {
  return (
    <section className="px-4 sm:px-6">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 rounded-card border border-emerald-200 bg-emerald-50/60 p-8 text-center sm:flex-row sm:p-10 sm:text-left">
        <span className="flex size-20 shrink-0 items-center justify-center rounded-full bg-white text-success shadow-card ring-1 ring-emerald-200">
          <ShieldCheckIcon className="size-10" />
        </span>
        <div>
          <h2 className="text-2xl font-bold tracking-tight">30-day money-back guarantee</h2>
          <p className="mt-2 leading-relaxed text-foreground/80">
            Not happy with Starter within your first 30 days? Email us and we'll refund every cent. No forms, no
            questions, no hard feelings. Refunds reach your card in 5-10 business days. And you can cancel anytime.
          </p>
        </div>
      </div>
    </section>
  );
}

function Faq() {
  return (
    <section id="faq" className="scroll-mt-26 md:scroll-mt-16 py-20 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 className={`text-center ${sectionTitle}`}>Frequently asked questions</h2>
        <div className="mt-10 divide-y divide-border rounded-card border border-border bg-surface shadow-card">
          {faqs.map((f) => (
            <details key={f.q} className="group px-5 sm:px-6">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-semibold [&::-webkit-details-marker]:hidden">
                {f.q}
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-lg leading-none text-brand-700 transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="pb-5 text-[15px] leading-relaxed text-muted-foreground">{f.a}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

function FinalCta() {
  return (
    <section className="px-4 pb-20 sm:px-6 sm:pb-24">
      <div className="mx-auto max-w-6xl rounded-[1.5rem] bg-foreground px-6 py-14 text-center text-white sm:px-12 sm:py-16">
        <h2 className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Your next email is already a story. Write it in 90 seconds.
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-white/70">
          10 free emails, no credit card, and a 30-day money-back guarantee when you upgrade.
        </p>
        <Link
          to="/signup"
          className="mt-8 inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-white px-7 text-base font-semibold text-brand-800 shadow-sm transition-colors hover:bg-brand-50"
        >
          Start FREE Trial <ArrowRightIcon className="size-4" />
        </Link>
      </div>
    </section>
  );
}

/** The public front page for visitors. */
export default function LandingPage() {
  const live = usePublicStats();
  return (
    <div className="min-h-dvh">
      <SkipLink />
      <Header />
      <main id="main-content" tabIndex={-1} className="outline-none">
        <Hero live={live} />
        <StatsBand live={live} />
        {/* Below the fold: laid out when scrolled near, not before the first paint (where
            laying out the whole page took most of the time). The height is a guess that holds
            the scrollbar still until the real one is known. */}
        <div className="[contain-intrinsic-size:auto_5600px] [content-visibility:auto] max-sm:[contain-intrinsic-size:auto_8400px]">
          <TrustStrip />
          <Problem />
          <Difference />
          <Testimonials />
          <HowItWorks />
          <Bonus />
          <Pricing />
          <Guarantee />
          <Faq />
          <FinalCta />
        </div>
      </main>
      <PublicFooter />
    </div>
  );
}
