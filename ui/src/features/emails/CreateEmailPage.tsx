import { Clock, Link2, ListChecks, Sparkles } from "lucide-react";
import { useLocation } from "react-router";
import { useSubscription, useUsage } from "@/features/usage/hooks";
import { isActiveSubscription } from "@/features/usage/logic";
import { Composer, CreateCreditNotices } from "./compose";
import { useActionTakerStatus } from "./hooks";

/** /create: the story email form, its credit cards, and the live wait after submit. */
export default function CreateEmailPage() {
  // The page asks for the bonus status as the spec lists; the dashboard is where it is shown.
  useActionTakerStatus();
  // Navigations are transitions: while the next page's code loads, this page stays mounted, and
  // coming back to /create would reuse it with the finished generation still on screen. Every
  // visit gets a fresh form.
  const { key } = useLocation();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header className="space-y-1">
        <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">Create Your Story Email</h2>
        <p className="text-[15px] text-muted-foreground">Tell your story, name the lesson and the offer. We write the email.</p>
      </header>
      <Banner />
      <CreateCreditNotices />
      <Composer key={key} variant="create" submitLabel="Generate My Story Email" />
    </div>
  );
}

function Banner() {
  const { usage } = useUsage();
  const { subscription } = useSubscription();
  const subscribed = isActiveSubscription(subscription) || usage?.isSubscribed === true;
  const items = [
    { icon: Clock, text: "Ready in about 90 seconds" },
    { icon: ListChecks, text: `${subscribed ? 5 : 3} subject line options` },
    { icon: Link2, text: "UTM tracking link included" },
  ];
  return (
    <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 via-brand-600 to-brand-500 p-5 text-white shadow-card sm:p-6">
      <div className="pointer-events-none absolute -top-16 -right-10 size-56 rounded-full bg-white/10 blur-2xl" />
      <div className="relative flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/25">
          <Sparkles className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="text-base font-semibold sm:text-lg">Stories sell. Let's turn yours into an email.</p>
          <p className="mt-1 text-sm text-white/85">
            Hook, story, lesson, offer and a clear call to action, written in your tone. Every email is saved to My Emails.
          </p>
        </div>
      </div>
      <ul className="relative mt-4 flex flex-wrap gap-2">
        {items.map(({ icon: Icon, text }) => (
          <li key={text} className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-medium ring-1 ring-white/20">
            <Icon className="size-3.5" /> {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
