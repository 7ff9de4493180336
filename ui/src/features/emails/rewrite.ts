/**
 * Rewrite one part of a written email: the request, the day's allowance, and the live text while
 * the new part streams in (email.delta pushes carrying the rewrite's id).
 */
import { get, post } from "@/lib/api";
import { EMPTY_STREAM, applyDelta, type StreamState } from "./stream";

export const REWRITE_PARTS = [
  { value: "hook", label: "Hook" },
  { value: "story", label: "Story" },
  { value: "lesson", label: "Lesson" },
  { value: "offer", label: "Offer" },
  { value: "cta", label: "Call to action" },
  { value: "ps", label: "P.S." },
  { value: "subjects", label: "Subject lines" },
  { value: "preview", label: "Preview text" },
] as const;

export const REWRITE_MODIFIERS = [
  { value: "shorter", label: "Shorter" },
  { value: "longer", label: "Longer" },
  { value: "warmer", label: "Warmer" },
  { value: "urgent", label: "More urgent" },
  { value: "curious", label: "More curious" },
  { value: "simpler", label: "Simpler" },
  { value: "formal", label: "More formal" },
  { value: "playful", label: "More playful" },
  { value: "custom", label: "Custom instruction" },
] as const;

export const MAX_INSTRUCTION = 200;

export interface RewriteStarted {
  rewriteId: string;
  remaining: number;
  limit: number;
  part: string;
  modifier: string;
  /** The part's text when the rewrite started: the streamed text takes its place. */
  original: string;
}

export interface RewriteAllowance {
  remaining: number;
  limit: number;
}

/** The email.delta push of a rewrite. */
export interface RewriteDeltaEvent {
  id: string;
  rewriteId?: string;
  seq: number;
  delta: string;
}

/** The email.rewrite push: how a rewrite ended. */
export interface RewriteDoneEvent {
  id: string;
  rewriteId: string;
  status: "done" | "failed";
  message?: string;
  version?: number;
}

export interface RewriteRequest {
  part?: string;
  selection?: string;
  modifier: string;
  instruction?: string;
}

export const rewritePath = (id: string) => `/api/emails/${encodeURIComponent(id)}/rewrite`;

export const startRewrite = (id: string, req: RewriteRequest) => post<RewriteStarted>(rewritePath(id), req);
export const rewriteAllowance = (id: string) => get<RewriteAllowance>(rewritePath(id));

/** What is wrong with a request before it is sent, or "". */
export function rewriteProblem(req: RewriteRequest): string {
  if (!req.part && !req.selection?.trim()) return "Choose a part, or select a passage of the email first.";
  if (req.modifier === "custom" && !req.instruction?.trim()) return "Write the instruction for a custom rewrite.";
  if (Array.from(req.instruction ?? "").length > MAX_INSTRUCTION) return `Keep the instruction to ${MAX_INSTRUCTION} characters.`;
  return "";
}

export function leftLabel(remaining: number): string {
  return remaining === 1 ? "1 rewrite left today" : `${remaining} rewrites left today`;
}

/** A rewrite under way: the text it replaces and what has streamed so far. */
export interface LiveRewrite {
  rewriteId: string;
  original: string;
  stream: StreamState;
}

export const startLive = (rewriteId: string, original: string): LiveRewrite => ({ rewriteId, original, stream: EMPTY_STREAM });

/** Adds a pushed chunk when it belongs to this rewrite. */
export function applyRewriteDelta(live: LiveRewrite, ev: RewriteDeltaEvent): LiveRewrite {
  if (ev.rewriteId !== live.rewriteId || typeof ev.delta !== "string") return live;
  const stream = applyDelta(live.stream, ev.seq, ev.delta);
  return stream === live.stream ? live : { ...live, stream };
}

/** The body as it reads now: the streamed text in the part's place (the original until the first chunk). */
export function liveText(content: string, live: LiveRewrite): string {
  if (!live.stream.text) return content;
  const at = content.indexOf(live.original);
  if (at < 0 || !live.original) return content;
  return content.slice(0, at) + live.stream.text + content.slice(at + live.original.length);
}

/** How many pushes are kept while a request is unanswered (a rewrite streams a few dozen chunks). */
const MAX_EARLY = 500;

/**
 * Pairs a rewrite's start (the answer to its POST, which names it) with the pushes about it. The
 * server can stream a short rewrite, and even finish it, before that answer reaches the page: the
 * pushes for this email that arrive while a request is unanswered are kept, and the answer picks
 * out its own. The rewrite under way is held here rather than read from React state, so that a
 * push handled before the next render still finds it.
 */
export class RewriteTracker {
  private waiting = 0;
  private current: string | null = null;
  private early: (RewriteDeltaEvent | RewriteDoneEvent)[] = [];

  /** A request is about to be sent. */
  begin(): void {
    this.waiting += 1;
  }

  /** The request failed: no rewrite started. */
  abort(): void {
    this.settle();
  }

  /**
   * The request was answered: the rewrite as it reads with the chunks already pushed, and how it
   * ended when that push came first (then nothing is under way).
   */
  started(s: Pick<RewriteStarted, "rewriteId" | "original">): { live: LiveRewrite; end: RewriteDoneEvent | null } {
    let live = startLive(s.rewriteId, s.original);
    let end: RewriteDoneEvent | null = null;
    for (const ev of this.early) {
      if (ev.rewriteId !== s.rewriteId) continue;
      if ("status" in ev) end = ev;
      else live = applyRewriteDelta(live, ev);
    }
    this.current = end ? null : s.rewriteId;
    this.settle();
    return { live, end };
  }

  /** An email.delta push for this email: true when it belongs to the rewrite under way. */
  delta(ev: RewriteDeltaEvent): boolean {
    if (ev.rewriteId && ev.rewriteId === this.current) return true;
    if (ev.rewriteId) this.keep(ev);
    return false;
  }

  /** An email.rewrite push for this email: true when it ends the rewrite under way. */
  ended(ev: RewriteDoneEvent): boolean {
    if (ev.rewriteId && ev.rewriteId === this.current) {
      this.current = null;
      return true;
    }
    this.keep(ev);
    return false;
  }

  private keep(ev: RewriteDeltaEvent | RewriteDoneEvent) {
    if (this.waiting > 0 && ("status" in ev || this.early.length < MAX_EARLY)) this.early.push(ev);
  }

  private settle() {
    this.waiting = Math.max(0, this.waiting - 1);
    if (this.waiting === 0) this.early = [];
  }
}
