import { useCallback, useEffect, useRef, useState } from "react";
import { ArrowDown, ArrowUp, Check, Copy, FileText, ListChecks, Plus, Star, Trash2, TriangleAlert } from "lucide-react";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useSWRConfig } from "swr";
import { useCopied } from "./actions";
import { emailKey } from "./hooks";
import { liveText, type LiveRewrite } from "./rewrite";
import { RewriteControl } from "./RewriteControl";
import {
  MAX_PREVIEW,
  MAX_SUBJECTS,
  conflictOf,
  draftOf,
  draftProblem,
  dropDraft,
  keepDraft,
  loadDraft,
  move,
  sameDraft,
  saveEmail,
  type EmailDraft,
} from "./edit";
import type { Email } from "./types";

/** How long typing pauses before the text is saved. */
export const AUTOSAVE_MS = 1_000;

type SaveState = "idle" | "saving" | "saved" | "error" | "invalid" | "conflict";

/**
 * The written email, editable in place: subject lines (edit, reorder, pick the favourite that
 * goes first), preview text and body, saved a second after typing stops. Until the server has the
 * text it is also kept in this browser, so a reload, a lost connection or a conflict never loses it.
 */
export function EmailEditor({ email, onDraft }: { email: Email; onDraft?: (d: EmailDraft) => void }) {
  const server = draftOf(email);
  const stored = loadDraft(email.id);
  const [draft, setDraft] = useState<EmailDraft>(() => stored ?? server);
  const base = useRef({ version: stored?.version ?? email.version ?? 0, revision: stored?.revision ?? email.revision ?? 0 });
  /** The text the server is known to hold. */
  const savedText = useRef<EmailDraft>(server);
  const latest = useRef(draft);
  latest.current = draft;
  const [state, setState] = useState<SaveState>(stored && !sameDraft(stored, server) ? "idle" : "saved");
  const [problem, setProblem] = useState("");
  const [conflict, setConflict] = useState<Email | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef(false);

  useEffect(() => onDraft?.(draft), [draft, onDraft]);

  // News from elsewhere (a restore, another tab): adopt it when nothing here is unsaved.
  useEffect(() => {
    const fresh = draftOf(email);
    const unsaved = !sameDraft(latest.current, savedText.current);
    if ((email.revision ?? 0) > base.current.revision && !unsaved) {
      base.current = { version: email.version ?? 0, revision: email.revision ?? 0 };
      savedText.current = fresh;
      setDraft(fresh);
      dropDraft(email.id);
    }
  }, [email]);

  const save = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    if (inFlight.current) {
      timer.current = setTimeout(() => void save(), 250);
      return;
    }
    const sending = latest.current;
    if (sameDraft(sending, savedText.current)) {
      dropDraft(email.id);
      setState("saved");
      return;
    }
    const bad = draftProblem(sending);
    if (bad) {
      setProblem(bad);
      setState("invalid");
      return;
    }
    inFlight.current = true;
    setState("saving");
    try {
      const saved = await saveEmail(email.id, sending, base.current.version, base.current.revision);
      base.current = { version: saved.version ?? 0, revision: saved.revision ?? 0 };
      savedText.current = draftOf(saved);
      if (sameDraft(latest.current, sending)) {
        // The server may tidy the text (spaces in subject lines): show what it kept.
        setDraft(savedText.current);
        dropDraft(email.id);
        setState("saved");
      } else {
        keepDraft(email.id, { ...latest.current, ...base.current });
        timer.current = setTimeout(() => void save(), AUTOSAVE_MS);
      }
    } catch (err) {
      const current = conflictOf(err);
      if (current) {
        setConflict(current);
        setState("conflict");
      } else {
        setProblem(errorMessage(err, "Couldn't save"));
        setState("error");
      }
    } finally {
      inFlight.current = false;
    }
  }, [email.id]);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  // A draft kept from an earlier visit is offered to the server straight away.
  useEffect(() => {
    if (stored && !sameDraft(stored, server)) timer.current = setTimeout(() => void save(), AUTOSAVE_MS);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const change = (next: EmailDraft) => {
    setDraft(next);
    latest.current = next;
    keepDraft(email.id, { ...next, ...base.current });
    setState("idle");
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE_MS);
  };

  const reloadTheirs = () => {
    if (!conflict) return;
    base.current = { version: conflict.version ?? 0, revision: conflict.revision ?? 0 };
    savedText.current = draftOf(conflict);
    setDraft(savedText.current);
    latest.current = savedText.current;
    dropDraft(email.id);
    setConflict(null);
    setState("saved");
  };
  const overwrite = () => {
    if (!conflict) return;
    base.current = { version: conflict.version ?? 0, revision: conflict.revision ?? 0 };
    savedText.current = draftOf(conflict);
    keepDraft(email.id, { ...latest.current, ...base.current });
    setConflict(null);
    void save();
  };

  const { copied, copy } = useCopied();
  const { mutate } = useSWRConfig();
  const [live, setLive] = useState<LiveRewrite | null>(null);
  const [selection, setSelection] = useState("");
  const reloadEmail = useCallback(() => void mutate(emailKey(email.id)), [mutate, email.id]);
  const subjects = draft.subjects;
  const setSubjects = (s: string[]) => change({ ...draft, subjects: s });
  const previewCount = Array.from(draft.previewText.trim()).length;

  return (
    <div className="space-y-6">
      <SaveStatus state={state} problem={problem} onRetry={() => void save()} />
      <Card>
        <div className="flex items-center justify-between gap-3 border-b border-border px-5 py-3.5 sm:px-6">
          <h3 className="flex min-w-0 items-center gap-2 text-base font-semibold tracking-tight">
            <ListChecks className="size-4.5 shrink-0 text-brand-700" />
            <span>
              Subject Line Options <span className="whitespace-nowrap">({subjects.length} AI-Generated)</span>
            </span>
          </h3>
          <Button
            variant="outline"
            size="sm"
            className="shrink-0"
            disabled={subjects.length >= MAX_SUBJECTS}
            onClick={() => setSubjects([...subjects, ""])}
          >
            {/* On a phone the button keeps to its icon, so the heading has the room for two lines. */}
            <Plus className="size-4" /> <span className="max-sm:sr-only">Add line</span>
          </Button>
        </div>
        <ol className="divide-y divide-border">
          {subjects.map((s, i) => (
            // On a phone the line gets its own row (star and text), the actions the row below.
            <li key={i} className="flex flex-wrap items-center gap-2 px-5 py-2.5 sm:flex-nowrap sm:px-6">
              <Button
                variant="ghost"
                size="sm"
                aria-label={i === 0 ? "Favourite subject line" : `Make subject line ${i + 1} the favourite`}
                title={i === 0 ? "Favourite: goes first and is used as the subject" : "Make this the favourite"}
                onClick={() => setSubjects(move(subjects, i, 0))}
                className={cn("px-1.5", i === 0 ? "text-amber-500" : "text-muted-foreground")}
              >
                <Star className={cn("size-4", i === 0 && "fill-current")} />
              </Button>
              <Input
                value={s}
                aria-label={`Subject line ${i + 1}`}
                maxLength={150}
                onChange={(e) => setSubjects(subjects.map((x, j) => (j === i ? e.target.value : x)))}
                className="min-w-0 flex-1 basis-[calc(100%-3rem)] sm:basis-auto"
              />
              <div className="ml-auto flex items-center gap-2">
                <Button variant="ghost" size="sm" className="px-1.5" aria-label={`Move subject line ${i + 1} up`} disabled={i === 0} onClick={() => setSubjects(move(subjects, i, i - 1))}>
                  <ArrowUp className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="px-1.5"
                  aria-label={`Move subject line ${i + 1} down`}
                  disabled={i === subjects.length - 1}
                  onClick={() => setSubjects(move(subjects, i, i + 1))}
                >
                  <ArrowDown className="size-4" />
                </Button>
                <CopyButton copied={copied === `subject-${i}`} label="Copy" onClick={() => void copy(`subject-${i}`, s, "Subject line copied!")} />
                <Button
                  variant="ghost"
                  size="sm"
                  className="px-1.5"
                  aria-label={`Remove subject line ${i + 1}`}
                  disabled={subjects.length <= 1}
                  onClick={() => setSubjects(subjects.filter((_, j) => j !== i))}
                >
                  <Trash2 className="size-4" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
        <div className="space-y-1.5 border-t border-border px-5 py-4 sm:px-6">
          <label htmlFor="preview-text" className="text-sm font-medium">
            Preview text
          </label>
          <Input
            id="preview-text"
            value={draft.previewText}
            maxLength={200}
            placeholder="The line inboxes show after the subject (40–110 characters)"
            onChange={(e) => change({ ...draft, previewText: e.target.value })}
          />
          <p className={cn("text-xs", previewCount > MAX_PREVIEW ? "text-danger" : "text-muted-foreground")}>
            {previewCount}/{MAX_PREVIEW} characters · complements the favourite subject line, never repeats it
          </p>
        </div>
      </Card>
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-5 py-3.5 sm:px-6">
          <h3 className="flex items-center gap-2 text-base font-semibold tracking-tight">
            <FileText className="size-4.5 text-brand-700" /> Email Content
          </h3>
          <RewriteControl emailId={email.id} selection={selection} disabled={state !== "saved"} onLive={setLive} onDone={reloadEmail}>
            <CopyButton copied={copied === "content"} label="Copy Content" onClick={() => void copy("content", draft.content, "Email content copied!")} />
          </RewriteControl>
        </div>
        <div data-testid="email-content">
          <Textarea
            aria-label="Email body"
            data-testid="email-body-editor"
            value={live ? liveText(draft.content, live) : draft.content}
            readOnly={Boolean(live)}
            aria-busy={Boolean(live)}
            onSelect={(e) => {
              const t = e.currentTarget;
              setSelection(t.value.slice(t.selectionStart, t.selectionEnd));
            }}
            onChange={(e) => change({ ...draft, content: e.target.value })}
            rows={Math.min(40, Math.max(12, draft.content.split("\n").length + 2))}
            className="block w-full resize-y rounded-none border-0 px-5 py-5 font-serif text-[16px] leading-[1.75] shadow-none focus-visible:ring-0 sm:px-8"
          />
        </div>
      </Card>
      <Dialog open={Boolean(conflict)} onOpenChange={(open) => !open && setConflict(null)}>
        <DialogContent hideClose>
          <DialogHeader>
            <DialogTitle>This email changed elsewhere</DialogTitle>
            <DialogDescription>
              It was saved in another tab or device since you opened it. Your text is kept in this browser until you choose.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={reloadTheirs}>
              Reload theirs
            </Button>
            <Button onClick={overwrite}>Overwrite with mine</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function CopyButton({ copied, onClick, label }: { copied: boolean; onClick: () => void; label: string }) {
  return (
    <Button variant={copied ? "secondary" : "outline"} size="sm" onClick={onClick} aria-live="polite">
      {copied ? <Check className="size-4" /> : <Copy className="size-4" />}
      {copied ? "Copied!" : label}
    </Button>
  );
}

function SaveStatus({ state, problem, onRetry }: { state: SaveState; problem: string; onRetry: () => void }) {
  return (
    <div className="flex min-h-6 items-center gap-2 text-sm" role="status" aria-live="polite" data-testid="save-status">
      {state === "saving" ? <span className="text-muted-foreground">Saving…</span> : null}
      {state === "saved" ? (
        <span className="flex items-center gap-1 text-emerald-700">
          <Check className="size-4" /> Saved
        </span>
      ) : null}
      {state === "idle" ? <span className="text-muted-foreground">Unsaved changes</span> : null}
      {state === "invalid" ? (
        <span className="flex items-center gap-1 text-amber-700">
          <TriangleAlert className="size-4" /> Not saved: {problem}
        </span>
      ) : null}
      {state === "error" ? (
        <span className="flex items-center gap-2 text-danger">
          Couldn't save — {problem !== "Couldn't save" ? `${problem} ` : ""}
          <Button variant="link" size="sm" onClick={onRetry}>
            Retry
          </Button>
        </span>
      ) : null}
      {state === "conflict" ? <span className="text-amber-700">Changed elsewhere: choose which text to keep</span> : null}
    </div>
  );
}
