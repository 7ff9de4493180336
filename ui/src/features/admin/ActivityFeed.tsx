import { useEffect, useState } from "react";
import { CreditCard, Mail, UserPlus } from "lucide-react";
import { useRealtimeEvent } from "@/lib/realtime";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { dateTime, emailStatusBadge, feedWithEmailEvent, formatMoney } from "./logic";
import type { AdminEmailEvent, RecentEvent } from "./types";

const FEED_SIZE = 12;

/** The newest signups, emails and payments; emails written or failing meanwhile arrive live. */
export function ActivityFeed({ initial }: { initial: RecentEvent[] | undefined }) {
  const [events, setEvents] = useState<RecentEvent[] | undefined>(initial);
  useEffect(() => setEvents(initial), [initial]);
  useRealtimeEvent<AdminEmailEvent>("admin.email", (data) => {
    if (!data || typeof data.id !== "string") return;
    setEvents((cur) => feedWithEmailEvent(cur ?? [], data, FEED_SIZE));
  });

  if (!events) {
    return (
      <div className="space-y-2">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-10" />
        ))}
      </div>
    );
  }
  if (events.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">Nothing has happened yet. New signups, emails and payments show up here as they happen.</p>;
  return (
    <ol className="min-w-0 divide-y divide-border" aria-live="polite" data-testid="activity-feed">
      {events.map((e, i) => (
        <li key={`${e.type}-${e.at}-${e.title ?? ""}-${i}`} className="flex items-start gap-3 py-2.5 text-sm" data-testid="activity-item">
          <FeedIcon type={e.type} />
          <div className="min-w-0 flex-1">
            <p className="line-clamp-2 font-medium break-words">{describe(e)}</p>
            <p className="text-xs break-words text-muted-foreground">
              {e.who ? `${e.who} · ` : ""}
              {dateTime(e.at)}
            </p>
          </div>
          {e.type === "email" && e.status ? <Badge tone={emailStatusBadge(e.status).tone}>{emailStatusBadge(e.status).label}</Badge> : null}
        </li>
      ))}
    </ol>
  );
}

function describe(e: RecentEvent): string {
  switch (e.type) {
    case "signup":
      return "New signup";
    case "payment":
      return `Payment of ${formatMoney(e.amount ?? 0)}`;
    default:
      return e.title ? `Email: ${e.title}` : "Email";
  }
}

function FeedIcon({ type }: { type: RecentEvent["type"] }) {
  const Icon = type === "signup" ? UserPlus : type === "payment" ? CreditCard : Mail;
  const tone = type === "signup" ? "bg-brand-50 text-brand-700" : type === "payment" ? "bg-emerald-50 text-emerald-700" : "bg-blue-50 text-blue-700";
  return (
    <span className={`mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg ${tone}`}>
      <Icon className="size-4" aria-hidden="true" />
    </span>
  );
}
