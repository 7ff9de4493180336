import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, del, errorMessage, errorText, isUnauthorized, onSessionLost, post, request, retryUnless401, serverMessage, statusOf } from "./api";

function stubFetch(status: number, body: string, statusText = "") {
  const fn = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(body || null, { status, statusText }));
  vi.stubGlobal("fetch", fn);
  return fn;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("errorText", () => {
  it("is the status, a colon, a space, then the body", () => {
    expect(errorText(400, "Bad Request", '{"message":"Title is required"}')).toBe('400: {"message":"Title is required"}');
  });
  it("falls back to the status text when the body is empty", () => {
    expect(errorText(401, "Unauthorized", "")).toBe("401: Unauthorized");
  });
});

describe("request", () => {
  it("throws Error('status: body') for a failed call", async () => {
    stubFetch(409, '{"message":"Email already registered","code":"conflict"}', "Conflict");
    const err = await api("/api/x").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as Error).message).toBe('409: {"message":"Email already registered","code":"conflict"}');
    expect((err as ApiError).status).toBe(409);
  });

  it("uses the status text when the failed answer has no body", async () => {
    stubFetch(503, "", "Service Unavailable");
    await expect(api("/api/x")).rejects.toThrow("503: Service Unavailable");
  });

  it("sends cookies and JSON", async () => {
    const fn = stubFetch(200, '{"ok":true}');
    const res = await post<{ ok: boolean }>("/api/thing", { a: 1 });
    expect(res).toEqual({ ok: true });
    const init = fn.mock.calls[0][1] as RequestInit;
    expect(init.credentials).toBe("include");
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
  });

  it("sends no body and no content type without a payload", async () => {
    const fn = stubFetch(204, "");
    await request("/api/auth/logout", { method: "POST" });
    const init = fn.mock.calls[0][1] as RequestInit;
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).has("Content-Type")).toBe(false);
  });

  it("returns undefined for an empty successful body", async () => {
    stubFetch(204, "");
    await expect(api("/api/x")).resolves.toBeUndefined();
  });
});

describe("isUnauthorized", () => {
  it("needs the 401: prefix and the word Unauthorized", () => {
    expect(isUnauthorized(new Error("401: Unauthorized"))).toBe(true);
    expect(isUnauthorized(new Error('401: {"message":"Unauthorized","code":"unauthorized"}'))).toBe(true);
    expect(isUnauthorized(new Error("401: Session expired"))).toBe(false);
    expect(isUnauthorized(new Error("403: Unauthorized"))).toBe(false);
    expect(isUnauthorized(new Error("Unauthorized 401:"))).toBe(false);
    expect(isUnauthorized(null)).toBe(false);
  });
});

describe("statusOf", () => {
  it("reads the status of client errors and of plain messages", () => {
    expect(statusOf(new ApiError(429, "Too Many Requests", ""))).toBe(429);
    expect(statusOf(new Error("404: Not Found"))).toBe(404);
    expect(statusOf(new TypeError("Failed to fetch"))).toBe(0);
  });
});

describe("errorMessage and serverMessage", () => {
  it("shows the message of a JSON body", () => {
    const err = new ApiError(400, "Bad Request", '{"message":"Password must be at least 6 characters","code":"validation"}');
    expect(errorMessage(err)).toBe("Password must be at least 6 characters");
    expect(serverMessage(err)).toBe("Password must be at least 6 characters");
  });
  it("reads JSON out of a plain Error('status: body') too", () => {
    expect(errorMessage(new Error('429: {"message":"Too many attempts. Try again in a minute."}'))).toBe(
      "Too many attempts. Try again in a minute.",
    );
  });
  it("shows a short text body as it is", () => {
    expect(errorMessage(new ApiError(500, "Internal Server Error", "database unavailable"))).toBe("database unavailable");
  });
  it("uses the fallback for HTML, empty bodies and network errors", () => {
    expect(errorMessage(new ApiError(502, "Bad Gateway", "<html>bad</html>"), "fallback")).toBe("fallback");
    expect(errorMessage(new ApiError(500, "Internal Server Error", ""), "fallback")).toBe("fallback");
    expect(errorMessage(new TypeError("Failed to fetch"), "fallback")).toBe("fallback");
    expect(serverMessage(new ApiError(500, "x", "plain"))).toBeUndefined();
  });
});

describe("retryUnless401", () => {
  const run = (err: Error, retryCount: number) => {
    vi.useFakeTimers();
    const revalidate = vi.fn();
    const cfg = retryUnless401(2, 1000);
    cfg.onErrorRetry!(err, "/api/x", {} as never, revalidate as never, { retryCount, dedupe: true });
    vi.advanceTimersByTime(1000);
    vi.useRealTimers();
    return revalidate;
  };
  it("retries twice, a second apart", () => {
    expect(run(new Error("Failed to fetch user"), 1)).toHaveBeenCalledTimes(1);
    expect(run(new Error("Failed to fetch user"), 2)).toHaveBeenCalledTimes(1);
    expect(run(new Error("Failed to fetch user"), 3)).not.toHaveBeenCalled();
  });
  it("never retries a 401", () => {
    expect(run(new Error("401: Unauthorized"), 1)).not.toHaveBeenCalled();
  });
});

describe("onSessionLost", () => {
  it("hears a 401 from an action such as a delete, once, with the error", async () => {
    stubFetch(401, '{"message":"Unauthorized","code":"unauthorized"}', "Unauthorized");
    const heard = vi.fn();
    const off = onSessionLost(heard);
    await del("/api/emails/e1").catch(() => {});
    off();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(isUnauthorized(heard.mock.calls[0][0])).toBe(true);
  });

  it("ignores a wrong password at sign-in, the signed-out 'who am I' and other statuses", async () => {
    const heard = vi.fn();
    const off = onSessionLost(heard);
    stubFetch(401, '{"message":"Invalid email or password"}');
    await post("/api/auth/login", {}).catch(() => {});
    stubFetch(401, '{"message":"Unauthorized"}');
    await api("/api/auth/user").catch(() => {});
    stubFetch(403, '{"message":"Forbidden"}');
    await del("/api/emails/e1").catch(() => {});
    off();
    expect(heard).not.toHaveBeenCalled();
  });
});
