import { AlertTriangle, Cog, CreditCard, Database, Inbox, ListChecks, Server, Webhook, type LucideIcon } from "lucide-react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { useSystemStatus } from "./hooks";
import { systemRows } from "./logic";

const ICONS: Record<string, LucideIcon> = {
  database: Database,
  redis: Server,
  payments: CreditCard,
  webhooks: Webhook,
  queue: ListChecks,
  stuck: Cog,
  failed: AlertTriangle,
  processing: Inbox,
};

/** The platform's building blocks as the server sees them right now: live checks and configuration. */
export function SystemPanel({ grid }: { grid?: boolean }) {
  const { data, error } = useSystemStatus();
  if (!data) {
    if (error) return <p className="text-sm text-red-700">The status could not be checked. It is asked again in 30 seconds.</p>;
    return (
      <div className="space-y-2">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-9" />
        ))}
      </div>
    );
  }
  const rows = systemRows(data);
  return (
    <ul className={grid ? "grid gap-3 sm:grid-cols-2 lg:grid-cols-4" : "divide-y divide-border"} data-testid="system-status">
      {rows.map((r) => {
        const Icon = ICONS[r.id] ?? Server;
        return (
          <li
            key={r.id}
            className={grid ? "flex items-center gap-3 rounded-xl border border-border p-3" : "flex items-center justify-between gap-3 py-2.5 text-sm"}
            data-testid={`system-${r.id}`}
          >
            {grid ? (
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-700">
                <Icon className="size-4.5" />
              </span>
            ) : null}
            <div className={grid ? "min-w-0" : "flex min-w-0 flex-1 items-center justify-between gap-3"}>
              <p className="text-sm font-medium">{r.name}</p>
              <Badge tone={r.tone as BadgeTone} title={r.detail}>
                {r.state}
              </Badge>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
