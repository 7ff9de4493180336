import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ScopedMutator } from "swr";
import { SeqTracker, keepSocket, parseEvent, reconnectDelay, revalidateAll, socketURL, type SocketLike } from "./realtime";

describe("socket address", () => {
  it("follows the page's scheme", () => {
    expect(socketURL({ protocol: "http:", host: "localhost:8080" })).toBe("ws://localhost:8080/ws");
    expect(socketURL({ protocol: "https:", host: "storymail.app" })).toBe("wss://storymail.app/ws");
  });
});

describe("reconnect backoff", () => {
  it("doubles from 1 s and caps at 30 s, with jitter between half and full", () => {
    expect(reconnectDelay(0, () => 1)).toBe(1000);
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(3, () => 1)).toBe(8000);
    expect(reconnectDelay(20, () => 1)).toBe(30000);
    expect(reconnectDelay(20, () => 0)).toBe(15000);
  });
});

describe("event parsing", () => {
  it("reads {type, data}", () => {
    expect(parseEvent('{"type":"usage","data":{"emailsCreated":1}}')).toEqual({ type: "usage", data: { emailsCreated: 1 } });
    expect(parseEvent('{"type":"stats.public"}')).toEqual({ type: "stats.public", data: null });
  });
  it("keeps the user's event number", () => {
    expect(parseEvent('{"seq":7,"type":"email.status","data":{"id":"e1"}}')).toEqual({ type: "email.status", data: { id: "e1" }, seq: 7 });
    expect(parseEvent('{"seq":"7","type":"usage","data":{}}')).toEqual({ type: "usage", data: {} });
  });
  it("ignores anything else", () => {
    expect(parseEvent("not json")).toBeNull();
    expect(parseEvent('{"data":1}')).toBeNull();
    expect(parseEvent(new Blob())).toBeNull();
  });
});

/** A socket the test drives: open, message and close happen when the test says. */
class FakeSocket implements SocketLike {
  onopen: SocketLike["onopen"] = null;
  onmessage: SocketLike["onmessage"] = null;
  onclose: SocketLike["onclose"] = null;
  closeCalls = 0;
  open() {
    this.onopen?.call(this as unknown as WebSocket, new Event("open"));
  }
  receive(data: string) {
    this.onmessage?.call(this as unknown as WebSocket, { data } as MessageEvent);
  }
  /** The close handshake finishing (asked for by either side), or the connection failing (1006). */
  closed(code = 1006) {
    this.onclose?.call(this as unknown as WebSocket, { code } as CloseEvent);
  }
  close() {
    this.closeCalls++;
  }
}

describe("keeping the socket open", () => {
  let sockets: FakeSocket[];
  let log: string[];
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    log = [];
    stop = keepSocket(
      "ws://app/ws",
      {
        onOpen: (catchUp) => log.push(catchUp ? "reopened, catch up" : "opened"),
        onEvent: (ev) => log.push(ev.type),
        onClose: () => log.push("closed"),
      },
      () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s;
      },
    );
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it("reconnects after a close and says the socket was reopened", () => {
    sockets[0].open();
    sockets[0].receive('{"type":"usage","data":{}}');
    sockets[0].closed();
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1_000); // the first retry comes within a second
    expect(sockets).toHaveLength(2);
    sockets[1].open();
    expect(log).toEqual(["opened", "usage", "closed", "reopened, catch up"]);
  });

  it("opens the socket again when the server says resync", () => {
    sockets[0].open();
    sockets[0].receive('{"type":"resync","data":{}}');
    expect(sockets[0].closeCalls).toBe(1);
    sockets[0].closed(1000);
    vi.advanceTimersByTime(1_000);
    sockets[1].open();
    expect(log).toEqual(["opened", "resync", "closed", "reopened, catch up"]);
    // Other events leave the socket alone.
    sockets[1].receive('{"type":"email.status","data":{}}');
    expect(sockets[1].closeCalls).toBe(0);
  });

  it("backs off while the server is away and catches up once it answers again", () => {
    sockets[0].closed();
    vi.advanceTimersByTime(1_000);
    sockets[1].closed();
    vi.advanceTimersByTime(999); // the second retry waits at least a second
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1_001);
    expect(sockets).toHaveLength(3);
    sockets[2].open(); // never open before: nothing to catch up
    sockets[2].closed();
    vi.advanceTimersByTime(1_000);
    sockets[3].closed(); // retries that fail keep the gap open
    vi.advanceTimersByTime(2_000);
    sockets[4].open();
    expect(log).toEqual(["closed", "closed", "opened", "closed", "closed", "reopened, catch up"]);
  });

  it("catches nothing up after the server ended the session", () => {
    sockets[0].open();
    sockets[0].closed(1008);
    vi.advanceTimersByTime(1_000);
    sockets[1].open();
    expect(log).toEqual(["opened", "closed", "opened"]);
  });

  it("stops for good when asked", () => {
    sockets[0].open();
    stop();
    expect(sockets[0].closeCalls).toBe(1);
    sockets[0].closed();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});

describe("revalidating the caches", () => {
  it("revalidates every key without replacing its data", async () => {
    const calls: unknown[][] = [];
    const mutate = ((...args: unknown[]) => {
      calls.push(args);
      return Promise.reject(new Error("offline"));
    }) as unknown as ScopedMutator;
    revalidateAll(mutate);
    await Promise.resolve();
    expect(calls).toHaveLength(1);
    // A second argument, even undefined, would overwrite the cached data.
    expect(calls[0]).toHaveLength(1);
    const match = calls[0][0] as (key: unknown) => boolean;
    for (const key of ["/api/auth/user", "/api/emails", ["/api/admin/users", 2], undefined]) expect(match(key)).toBe(true);
  });
});

describe("event numbers", () => {
  const ev = (seq?: number) => ({ type: "email.status", data: {}, seq });
  const sync = (seq: number) => ({ type: "sync", data: { seq } });

  it("sees nothing lost while numbers follow one another", () => {
    const t = new SeqTracker();
    expect(t.observe(sync(4))).toBe(false);
    expect([5, 6, 7].map((n) => t.observe(ev(n)))).toEqual([false, false, false]);
    expect(t.observe({ type: "email.delta", data: {} })).toBe(false); // deltas carry no number
    expect(t.observe(ev(8))).toBe(false);
  });

  it("reports a skipped number, then counts on from it", () => {
    const t = new SeqTracker();
    t.observe(sync(0));
    expect(t.observe(ev(1))).toBe(false);
    expect(t.observe(ev(3))).toBe(true);
    expect(t.observe(ev(4))).toBe(false);
  });

  it("starts counting at the first number without a sync, and takes a restarted counter as a loss", () => {
    const t = new SeqTracker();
    expect(t.observe(ev(41))).toBe(false);
    expect(t.observe(ev(1))).toBe(true);
  });

  it("takes a sync ahead of the last number as a loss, and one behind or equal as none", () => {
    const t = new SeqTracker();
    t.observe(ev(5));
    expect(t.observe(sync(5))).toBe(false);
    expect(t.observe(sync(3))).toBe(false);
    expect(t.observe(ev(6))).toBe(false);
    expect(t.observe(sync(9))).toBe(true);
    expect(t.observe(ev(10))).toBe(false);
  });
});

describe("catching up after a gap", () => {
  it("calls onGap on the event after a lost one, without reopening the socket", () => {
    const sockets: FakeSocket[] = [];
    const log: string[] = [];
    const stop = keepSocket(
      "ws://app/ws",
      {
        onOpen: () => log.push("opened"),
        onEvent: (e) => log.push(`${e.type}${e.seq ?? ""}`),
        onClose: () => log.push("closed"),
        onGap: () => log.push("gap"),
      },
      () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s;
      },
    );
    sockets[0].open();
    sockets[0].receive('{"type":"sync","data":{"seq":2}}');
    sockets[0].receive('{"seq":3,"type":"usage","data":{}}');
    sockets[0].receive('{"seq":5,"type":"email.status","data":{"id":"e1","status":"generated"}}');
    sockets[0].receive('{"seq":6,"type":"usage","data":{}}');
    expect(log).toEqual(["opened", "sync", "usage3", "email.status5", "gap", "usage6"]);
    expect(sockets[0].closeCalls).toBe(0);
    stop();
  });
});
