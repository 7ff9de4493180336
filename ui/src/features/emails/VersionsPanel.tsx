import { useEffect, useMemo, useState } from "react";
import useSWR from "swr";
import { History, RotateCcw } from "lucide-react";
import { errorMessage } from "@/lib/api";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { KIND_LABELS, fetchVersions, restoreVersion, versionsKey, type VersionList } from "./edit";
import { longDate } from "./list";
import type { Email, EmailVersion } from "./types";
import { compareVersions, versionText } from "./versions";

/** Every kept version of the email: view one, compare two word by word, restore one. */
export function VersionsPanel({ email }: { email: Email }) {
  const key = versionsKey(email.id);
  const { data, error, mutate } = useSWR<VersionList>(key, fetchVersions);
  // A save or a restore moves the revision on: the list follows.
  useEffect(() => {
    void mutate();
  }, [email.revision, mutate]);
  const versions = data?.versions ?? [];
  const [viewing, setViewing] = useState<EmailVersion | null>(null);
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const a = versions.find((v) => v.number === (from ?? versions[1]?.number));
  const b = versions.find((v) => v.number === (to ?? versions[0]?.number));
  const changes = useMemo(() => (a && b && a !== b ? compareVersions(a, b) : null), [a, b]);

  const restore = async (v: EmailVersion) => {
    setBusy(v.number);
    try {
      await restoreVersion(email.id, v.number);
      toast({ title: `Version ${v.number} restored`, description: "It is now the current text, as a new version.", variant: "success" });
      setViewing(null);
    } catch (err) {
      toast({ title: "Restore failed", description: errorMessage(err), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card data-testid="versions-panel">
      <div className="flex items-center gap-2 border-b border-border px-5 py-3.5 sm:px-6">
        <History className="size-4.5 text-brand-700" />
        <h3 className="text-base font-semibold tracking-tight">Versions</h3>
      </div>
      {error ? <p className="px-6 py-4 text-sm text-danger">Couldn't load the versions. {errorMessage(error)}</p> : null}
      <ul className="divide-y divide-border">
        {versions.map((v) => (
          <li key={v.number} className="flex flex-wrap items-center gap-2 px-5 py-2.5 text-sm sm:px-6" data-testid={`version-${v.number}`}>
            <span className="font-semibold">v{v.number}</span>
            <Badge tone={v.current ? "brand" : "neutral"}>{KIND_LABELS[v.kind] ?? v.kind}</Badge>
            {v.restoredFrom ? <span className="text-muted-foreground">from v{v.restoredFrom}</span> : null}
            <span className="text-muted-foreground">
              {longDate(v.updatedAt)}
              {v.authorName ? ` · ${v.authorName}` : ""}
            </span>
            {v.current ? <span className="text-xs font-medium text-brand-700">Current</span> : null}
            <span className="ml-auto flex gap-1">
              <Button variant="ghost" size="sm" onClick={() => setViewing(v)} aria-label={`View version ${v.number}`}>
                View
              </Button>
              {!v.current ? (
                <Button variant="outline" size="sm" loading={busy === v.number} onClick={() => void restore(v)} aria-label={`Restore version ${v.number}`}>
                  <RotateCcw className="size-3.5" /> Restore
                </Button>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      {versions.length >= 2 ? (
        <div className="space-y-3 border-t border-border px-5 py-4 sm:px-6">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">Compare</span>
            <VersionSelect label="Older version" versions={versions} value={a?.number} onChange={setFrom} />
            <span>with</span>
            <VersionSelect label="Newer version" versions={versions} value={b?.number} onChange={setTo} />
          </div>
          {changes ? (
            <div className="max-h-96 overflow-auto rounded-xl bg-muted px-4 py-3 font-serif text-[15px] leading-relaxed whitespace-pre-wrap" data-testid="version-diff">
              {changes.map((c, i) =>
                c.added ? (
                  <ins key={i} className="bg-emerald-100 text-emerald-900 no-underline">
                    {c.value}
                  </ins>
                ) : c.removed ? (
                  <del key={i} className="bg-red-100 text-red-900">
                    {c.value}
                  </del>
                ) : (
                  <span key={i}>{c.value}</span>
                ),
              )}
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">Pick two different versions to see what changed.</p>
          )}
        </div>
      ) : null}
      <Dialog open={Boolean(viewing)} onOpenChange={(open) => !open && setViewing(null)}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>
              Version {viewing?.number} · {viewing ? (KIND_LABELS[viewing.kind] ?? viewing.kind) : ""}
            </DialogTitle>
          </DialogHeader>
          <div className="max-h-[60vh] overflow-auto font-serif text-[15px] leading-relaxed whitespace-pre-wrap" data-testid="version-text">
            {viewing ? versionText(viewing) : ""}
          </div>
          {viewing && !viewing.current ? (
            <Button loading={busy === viewing.number} onClick={() => void restore(viewing)}>
              <RotateCcw className="size-4" /> Restore this version
            </Button>
          ) : null}
        </DialogContent>
      </Dialog>
    </Card>
  );
}

function VersionSelect({
  label,
  versions,
  value,
  onChange,
}: {
  label: string;
  versions: EmailVersion[];
  value?: number;
  onChange: (n: number) => void;
}) {
  return (
    <select
      aria-label={label}
      value={value ?? ""}
      onChange={(e) => onChange(Number(e.target.value))}
      className="h-8 rounded-lg border border-border bg-surface px-2 text-sm"
    >
      {versions.map((v) => (
        <option key={v.number} value={v.number}>
          v{v.number} · {KIND_LABELS[v.kind] ?? v.kind}
        </option>
      ))}
    </select>
  );
}
