import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearSession, fetchUser, SESSION_HINT_KEY, wasSignedIn } from "./useUser";

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
  beforeEach(() => vi.stubGlobal("localStorage", memoryStorage()));
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
