/**
 * The one socket of the app. A single WebSocket to /ws carries server pushes shaped
 * {"type": "...", "data": {...}}. RealtimeProvider owns the connection (reconnecting with
 * capped exponential backoff and jitter); components read its state with useRealtime() and
 * subscribe to one event type with useRealtimeEvent().
 */
import { createContext, createElement, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";

export interface RealtimeEvent<T = unknown> {
  type: string;
  data: T;
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
    const v = JSON.parse(raw) as { type?: unknown; data?: unknown };
    if (v && typeof v.type === "string") return { type: v.type, data: v.data ?? null };
  } catch {
    /* not JSON: ignore */
  }
  return null;
}

const RealtimeContext = createContext<RealtimeState>({ connected: false, lastEvent: null });

function Connection({ children }: { children: ReactNode }) {
  const [connected, setConnected] = useState(false);
  const [lastEvent, setLastEvent] = useState<RealtimeEvent | null>(null);
  // A plain WebSocket: the whole client is a few lines, and it loads with every page.
  useEffect(() => {
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    const connect = () => {
      const ws = new WebSocket(socketURL());
      socket = ws;
      ws.onopen = () => {
        attempt = 0;
        setConnected(true);
      };
      ws.onmessage = (msg) => {
        const ev = parseEvent(msg.data);
        if (!ev) return;
        dispatch(ev);
        setLastEvent(ev);
      };
      ws.onclose = () => {
        if (socket !== ws) return;
        socket = null;
        setConnected(false);
        if (!stopped) timer = setTimeout(connect, reconnectDelay(attempt++));
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, []);
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
