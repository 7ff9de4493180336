import { useEffect, useState } from "react";
import { ScrollText } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import {
  AUDIT_OUTCOME_FILTERS,
  AUDIT_PAGE_SIZE,
  EMPTY_AUDIT_FILTERS,
  actionLabel,
  auditTime,
  outcomeTone,
  useAudit,
  type AuditEntry,
  type AuditFilters,
} from "./audit";
import { SEARCH_DEBOUNCE_MS } from "./logic";
import { ListState } from "./ListState";
import { EdgePagination, FilterSelect, PageHeader, SearchBox, Td, Trunc } from "./parts";

/** /admin/audit (super admin): every staff action, who did it, to what, when and how it ended. */
export default function AuditPage() {
  const [draft, setDraft] = useState({ actor: "", target: "" });
  const [filters, setFilters] = useState<AuditFilters>(EMPTY_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const set = (patch: Partial<AuditFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  // Typed filters apply once typing stops.
  useEffect(() => {
    if (draft.actor.trim() === filters.actor && draft.target.trim() === filters.target) return;
    const t = setTimeout(() => set({ actor: draft.actor.trim(), target: draft.target.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [draft, filters.actor, filters.target]);

  const query = useAudit(page, filters);
  const { data } = query;
  const entries = data?.entries ?? [];
  const actionOptions = [{ value: "all", label: "All Actions" }, ...(data?.actions ?? []).map((a) => ({ value: a, label: actionLabel(a) }))];

  return (
    <div className="space-y-6">
      <PageHeader title="Audit Log" description="Every staff action: who did it, to which account, email or webhook, when, and how it ended." />

      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <SearchBox value={draft.actor} onChange={(actor) => setDraft((d) => ({ ...d, actor }))} label="Filter by staff member" placeholder="Staff email or ID" />
        <SearchBox value={draft.target} onChange={(target) => setDraft((d) => ({ ...d, target }))} label="Filter by target" placeholder="User, email or webhook ID" />
        <div className="flex gap-3">
          <FilterSelect value={filters.action} onChange={(action) => set({ action })} options={actionOptions} label="Filter by action" />
          <FilterSelect value={filters.outcome} onChange={(outcome) => set({ outcome })} options={AUDIT_OUTCOME_FILTERS} label="Filter by outcome" />
        </div>
        <label className="flex items-center gap-2 text-sm text-muted-foreground">
          <span className="w-10 shrink-0">From</span>
          <Input type="date" aria-label="From date" value={filters.from} onChange={(e) => set({ from: e.target.value })} />
        </label>
        <label className="flex items-center gap-2 text-sm text-muted-foreground">
          <span className="w-10 shrink-0">To</span>
          <Input type="date" aria-label="To date" value={filters.to} onChange={(e) => set({ to: e.target.value })} />
        </label>
      </div>

      <ListState
        query={query}
        errorTitle="Error loading the audit log"
        items={entries}
        empty={{ icon: ScrollText, title: "No staff actions found", text: "Try other filters." }}
        label="Staff actions"
        columns={[{ label: "When" }, { label: "Staff" }, { label: "Action" }, { label: "Target" }, { label: "Outcome" }, { label: "Detail" }]}
        card={(e) => <AuditCard entry={e} />}
        row={(e) => <AuditRow entry={e} />}
        skeleton={{ cardHeight: "h-32" }}
        footer={data ? <EdgePagination page={page} totalPages={data.totalPages} pageSize={AUDIT_PAGE_SIZE} total={data.total} onPage={setPage} /> : null}
      />
    </div>
  );
}

function OutcomeBadge({ entry: e }: { entry: AuditEntry }) {
  return (
    <Badge tone={outcomeTone(e.outcome)}>
      {e.outcome === "success" ? "Succeeded" : "Failed"} · {e.status}
    </Badge>
  );
}

function AuditCard({ entry: e }: { entry: AuditEntry }) {
  return (
    <Card className="p-4" data-testid="audit-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">{actionLabel(e.action)}</p>
          <p className="text-xs text-muted-foreground tabular-nums">{auditTime(e.at)}</p>
        </div>
        <OutcomeBadge entry={e} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-xs">
        <div className="min-w-0">
          <dt className="text-muted-foreground">Staff</dt>
          <dd className="font-medium break-words">{e.actorEmail || e.actorId}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted-foreground">Target</dt>
          <dd className="font-mono break-all">{e.target || "—"}</dd>
        </div>
      </dl>
      {e.detail ? <p className="mt-2 text-sm break-words text-muted-foreground">{e.detail}</p> : null}
    </Card>
  );
}

/** Date over time, as in the emails table: Staff, Target and Detail get the width a one-line date and time would take. */
function When({ iso }: { iso: string }) {
  const text = auditTime(iso);
  const cut = text.lastIndexOf(", ");
  if (cut < 0) return text;
  return (
    <>
      <span className="block">{text.slice(0, cut)}</span>
      <span className="block text-xs text-muted-foreground">{text.slice(cut + 2)}</span>
    </>
  );
}

function AuditRow({ entry: e }: { entry: AuditEntry }) {
  return (
    <tr className="hover:bg-slate-50/60" data-testid="audit-row">
      <Td className="whitespace-nowrap tabular-nums">
        <When iso={e.at} />
      </Td>
      <Td>
        {/* Who acted keeps 11rem where the table is narrow; Target and Detail narrow instead. */}
        <Trunc text={e.actorEmail || e.actorId} className="max-w-52 min-w-44 font-medium" />
        <Trunc text={e.actorId} className="max-w-52 font-mono text-xs text-muted-foreground" />
      </Td>
      <Td className="whitespace-nowrap">{actionLabel(e.action)}</Td>
      <Td>
        <Trunc text={e.target || "—"} className="max-w-52 font-mono text-xs" />
      </Td>
      <Td className="whitespace-nowrap">
        <OutcomeBadge entry={e} />
      </Td>
      <Td>
        <Trunc text={e.detail || "—"} className="max-w-80 text-sm" />
      </Td>
    </tr>
  );
}
