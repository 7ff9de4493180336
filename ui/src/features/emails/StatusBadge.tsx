import { Badge } from "@/components/ui/badge";
import { statusBadge } from "./list";

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const { label, tone } = statusBadge(status);
  return (
    <Badge tone={tone} className={className} data-testid="status-badge">
      {status === "processing" ? <span className="size-1.5 animate-pulse rounded-full bg-current" aria-hidden="true" /> : null}
      {label}
    </Badge>
  );
}
