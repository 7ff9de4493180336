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
