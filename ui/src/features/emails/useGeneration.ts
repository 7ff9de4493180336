/**
 * Follows one email from submit to done. Pushes (email.delta, email.status) drive it while the
 * socket is open; whenever it is not, the spec's polling runs instead. Events that arrive before
 * the create call has answered are kept and replayed once the email's id is known.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { request, statusOf } from "@/lib/api";
import { CATCH_UP, useRealtime, useRealtimeEvent } from "@/lib/realtime";
import { putEmail } from "./hooks";
import { MAX_POLLS, NO_CACHE_HEADERS, POLL_ERRORS, Poller, pollUrl, type PollResult } from "./polling";
import { QuietWatch } from "./quiet";
import { EMPTY_STREAM, applyDelta, type StreamState } from "./stream";
import type { Email, EmailDeltaEvent, EmailStatusEvent } from "./types";

export type GenerationPhase = "idle" | "writing" | "failed";

export interface GenerationState {
  phase: GenerationPhase;
  id: string | null;
  stream: StreamState;
  /** Polls made so far (0 while following pushes only). */
  polls: number;
  error: string | null;
}

const IDLE: GenerationState = { phase: "idle", id: null, stream: EMPTY_STREAM, polls: 0, error: null };

/** The whole wait is bounded like the polling: 5 minutes. */
export const GENERATION_TIMEOUT_MS = 5 * 60_000;

/** One look at the email for the poller, through the app's client, past every cache. */
async function lookUp(id: string, attempt: number): Promise<PollResult> {
  try {
    const res = await request(pollUrl(id, Date.now(), attempt), { headers: NO_CACHE_HEADERS, cache: "no-store" });
    const email = (await res.json()) as Email;
    putEmail(email);
    return { kind: "email", status: email.status };
  } catch (err) {
    const status = statusOf(err);
    return status ? { kind: "http", status } : { kind: "network" };
  }
}

export interface GenerationHandlers {
  /** The email is written; `hard` asks for a full page load (after more than 50 polls). */
  onGenerated: (id: string, hard: boolean) => void;
  onFailed: (message: string) => void;
}

export function useGeneration(handlers: GenerationHandlers) {
  const { connected } = useRealtime();
  const connectedRef = useRef(connected);
  connectedRef.current = connected;
  const [state, setState] = useState<GenerationState>(IDLE);
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  // Pushes seen while the create call is in flight, by email id.
  const listening = useRef(false);
  const early = useRef(new Map<string, { stream: StreamState; status?: EmailStatusEvent }>());
  const idRef = useRef<string | null>(null);
  const poller = useRef<Poller | null>(null);
  const watchdog = useRef<ReturnType<typeof setTimeout> | null>(null);
  const finished = useRef(false);

  // Pushes can be lost with the socket open: after 15 s without news, one look at the email.
  const lookOnce = useRef<() => void>(() => {});
  const quiet = useRef<QuietWatch | null>(null);
  if (quiet.current === null) quiet.current = new QuietWatch(() => lookOnce.current());

  const cleanup = useCallback(() => {
    quiet.current?.stop();
    poller.current?.stop();
    poller.current = null;
    if (watchdog.current) clearTimeout(watchdog.current);
    watchdog.current = null;
  }, []);

  useEffect(() => cleanup, [cleanup]);

  const fail = useCallback(
    (message: string) => {
      if (finished.current) return;
      finished.current = true;
      listening.current = false;
      cleanup();
      setState((s) => ({ ...s, phase: "failed", error: message }));
      handlersRef.current.onFailed(message);
    },
    [cleanup],
  );

  const succeed = useCallback(
    (id: string, hard: boolean) => {
      if (finished.current) return;
      finished.current = true;
      listening.current = false;
      cleanup();
      handlersRef.current.onGenerated(id, hard);
    },
    [cleanup],
  );

  const onStatus = useCallback(
    (ev: EmailStatusEvent) => {
      if (ev.status === "generated") succeed(ev.id, false);
      else if (ev.status === "failed") fail(ev.error || POLL_ERRORS.generationFailed);
    },
    [succeed, fail],
  );

  useRealtimeEvent<EmailDeltaEvent>("email.delta", (ev) => {
    if (!listening.current || !ev || typeof ev.id !== "string" || typeof ev.delta !== "string") return;
    if (idRef.current === null) {
      const e = early.current.get(ev.id) ?? { stream: EMPTY_STREAM };
      e.stream = applyDelta(e.stream, ev.seq, ev.delta);
      early.current.set(ev.id, e);
      return;
    }
    if (ev.id !== idRef.current) return;
    if (quiet.current?.waiting) quiet.current.heard();
    setState((s) => ({ ...s, stream: applyDelta(s.stream, ev.seq, ev.delta) }));
  });

  useRealtimeEvent<EmailStatusEvent>("email.status", (ev) => {
    if (!listening.current || !ev || typeof ev.id !== "string") return;
    if (idRef.current === null) {
      const e = early.current.get(ev.id) ?? { stream: EMPTY_STREAM };
      e.status = ev;
      early.current.set(ev.id, e);
      return;
    }
    if (ev.id !== idRef.current) return;
    if (quiet.current?.waiting) quiet.current.heard();
    onStatus(ev);
  });

  // Pushes were lost (a gap in the numbers, a reopened socket): look at the email now.
  useRealtimeEvent(CATCH_UP, () => lookOnce.current());

  /** Call right before the create call, so no push about the new email is missed. */
  const begin = useCallback(() => {
    cleanup();
    early.current.clear();
    idRef.current = null;
    finished.current = false;
    listening.current = true;
    setState(IDLE);
  }, [cleanup]);

  /** The create call failed: nothing to follow. */
  const abort = useCallback(() => {
    listening.current = false;
    early.current.clear();
  }, []);

  /** The create call answered with the new email's id: follow it. */
  const track = useCallback(
    (id: string) => {
      idRef.current = id;
      lookOnce.current = () => {
        if (finished.current || idRef.current !== id) return;
        void lookUp(id, poller.current?.polls ?? 0).then((r) => {
          if (r.kind === "email" && idRef.current === id) onStatus({ id, status: r.status });
        });
      };
      const seen = early.current.get(id);
      early.current.clear();
      setState({ phase: "writing", id, stream: seen?.stream ?? EMPTY_STREAM, polls: 0, error: null });
      poller.current = new Poller({
        check: async (attempt) => {
          setState((s) => (s.id === id ? { ...s, polls: attempt } : s));
          return lookUp(id, attempt);
        },
        onDone: (d) => {
          if (d.kind === "generated") succeed(id, d.hard);
          else fail(d.message);
        },
      });
      watchdog.current = setTimeout(() => fail(POLL_ERRORS.timedOut), GENERATION_TIMEOUT_MS);
      if (connectedRef.current) quiet.current?.heard();
      if (seen?.status) onStatus(seen.status);
    },
    [succeed, fail, onStatus],
  );

  /** Back to the form after a failure. */
  const reset = useCallback(() => {
    cleanup();
    listening.current = false;
    idRef.current = null;
    setState(IDLE);
  }, [cleanup]);

  // Poll whenever the socket is not open; while it is, wait for news with the quiet watch.
  useEffect(() => {
    const p = poller.current;
    const id = idRef.current;
    if (state.phase !== "writing" || !p || !id || finished.current) return;
    if (!connected) {
      quiet.current?.stop();
      p.start();
      return;
    }
    p.pause();
    // Opened again mid-wait: the CATCH_UP that comes with the reopen looks at the email.
    quiet.current?.heard();
  }, [connected, state.phase]);

  return { state, connected, begin, abort, track, reset, maxPolls: MAX_POLLS };
}
