/**
 * The one socket of the app. A single WebSocket to /ws carries server pushes shaped
 * {"type": "...", "data": {...}}. RealtimeProvider owns the connection (reconnecting with
 * capped exponential backoff and jitter); components read its state with useRealtime() and
 * subscribe to one event type with useRealtimeEvent().
 *
 * Pushes missed while the socket was closed are never sent again, so whenever it opens again
 * every SWR cache in use is fetched anew. The server says "resync" when the socket stayed open
 * but pushes were lost behind it (its Redis bridge went down): the socket is then opened again,
 * so that everything that catches up after a reconnect does so. A socket the server closed
 * because its session ended catches nothing up: what the page shows belonged to that session,
 * and the page that ended it (sign-out, account deletion) moves on by itself.
 *
 * Pushes can also be lost while the socket stays open. Every event for the signed-in user but
 * email.delta carries "seq", one more than the user's previous one, and the socket opens with a
 * "sync" naming the last; a number skipped means an event was lost on its way, and the client
 * catches up in place (fetching the caches again) without reopening the socket. Pages that
 * follow something no cache holds listen for CATCH_UP.
 */
import { createContext, createElement, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useSWRConfig, type ScopedMutator } from "swr";

export interface RealtimeEvent<T = unknown> {
  type: string;
  data: T;
  /** The user's event number (absent on email.delta and on events for everyone). */
  seq?: number;
}

export interface RealtimeState {
  connected: boolean;
  lastEvent: RealtimeEvent | null;
}

type Handler = (data: unknown, event: RealtimeEvent) => void;

const listeners = new Map<string, Set<Handler>>();

function dispatch(event: RealtimeEvent) {
  for (const key of [event.type, "*"]) {
    const set = listeners.get(key);
    if (!set) continue;
    for (const h of [...set]) {
      try {
        h(event.data, event);
      } catch (err) {
        console.error("realtime handler failed", event.type, err);
      }
    }
  }
}

/** The socket address for the current page: ws: on http pages, wss: on https pages. */
export function socketURL(loc: Pick<Location, "protocol" | "host"> = window.location): string {
  const scheme = loc.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${loc.host}/ws`;
}

const BASE_DELAY = 1_000;
const MAX_DELAY = 30_000;

/** Delay before reconnect attempt n (0-based): doubling from 1 s, capped at 30 s, with ±50% jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const capped = Math.min(MAX_DELAY, BASE_DELAY * 2 ** Math.max(0, attempt));
  return Math.round(capped / 2 + random() * (capped / 2));
}

/** Parses one socket message; anything that is not {"type": string, ...} is ignored. */
export function parseEvent(raw: unknown): RealtimeEvent | null {
  if (typeof raw !== "string") return null;
  try {
    const v = JSON.parse(raw) as { type?: unknown; data?: unknown; seq?: unknown };
    if (v && typeof v.type === "string") {
      const ev: RealtimeEvent = { type: v.type, data: v.data ?? null };
      if (typeof v.seq === "number" && Number.isSafeInteger(v.seq)) ev.seq = v.seq;
      return ev;
    }
  } catch {
    /* not JSON: ignore */
  }
  return null;
}

/** The server's word that pushes were lost while the socket stayed open. */
export const RESYNC = "resync";

/** The server's first word on a user's socket: {"seq": the number of the user's last event}. */
export const SYNC = "sync";

/**
 * Dispatched by the client itself (never sent by the server) whenever pushes may have been lost
 * and the caches are being fetched again: after a reopen, a resync, or a gap in the numbers.
 */
export const CATCH_UP = "catch-up";

/**
 * Follows one socket's event numbers. observe answers true when the event shows that one or
 * more before it were lost: a number that is not the next one (a lower one means the server's
 * counter started again, and what happened meanwhile is unknown), or a sync ahead of the last
 * number seen. The first number seen only sets where counting starts.
 */
export class SeqTracker {
  private last: number | null = null;

  observe(ev: RealtimeEvent): boolean {
    if (ev.type === SYNC) {
      const n = (ev.data as { seq?: unknown } | null)?.seq;
      if (typeof n !== "number" || !Number.isSafeInteger(n)) return false;
      const lost = this.last !== null && n > this.last;
      if (this.last === null || n > this.last) this.last = n;
      return lost;
    }
    if (ev.seq === undefined) return false;
    const lost = this.last !== null && ev.seq !== this.last + 1 && ev.seq !== this.last;
    this.last = ev.seq;
    return lost;
  }
}

/** The close code of a socket whose session was revoked (policy violation). */
export const SESSION_ENDED = 1008;

export interface SocketHandlers {
  /** The socket is open; `catchUp` when pushes may have been missed since it was last open. */
  onOpen: (catchUp: boolean) => void;
  onEvent: (event: RealtimeEvent) => void;
  onClose: () => void;
  /** An event arrived showing that some before it were lost (a gap in the numbers). */
  onGap?: () => void;
}

/** The part of a WebSocket that keepSocket uses. */
export type SocketLike = Pick<WebSocket, "close" | "onopen" | "onmessage" | "onclose">;

/**
 * Keeps one socket to url open until the returned function is called: after any close it opens
 * another with reconnectDelay, and a "resync" closes it on purpose. A plain WebSocket: the whole
 * client is a few lines, and it loads with every page.
 */
export function keepSocket(url: string, h: SocketHandlers, open: (url: string) => SocketLike = (u) => new WebSocket(u)): () => void {
  let socket: SocketLike | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let missed = false; // whether pushes may have been lost since the socket was last open
  let stopped = false;
  const connect = () => {
    const ws = open(url);
    socket = ws;
    let up = false;
    const seq = new SeqTracker(); // numbers count per socket: each opens with its own sync
    ws.onopen = () => {
      up = true;
      attempt = 0;
      h.onOpen(missed);
      missed = false;
    };
    ws.onmessage = (msg) => {
      const ev = parseEvent(msg.data);
      if (!ev) return;
      const lost = seq.observe(ev);
      h.onEvent(ev);
      if (lost) h.onGap?.();
      if (ev.type === RESYNC) ws.close();
    };
    ws.onclose = (ev) => {
      if (socket !== ws) return;
      socket = null;
      if (up) missed = ev.code !== SESSION_ENDED;
      h.onClose();
      if (!stopped) timer = setTimeout(connect, reconnectDelay(attempt++));
    };
  };
  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    socket?.close();
  };
}

/** Fetches every SWR entry again (only those in use are fetched); what is shown stays until the answer. */
export function revalidateAll(mutate: ScopedMutator): void {
  // No data argument: with one, mutate would replace the cached data instead.
  mutate(() => true).catch(() => {});
}

/** Fetches the caches again and tells the pages that follow something else to look again. */
function catchUpNow(mutate: ScopedMutator): void {
  revalidateAll(mutate);
  dispatch({ type: CATCH_UP, data: null });
}

const RealtimeContext = createContext<RealtimeState>({ connected: false, lastEvent: null });

function Connection({ children }: { children: ReactNode }) {
  const [connected, setConnected] = useState(false);
  const [lastEvent, setLastEvent] = useState<RealtimeEvent | null>(null);
  const { mutate } = useSWRConfig();
  const mutateRef = useRef(mutate);
  useEffect(() => {
    mutateRef.current = mutate;
  });
  useEffect(
    () =>
      keepSocket(socketURL(), {
        onOpen: (catchUp) => {
          setConnected(true);
          if (catchUp) catchUpNow(mutateRef.current);
        },
        onEvent: (ev) => {
          dispatch(ev);
          setLastEvent(ev);
        },
        onGap: () => catchUpNow(mutateRef.current),
        onClose: () => setConnected(false),
      }),
    [],
  );
  const value = useMemo(() => ({ connected, lastEvent }), [connected, lastEvent]);
  return createElement(RealtimeContext.Provider, { value }, children);
}

/**
 * Owns the socket. `identity` names who is signed in: when it changes the socket is opened
 * again so the server sees the new session cookie. While it is null (not yet known) no socket is opened.
 */
export function RealtimeProvider({ identity, children }: { identity: string | null; children: ReactNode }) {
  if (identity === null) return createElement(RealtimeContext.Provider, { value: idle }, children);
  return createElement(Connection, { key: identity, children });
}

const idle: RealtimeState = { connected: false, lastEvent: null };

/** Whether the socket is open, and the last event received. */
export function useRealtime(): RealtimeState {
  return useContext(RealtimeContext);
}

/** Calls handler for every event of the given type ("*" for all) while the component is mounted. */
export function useRealtimeEvent<T = unknown>(type: string, handler: (data: T, event: RealtimeEvent<T>) => void): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => {
    const h: Handler = (data, event) => ref.current(data as T, event as RealtimeEvent<T>);
    let set = listeners.get(type);
    if (!set) {
      set = new Set();
      listeners.set(type, set);
    }
    set.add(h);
    return () => {
      set.delete(h);
    };
  }, [type]);
}
