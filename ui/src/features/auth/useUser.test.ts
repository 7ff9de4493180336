import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearSession, fetchUser, SESSION_HINT_KEY, SIGNED_IN_COOKIE, wasSignedIn } from "./useUser";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, String(v)),
    removeItem: (k: string) => void items.delete(k),
  };
}

function answer(status: number, body: unknown) {
  vi.stubGlobal("fetch", vi.fn(async () => new Response(typeof body === "string" ? body : JSON.stringify(body), { status })));
}

describe("session hint", () => {
  beforeEach(() => {
    vi.stubGlobal("localStorage", memoryStorage());
    vi.stubGlobal("document", { cookie: `${SIGNED_IN_COOKIE}=1` });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is kept while the server names a user, and dropped on 401 and on sign-out", async () => {
    expect(wasSignedIn()).toBe(false);
    answer(200, { user: { id: "u1", email: "robin@example.com" } });
    expect((await fetchUser())?.id).toBe("u1");
    expect(wasSignedIn()).toBe(true);

    answer(401, "Unauthorized");
    expect(await fetchUser()).toBeNull();
    expect(wasSignedIn()).toBe(false);

    localStorage.setItem(SESSION_HINT_KEY, "1");
    await clearSession();
    expect(wasSignedIn()).toBe(false);
  });

  it("stays as it was when the check fails for another reason", async () => {
    localStorage.setItem(SESSION_HINT_KEY, "1");
    answer(500, "down");
    await expect(fetchUser()).rejects.toThrow("Failed to fetch user");
    expect(wasSignedIn()).toBe(true);
  });

  it("reads as a visitor when storage cannot be used", () => {
    vi.stubGlobal("localStorage", {
      getItem: () => {
        throw new Error("denied");
      },
    });
    expect(wasSignedIn()).toBe(false);
  });
});

describe("session check", () => {
  beforeEach(() => vi.stubGlobal("localStorage", memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it("is not made for a visitor: no signed-in cookie and no hint", async () => {
    vi.stubGlobal("document", { cookie: "theme=dark" });
    answer(401, "Unauthorized");
    expect(await fetchUser()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("is made when the server set the signed-in cookie", async () => {
    vi.stubGlobal("document", { cookie: `theme=dark; ${SIGNED_IN_COOKIE}=1` });
    answer(200, { id: "u1", email: "robin@example.com" });
    expect((await fetchUser())?.id).toBe("u1");
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("is made for a session from before the cookie, which the hint remembers", async () => {
    vi.stubGlobal("document", { cookie: "" });
    localStorage.setItem(SESSION_HINT_KEY, "1");
    answer(401, "Unauthorized");
    expect(await fetchUser()).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(wasSignedIn()).toBe(false);
  });
});
