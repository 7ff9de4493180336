import { useEffect, useState } from "react";
import { Wand2 } from "lucide-react";
import { errorMessage } from "@/lib/api";
import { useRealtimeEvent } from "@/lib/realtime";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import {
  MAX_INSTRUCTION,
  REWRITE_MODIFIERS,
  REWRITE_PARTS,
  applyRewriteDelta,
  leftLabel,
  rewriteAllowance,
  rewriteProblem,
  startLive,
  startRewrite,
  type LiveRewrite,
  type RewriteDeltaEvent,
  type RewriteDoneEvent,
} from "./rewrite";

const SELECTION = "selection";

const selectClass = "h-9 w-full rounded-md border border-input bg-background px-2 text-sm";

/**
 * The Rewrite control beside Copy Content: a part (or the passage selected in the body), a
 * modifier, an optional instruction. While the rewrite streams, onLive receives it; when it ends,
 * onDone reloads the saved email.
 */
export function RewriteControl({
  emailId,
  selection,
  disabled,
  onLive,
  onDone,
}: {
  emailId: string;
  selection: string;
  disabled?: boolean;
  onLive: (live: LiveRewrite | null) => void;
  onDone: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [part, setPart] = useState<string>("hook");
  const [modifier, setModifier] = useState<string>("shorter");
  const [instruction, setInstruction] = useState("");
  const [left, setLeft] = useState<number | null>(null);
  const [live, setLive] = useState<LiveRewrite | null>(null);
  const [problem, setProblem] = useState("");

  useEffect(() => {
    rewriteAllowance(emailId).then((a) => setLeft(a.remaining), () => setLeft(null));
  }, [emailId]);
  useEffect(() => onLive(live), [live, onLive]);

  useRealtimeEvent<RewriteDeltaEvent>("email.delta", (ev) => {
    if (ev?.id === emailId) setLive((l) => (l ? applyRewriteDelta(l, ev) : l));
  });
  useRealtimeEvent<RewriteDoneEvent>("email.rewrite", (ev) => {
    if (ev?.id !== emailId || !live || ev.rewriteId !== live.rewriteId) return;
    if (ev.status === "failed") {
      setProblem(ev.message ?? "The rewrite failed; your email is unchanged.");
      rewriteAllowance(emailId).then((a) => setLeft(a.remaining), () => undefined);
    }
    setLive(null);
    onDone();
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
    try {
      const started = await startRewrite(emailId, req);
      setLeft(started.remaining);
      setLive(startLive(started.rewriteId, started.original));
      setOpen(false);
    } catch (err) {
      setProblem(errorMessage(err, "Couldn't start the rewrite"));
      rewriteAllowance(emailId).then((a) => setLeft(a.remaining), () => undefined);
    }
  };

  return (
    <div className="flex flex-col items-end gap-1">
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button variant="outline" size="sm" disabled={disabled || Boolean(live) || left === 0} data-testid="rewrite-open">
            <Wand2 className="size-4" /> {live ? "Rewriting…" : "Rewrite"}
          </Button>
        </PopoverTrigger>
        <PopoverContent align="end" className="w-80 space-y-3">
          <label className="block space-y-1 text-sm">
            <span className="font-medium">Part</span>
            <select className={selectClass} aria-label="Part to rewrite" value={part} onChange={(e) => setPart(e.target.value)}>
              {REWRITE_PARTS.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
              <option value={SELECTION} disabled={!selection.trim()}>
                Selected text{selection.trim() ? "" : " (select a passage first)"}
              </option>
            </select>
          </label>
          <label className="block space-y-1 text-sm">
            <span className="font-medium">Make it</span>
            <select className={selectClass} aria-label="Modifier" value={modifier} onChange={(e) => setModifier(e.target.value)}>
              {REWRITE_MODIFIERS.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </select>
          </label>
          <label className="block space-y-1 text-sm">
            <span className="font-medium">Instruction {modifier === "custom" ? "" : "(optional)"}</span>
            <Input
              aria-label="Rewrite instruction"
              value={instruction}
              maxLength={MAX_INSTRUCTION}
              placeholder="e.g. mention the spring seats"
              onChange={(e) => setInstruction(e.target.value)}
            />
          </label>
          <Button className="w-full" onClick={() => void submit()} data-testid="rewrite-submit">
            <Wand2 className="size-4" /> Rewrite
          </Button>
        </PopoverContent>
      </Popover>
      {left !== null ? (
        <span className="text-xs text-muted-foreground" data-testid="rewrites-left">
          {leftLabel(left)}
        </span>
      ) : null}
      {problem ? (
        <span className="max-w-72 text-right text-xs text-danger" role="alert">
          {problem}
        </span>
      ) : null}
    </div>
  );
}
