/**
 * Page views, reported on every route change. Nothing is sent unless the build is given
 * VITE_ANALYTICS_ENDPOINT (the address that receives one small JSON beacon per view);
 * VITE_ANALYTICS_SITE_ID names the site in each beacon when several share one endpoint.
 * Only the path is reported: query strings can carry reset and verification tokens.
 */
import { useEffect } from "react";
import { useLocation } from "react-router";

export interface AnalyticsConfig {
  endpoint: string;
  siteId: string;
}

export interface PageView {
  site: string;
  path: string;
  referrer: string;
  title: string;
  width: number;
  ts: number;
}

type Env = Record<string, unknown>;

/** The analytics settings of a build, or null when none were given (then nothing is ever sent). */
export function analyticsConfig(env: Env): AnalyticsConfig | null {
  const endpoint = typeof env.VITE_ANALYTICS_ENDPOINT === "string" ? env.VITE_ANALYTICS_ENDPOINT.trim() : "";
  if (!endpoint) return null;
  const siteId = typeof env.VITE_ANALYTICS_SITE_ID === "string" ? env.VITE_ANALYTICS_SITE_ID.trim() : "";
  return { endpoint, siteId };
}

/** A path as analytics sees it: no query, no fragment, no trailing slash. */
export function reportedPath(pathname: string): string {
  const p = pathname.split(/[?#]/)[0].replace(/\/+$/, "");
  return p || "/";
}

export type Send = (endpoint: string, view: PageView) => void;

/** Sends a view without delaying navigation; the beacon survives the page being closed. */
export const sendBeacon: Send = (endpoint, view) => {
  const body = JSON.stringify(view);
  try {
    // text/plain keeps the request "simple", so no preflight is needed for another origin.
    if (navigator.sendBeacon?.(endpoint, new Blob([body], { type: "text/plain" }))) return;
  } catch {
    /* fall through to fetch */
  }
  void fetch(endpoint, { method: "POST", body, keepalive: true, mode: "no-cors" }).catch(() => {});
};

export interface Tracker {
  /** Reports a view of `pathname`; a repeat of the last reported path is skipped. Returns whether it sent. */
  pageView(pathname: string, context?: { title?: string; referrer?: string; width?: number }): boolean;
}

/** A tracker for one page load. With no config it never sends. */
export function createTracker(config: AnalyticsConfig | null, send: Send = sendBeacon, now: () => number = Date.now): Tracker {
  let last = "";
  return {
    pageView(pathname, context = {}) {
      if (!config) return false;
      const path = reportedPath(pathname);
      if (path === last) return false;
      // Inside the app the referrer of a view is the page before it.
      const referrer = last ? last : (context.referrer ?? "");
      last = path;
      send(config.endpoint, {
        site: config.siteId,
        path,
        referrer,
        title: context.title ?? "",
        width: context.width ?? 0,
        ts: now(),
      });
      return true;
    },
  };
}

// Built without an endpoint, the page carries none of the sending code.
const tracker = import.meta.env.VITE_ANALYTICS_ENDPOINT ? createTracker(analyticsConfig(import.meta.env as Env)) : null;

/** Reports a page view whenever the path changes. Mount once, near the root. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    tracker?.pageView(pathname, {
      title: document.title,
      referrer: document.referrer ? referrerWithoutQuery(document.referrer) : "",
      width: window.innerWidth,
    });
  }, [pathname]);
}

function referrerWithoutQuery(ref: string): string {
  try {
    const u = new URL(ref);
    return u.origin + u.pathname;
  } catch {
    return "";
  }
}
