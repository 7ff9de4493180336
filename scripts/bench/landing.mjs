// Landing page measurement: loads `/` in headless Debian Chromium (driven by playwright-core from
// ui/node_modules) against the local server, several times with a cold cache each time, and
// records the first paint (FCP), the Largest Contentful Paint, every JavaScript file requested
// with its size and gzipped size, and whether any of them is code for signed-in or admin pages.
// Writes JSON for the Go bench's report and prints the medians.
//
//   node scripts/bench/landing.mjs --url http://localhost:PORT --out landing.json [--runs 5]
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const require = createRequire(new URL("../../ui/package.json", import.meta.url));
const { chromium } = require("playwright-core");

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

const url = arg("url", "http://localhost:8080").replace(/\/+$/, "");
const out = arg("out", "landing.json");
const runs = Number(arg("runs", "5"));
const executablePath = arg("chromium", process.env.E2E_CHROMIUM || "/usr/bin/chromium");

// Chunks of pages behind sign-in or for staff, by the page and layout names the build gives
// them (ui/src/pages/*.tsx, AppLayout, AdminLayout).
const PRIVATE =
  /^(AdminLayout|AppLayout|signed-in|admin-[a-z-]+|billing|bonus|create-email|dashboard|edit-email|emails|manage-subscription|settings|subscribe|view-email|stripe-test|test-webhook)-[A-Za-z0-9_-]+\.js$/;

const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// Runs in the page before any of its scripts: keeps the latest LCP candidate.
function observeLCP() {
  window.__lcp = null;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__lcp = {
        startTime: e.startTime,
        size: e.size,
        element: e.element ? e.element.tagName.toLowerCase() + (e.element.id ? "#" + e.element.id : "") : "",
        text: e.element ? (e.element.textContent || "").trim().slice(0, 60) : "",
      };
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
}

async function once() {
  const profile = await mkdtemp(path.join(tmpdir(), "storymail-bench-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: ARGS,
    viewport: { width: 1280, height: 860 },
    deviceScaleFactor: 1,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(observeLCP);
    const responses = [];
    page.on("response", (r) => responses.push(r));
    const t0 = Date.now();
    await page.goto(url + "/", { waitUntil: "load", timeout: 30_000 });
    await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => {});
    const loadMs = Date.now() - t0;
    // LCP candidates stop once the page is idle; read the last one (waiting a little longer on a
    // busy machine, where the entry can trail the network going quiet).
    await page.waitForTimeout(500);
    await page.waitForFunction(() => window.__lcp !== null, null, { timeout: 10_000 }).catch(() => {});
    const lcp = await page.evaluate(() => window.__lcp);
    const nav = await page.evaluate(() => {
      const n = performance.getEntriesByType("navigation")[0];
      const fcp = performance.getEntriesByName("first-contentful-paint")[0];
      const scripts = performance
        .getEntriesByType("resource")
        .filter((r) => r.initiatorType === "script" || r.name.endsWith(".js"));
      return {
        ttfb: n ? n.responseStart : null,
        domContentLoaded: n ? n.domContentLoadedEventEnd : null,
        load: n ? n.loadEventEnd : null,
        fcp: fcp ? fcp.startTime : null,
        lastScriptEnd: scripts.reduce((m, r) => Math.max(m, r.responseEnd), 0),
      };
    });
    const js = [];
    for (const r of responses) {
      const req = r.request();
      const u = new URL(r.url());
      if (req.resourceType() !== "script" && !u.pathname.endsWith(".js")) continue;
      const body = await r.body().catch(() => Buffer.alloc(0));
      js.push({
        path: u.pathname,
        status: r.status(),
        bytes: body.length,
        gzipBytes: gzipSync(body, { level: 9 }).length,
        contentEncoding: (await r.allHeaders())["content-encoding"] || "",
        private: PRIVATE.test(path.basename(u.pathname)),
      });
    }
    return { lcp, nav, loadMs, js };
  } finally {
    await context.close().catch(() => {});
    await rm(profile, { recursive: true, force: true }).catch(() => {});
  }
}

const msText = (v) => (typeof v === "number" ? `${v.toFixed(0)} ms` : "?");
const median = (xs) => {
  const s = xs.filter((x) => typeof x === "number").sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2 : null;
};
const gzipKB = (r) => r.js.reduce((s, f) => s + f.gzipBytes, 0) / 1024;

const results = [];
for (let i = 0; i < runs; i++) {
  const r = await once();
  console.error(
    `landing run ${i + 1}: FCP ${msText(r.nav.fcp)}, LCP ${msText(r.lcp?.startTime)}, ${r.js.length} JS files, ${gzipKB(r).toFixed(1)} KB gzipped`,
  );
  results.push(r);
}
console.error(
  `landing median of ${runs}: FCP ${msText(median(results.map((r) => r.nav.fcp)))}, ` +
    `LCP ${msText(median(results.map((r) => r.lcp?.startTime)))}, JS ${median(results.map(gzipKB))?.toFixed(1)} KB gzipped`,
);
await writeFile(out, JSON.stringify({ url, runs: results, chromiumArgs: ARGS }, null, 2));
