import { describe, expect, it } from "vitest";
import { greeting, markWelcomed, welcomedBefore } from "./welcome";

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, v),
  };
}

describe("welcome", () => {
  it("says Welcome the first time and Welcome back after, per account", () => {
    const store = memoryStorage();
    expect(greeting(welcomedBefore("u1", store), "Ann")).toBe("Welcome, Ann!");
    markWelcomed("u1", store);
    expect(greeting(welcomedBefore("u1", store), "Ann")).toBe("Welcome back, Ann!");
    expect(welcomedBefore("u2", store)).toBe(false);
  });
  it("leaves the name out when there is none", () => {
    expect(greeting(false, "  ")).toBe("Welcome!");
    expect(greeting(true, null)).toBe("Welcome back!");
  });
});
