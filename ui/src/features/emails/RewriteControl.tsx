import { useEffect, useState, type ReactNode } from "react";
import { Wand2 } from "lucide-react";
import { errorMessage } from "@/lib/api";
import { useRealtimeEvent } from "@/lib/realtime";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import {
  MAX_INSTRUCTION,
  REWRITE_MODIFIERS,
  REWRITE_PARTS,
  RewriteTracker,
  applyRewriteDelta,
  leftLabel,
  rewriteAllowance,
  rewriteProblem,
  startRewrite,
  type LiveRewrite,
  type RewriteDeltaEvent,
  type RewriteDoneEvent,
} from "./rewrite";

const SELECTION = "selection";

/**
 * The Rewrite control beside Copy Content: a part (or the passage selected in the body), a
 * modifier, an optional instruction. While the rewrite streams, onLive receives it; when it ends,
 * onDone reloads the saved email. Children (more buttons) sit beside the Rewrite button, above
 * the count of rewrites left.
 */
export function RewriteControl({
  emailId,
  selection,
  disabled,
  onLive,
  onDone,
  children,
}: {
  emailId: string;
  selection: string;
  disabled?: boolean;
  onLive: (live: LiveRewrite | null) => void;
  onDone: () => void;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [part, setPart] = useState<string>("hook");
  const [modifier, setModifier] = useState<string>("shorter");
  const [instruction, setInstruction] = useState("");
  const [left, setLeft] = useState<number | null>(null);
  const [live, setLive] = useState<LiveRewrite | null>(null);
  const [problem, setProblem] = useState("");
  const [starting, setStarting] = useState(false);
  // Pushes about a rewrite can arrive before the answer that names it.
  const [tracker] = useState(() => new RewriteTracker());

  useEffect(() => {
    rewriteAllowance(emailId).then((a) => setLeft(a.remaining), () => setLeft(null));
  }, [emailId]);
  useEffect(() => onLive(live), [live, onLive]);

  const finish = (ev: RewriteDoneEvent) => {
    if (ev.status === "failed") {
      setProblem(ev.message ?? "The rewrite failed; your email is unchanged.");
      rewriteAllowance(emailId).then((a) => setLeft(a.remaining), () => undefined);
    }
    setLive(null);
    onDone();
  };

  useRealtimeEvent<RewriteDeltaEvent>("email.delta", (ev) => {
    if (ev?.id === emailId && tracker.delta(ev)) setLive((l) => (l ? applyRewriteDelta(l, ev) : l));
  });
  useRealtimeEvent<RewriteDoneEvent>("email.rewrite", (ev) => {
    if (ev?.id === emailId && tracker.ended(ev)) finish(ev);
  });

  const submit = async () => {
    const req = {
      ...(part === SELECTION ? { selection } : { part }),
      modifier,
      instruction: instruction.trim() || undefined,
    };
    const bad = rewriteProblem(req);
    if (bad) {
      setProblem(bad);
      return;
    }
    setProblem("");
    setStarting(true);
    tracker.begin();
    try {
      const started = await startRewrite(emailId, req);
      setLeft(started.remaining);
      setOpen(false);
      const { live: now, end } = tracker.started(started);
      if (end) finish(end);
      else setLive(now);
    } catch (err) {
      tracker.abort();
      setProblem(errorMessage(err, "Couldn't start the rewrite"));
      rewriteAllowance(emailId).then((a) => setLeft(a.remaining), () => undefined);
    } finally {
      setStarting(false);
    }
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      {/* The popover opens below the whole control, so the count stays readable. */}
      <PopoverAnchor asChild>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <div className="flex flex-wrap items-center gap-2">
            <PopoverTrigger asChild>
              <Button variant="outline" size="sm" disabled={disabled || Boolean(live) || left === 0} data-testid="rewrite-open">
                <Wand2 className="size-4" /> {live ? "Rewriting…" : "Rewrite"}
              </Button>
            </PopoverTrigger>
            {children}
          </div>
          {left !== null ? (
            <span className="text-xs text-muted-foreground" data-testid="rewrites-left">
              {leftLabel(left)}
            </span>
          ) : null}
          {problem ? (
            <span className="max-w-72 text-xs text-danger sm:text-right" role="alert">
              {problem}
            </span>
          ) : null}
        </div>
      </PopoverAnchor>
      <PopoverContent align="end" className="w-80 space-y-3">
        <div className="space-y-1.5">
          <Label htmlFor="rewrite-part">Part</Label>
          <Select value={part} onValueChange={setPart}>
            <SelectTrigger id="rewrite-part" aria-label="Part to rewrite" className="h-10">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {REWRITE_PARTS.map((p) => (
                <SelectItem key={p.value} value={p.value}>
                  {p.label}
                </SelectItem>
              ))}
              <SelectItem value={SELECTION} disabled={!selection.trim()}>
                Selected text{selection.trim() ? "" : " (select a passage first)"}
              </SelectItem>
            </SelectContent>
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="rewrite-modifier">Make it</Label>
          <Select value={modifier} onValueChange={setModifier}>
            <SelectTrigger id="rewrite-modifier" aria-label="Modifier" className="h-10">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {REWRITE_MODIFIERS.map((m) => (
                <SelectItem key={m.value} value={m.value}>
                  {m.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="rewrite-instruction">Instruction {modifier === "custom" ? "" : "(optional)"}</Label>
          <Input
            id="rewrite-instruction"
            aria-label="Rewrite instruction"
            className="h-10"
            value={instruction}
            maxLength={MAX_INSTRUCTION}
            placeholder="e.g. mention the spring seats"
            onChange={(e) => setInstruction(e.target.value)}
          />
        </div>
        <Button className="w-full" loading={starting} onClick={() => void submit()} data-testid="rewrite-submit">
          <Wand2 className="size-4" /> Rewrite
        </Button>
      </PopoverContent>
    </Popover>
  );
}
