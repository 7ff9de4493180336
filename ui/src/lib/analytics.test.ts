import { describe, expect, it } from "vitest";
import { analyticsConfig, createTracker, reportedPath, type PageView } from "./analytics";

describe("analytics config", () => {
  it("is off unless an endpoint is given", () => {
    expect(analyticsConfig({})).toBeNull();
    expect(analyticsConfig({ VITE_ANALYTICS_ENDPOINT: "  " })).toBeNull();
    expect(analyticsConfig({ VITE_ANALYTICS_SITE_ID: "site" })).toBeNull();
  });
  it("reads the endpoint and the site id", () => {
    expect(analyticsConfig({ VITE_ANALYTICS_ENDPOINT: "https://a.example/collect", VITE_ANALYTICS_SITE_ID: "sm" })).toEqual({
      endpoint: "https://a.example/collect",
      siteId: "sm",
    });
  });
});

describe("page views", () => {
  function recorder() {
    const sent: { endpoint: string; view: PageView }[] = [];
    return { sent, send: (endpoint: string, view: PageView) => sent.push({ endpoint, view }) };
  }

  it("sends nothing without config", () => {
    const r = recorder();
    const t = createTracker(null, r.send);
    expect(t.pageView("/")).toBe(false);
    expect(r.sent).toHaveLength(0);
  });

  it("reports each new path once, with the previous path as referrer", () => {
    const r = recorder();
    const t = createTracker({ endpoint: "/collect", siteId: "sm" }, r.send, () => 42);
    expect(t.pageView("/", { referrer: "https://search.example/", title: "Home", width: 390 })).toBe(true);
    expect(t.pageView("/")).toBe(false);
    expect(t.pageView("/contact/")).toBe(true);
    expect(r.sent.map((s) => s.view)).toEqual([
      { site: "sm", path: "/", referrer: "https://search.example/", title: "Home", width: 390, ts: 42 },
      { site: "sm", path: "/contact", referrer: "/", title: "", width: 0, ts: 42 },
    ]);
    expect(r.sent[0].endpoint).toBe("/collect");
  });

  it("never reports query strings or fragments", () => {
    expect(reportedPath("/reset-password?token=secret")).toBe("/reset-password");
    expect(reportedPath("/pricing#faq")).toBe("/pricing");
    expect(reportedPath("/")).toBe("/");
    expect(reportedPath("/settings///")).toBe("/settings");
  });
});
