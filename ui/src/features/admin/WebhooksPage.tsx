import { useState } from "react";
import { ExternalLink, Pencil, Send, Webhook as WebhookIcon } from "lucide-react";
import { errorMessage } from "@/lib/api";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { useWebhooks, webhookActions } from "./hooks";
import { WEBHOOK_SKELETONS, dateTime, plural, webhookUrlError } from "./logic";
import { EmptyState, LoadError, PageHeader } from "./parts";
import type { Webhook } from "./types";

type TestResult = { ok: boolean; message: string };

/** /admin/webhooks: the outbound automation webhooks. */
export default function WebhooksPage() {
  const { data, error, mutate } = useWebhooks();
  const [testing, setTesting] = useState<Webhook | null>(null);
  const [editing, setEditing] = useState<Webhook | null>(null);
  // Tests in flight and their last answers, by webhook: a running test keeps its Send Test disabled.
  const [running, setRunning] = useState<Set<number>>(new Set());
  const [results, setResults] = useState<Record<number, TestResult>>({});

  async function sendTest(h: Webhook) {
    setRunning((s) => new Set(s).add(h.id));
    try {
      const res = await webhookActions.test(h.id);
      const message = res?.message ?? "Test event delivered.";
      setResults((r) => ({ ...r, [h.id]: { ok: true, message } }));
      toast({ title: "Test Successful", description: message, variant: "success" });
    } catch (err) {
      const message = errorMessage(err, "The test event could not be delivered.");
      setResults((r) => ({ ...r, [h.id]: { ok: false, message } }));
      toast({ title: "Test Failed", description: message, variant: "destructive" });
    } finally {
      setRunning((s) => {
        const next = new Set(s);
        next.delete(h.id);
        return next;
      });
      void mutate();
    }
  }

  const hooks = data?.webhooks ?? [];

  return (
    <div className="space-y-6">
      <PageHeader title="Webhooks" description="Signed JSON events sent to your automation tools." />
      {error && !data ? (
        <LoadError title="Error loading webhooks" onRetry={() => void mutate()} />
      ) : !data ? (
        <div className="grid gap-4 lg:grid-cols-2" aria-busy="true" aria-label="Loading webhooks">
          {Array.from({ length: WEBHOOK_SKELETONS }, (_, i) => (
            <Skeleton key={i} className="h-56 rounded-card" data-testid="webhook-skeleton" />
          ))}
        </div>
      ) : hooks.length === 0 ? (
        <Card>
          <EmptyState icon={WebhookIcon} title="No Webhooks Configured" text="Webhooks appear here once they are set up on the server." />
        </Card>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {hooks.map((h) => (
            <WebhookCard key={h.id} hook={h} running={running.has(h.id)} onTest={() => setTesting(h)} onEdit={() => setEditing(h)} />
          ))}
        </div>
      )}

      <Dialog open={testing !== null} onOpenChange={(o) => !o && setTesting(null)}>
        <DialogContent>
          {testing ? (
            <>
              <DialogHeader>
                <DialogTitle>Test {testing.name}</DialogTitle>
                <DialogDescription>Sends a sample event to the webhook's URL now and shows what the endpoint answered.</DialogDescription>
              </DialogHeader>
              <p className="rounded-xl bg-muted/60 px-3 py-2 font-mono text-xs break-all">{testing.url || "No URL set"}</p>
              {results[testing.id] ? (
                <Alert tone={results[testing.id].ok ? "success" : "danger"} title={results[testing.id].ok ? "Delivered" : "Not delivered"} data-testid="webhook-test-result">
                  {results[testing.id].message}
                </Alert>
              ) : null}
              <DialogFooter>
                <Button variant="outline" onClick={() => setTesting(null)}>
                  Close
                </Button>
                <Button onClick={() => void sendTest(testing)} disabled={running.has(testing.id) || !testing.url} loading={running.has(testing.id)}>
                  {running.has(testing.id) ? null : <Send className="size-4" />} Send Test
                </Button>
              </DialogFooter>
            </>
          ) : null}
        </DialogContent>
      </Dialog>

      <EditDialog hook={editing} onClose={() => setEditing(null)} onSaved={() => void mutate()} />
    </div>
  );
}

function WebhookCard({ hook, running, onTest, onEdit }: { hook: Webhook; running: boolean; onTest: () => void; onEdit: () => void }) {
  const active = hook.status === "active";
  return (
    <Card className="flex flex-col p-5" data-testid="webhook-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold">{hook.name}</h2>
          <p className="mt-0.5 text-sm text-muted-foreground">{hook.description || "No description"}</p>
        </div>
        <Badge tone={!hook.url ? "neutral" : active ? "success" : "neutral"} data-testid="webhook-state">
          {!hook.url ? "Not configured" : active ? "Active" : hook.status || "Inactive"}
        </Badge>
      </div>
      <dl className="mt-4 grid flex-1 grid-cols-2 gap-3 text-sm">
        <div className="col-span-2">
          <dt className="text-xs font-medium text-muted-foreground">Trigger</dt>
          <dd>{hook.triggerCondition || "—"}</dd>
        </div>
        <div className="col-span-2 min-w-0">
          <dt className="text-xs font-medium text-muted-foreground">URL</dt>
          <dd className="truncate font-mono text-xs" title={hook.url}>
            {hook.url || "Not set"}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-muted-foreground">Triggered</dt>
          <dd className="tabular-nums">{plural(hook.triggerCount, "time")}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-muted-foreground">Last triggered</dt>
          <dd>{hook.lastTriggered ? dateTime(hook.lastTriggered) : "Never"}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-border pt-4">
        <Button size="sm" variant="outline" onClick={onTest} loading={running}>
          {running ? null : <Send className="size-4" />} Test
        </Button>
        <Button size="sm" variant="outline" onClick={onEdit}>
          <Pencil className="size-4" /> Edit
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={!hook.url}
          onClick={() => window.open(hook.url, "_blank", "noopener,noreferrer")}
          aria-label={`Open ${hook.name} URL in a new tab`}
        >
          <ExternalLink className="size-4" /> Open URL
        </Button>
      </div>
    </Card>
  );
}

function EditDialog({ hook, onClose, onSaved }: { hook: Webhook | null; onClose: () => void; onSaved: () => void }) {
  return (
    <Dialog open={hook !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>{hook ? <EditForm key={hook.id} hook={hook} onClose={onClose} onSaved={onSaved} /> : null}</DialogContent>
    </Dialog>
  );
}

function EditForm({ hook, onClose, onSaved }: { hook: Webhook; onClose: () => void; onSaved: () => void }) {
  const [url, setUrl] = useState(hook.url ?? "");
  const [description, setDescription] = useState(hook.description ?? "");
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const urlError = tried ? webhookUrlError(url) : undefined;

  async function save() {
    setTried(true);
    if (webhookUrlError(url)) return;
    setSaving(true);
    try {
      await webhookActions.update(hook.id, url, description);
      toast({ title: "Webhook Updated", description: `${hook.name} was saved.`, variant: "success" });
      onSaved();
      onClose();
    } catch (err) {
      toast({ title: "Update Failed", description: errorMessage(err, "The webhook could not be saved."), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Edit {hook.name}</DialogTitle>
        <DialogDescription>Where this event is sent, and a note for the team.</DialogDescription>
      </DialogHeader>
      <form
        id="webhook-edit-form"
        className="space-y-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Field label="Webhook URL" error={urlError}>
          <Input type="url" inputMode="url" placeholder="https://hooks.example.com/storymail" value={url} onChange={(e) => setUrl(e.target.value)} />
        </Field>
        <Field label="Description">
          <Textarea rows={3} maxLength={500} value={description} onChange={(e) => setDescription(e.target.value)} />
        </Field>
      </form>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" form="webhook-edit-form" loading={saving}>
          Save Changes
        </Button>
      </DialogFooter>
    </>
  );
}
