import { Link } from "react-router";
import { ArrowRight, Check, Clock, PenLine, ShieldCheck, Sparkles, Target } from "lucide-react";
import { Logo } from "@/components/brand/Logo";
import { Button } from "@/components/ui/button";
import { PublicFooter } from "@/features/public/PublicLayout";

const steps = [
  { icon: PenLine, title: "Tell your story", text: "A moment from your business, the lesson in it, and the offer it leads to." },
  { icon: Target, title: "Pick the feeling", text: "Choose your audience, the emotion to spark, your tone and length." },
  { icon: Sparkles, title: "Get a ready email", text: "A story-style sales email, subject lines and a UTM link in about 90 seconds." },
];

const features = [
  "300 emails per month",
  "5 subject lines per email",
  "UTM tracking link on every email",
  "Searchable library of every email",
  "Advanced story templates",
  "Priority email support",
];

/** The public front page for visitors. */
export default function LandingPage() {
  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-30 border-b border-border/60 bg-background/85 backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo />
          <nav className="hidden items-center gap-7 text-sm font-medium text-muted-foreground md:flex">
            <a href="#how-it-works" className="hover:text-foreground">How it works</a>
            <a href="#pricing" className="hover:text-foreground">Pricing</a>
          </nav>
          <div className="flex items-center gap-2">
            <Button asChild variant="ghost" size="sm">
              <Link to="/login">Sign In</Link>
            </Button>
            <Button asChild size="sm">
              <Link to="/signup">
                <span className="hidden sm:inline">Start FREE Trial</span>
                <span className="sm:hidden">Try Free</span>
              </Link>
            </Button>
          </div>
        </div>
      </header>

      <section className="relative overflow-hidden">
        <div className="pointer-events-none absolute -top-40 left-1/2 h-[32rem] w-[60rem] -translate-x-1/2 rounded-full bg-gradient-to-r from-brand-200/60 via-brand-100/40 to-amber-100/60 blur-3xl" />
        <div className="relative mx-auto max-w-4xl px-4 pt-20 pb-24 text-center sm:px-6 sm:pt-28">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/70 px-3.5 py-1.5 text-xs font-semibold text-brand-800 shadow-sm">
            <Clock className="size-3.5" /> An email created in 90 seconds
          </p>
          <h1 className="mt-6 text-4xl leading-[1.08] font-extrabold tracking-tight text-balance sm:text-6xl">
            Your stories, turned into <span className="text-brand-700">emails that sell</span>.
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground text-balance">
            StoryMail writes story-style sales emails from the moments you already have: a hook, a story, a lesson and an
            offer your readers actually click.
          </p>
          <div className="mt-9 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" className="w-full sm:w-auto">
              <Link to="/signup">
                Start FREE Trial <ArrowRight className="size-4" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
              <a href="#how-it-works">See how it works</a>
            </Button>
          </div>
          <p className="mt-5 text-sm text-muted-foreground">10 free credits · No credit card · Cancel anytime</p>
        </div>
      </section>

      <section id="how-it-works" className="scroll-mt-20 border-y border-border bg-surface py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 className="text-center text-3xl font-bold tracking-tight">How it works</h2>
          <div className="mt-12 grid gap-6 md:grid-cols-3">
            {steps.map(({ icon: Icon, title, text }, i) => (
              <div key={title} className="rounded-card border border-border bg-background p-6">
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <Icon className="size-5" />
                </span>
                <p className="mt-5 text-xs font-semibold tracking-wider text-brand-700 uppercase">Step {i + 1}</p>
                <h3 className="mt-1 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-[15px] leading-relaxed text-muted-foreground">{text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section id="pricing" className="scroll-mt-20 py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 className="text-center text-3xl font-bold tracking-tight">Simple pricing</h2>
          <p className="mt-3 text-center text-muted-foreground">Under 7 cents per email.</p>
          <div className="mx-auto mt-12 max-w-md rounded-card border-2 border-brand-600 bg-surface p-8 shadow-pop">
            <p className="text-sm font-semibold text-brand-700">Starter</p>
            <p className="mt-2 flex items-baseline gap-1">
              <span className="text-5xl font-extrabold tracking-tight">$19</span>
              <span className="text-muted-foreground">/month</span>
            </p>
            <ul className="mt-6 space-y-3">
              {features.map((f) => (
                <li key={f} className="flex items-center gap-3 text-[15px]">
                  <Check className="size-4.5 text-success" /> {f}
                </li>
              ))}
            </ul>
            <Button asChild size="lg" className="mt-8 w-full">
              <Link to="/signup">Start FREE Trial</Link>
            </Button>
            <p className="mt-4 flex items-center justify-center gap-2 text-sm text-muted-foreground">
              <ShieldCheck className="size-4 text-success" /> 30-day money-back guarantee
            </p>
          </div>
          <p className="mt-8 text-center text-sm text-muted-foreground">
            Need more volume or a team plan?{" "}
            <Link to="/contact" className="font-semibold text-brand-700 hover:underline">
              Contact us
            </Link>
          </p>
        </div>
      </section>

      <PublicFooter />
    </div>
  );
}
