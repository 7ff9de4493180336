// Shared helpers for the browser journeys: a headless Debian Chromium driven by playwright-core,
// the server's address, and the mail outbox the server writes when no SMTP server is set.
import assert from "node:assert/strict";
import { mkdtemp, mkdir, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

export const BASE_URL = (process.env.E2E_BASE_URL || "http://localhost:8080").replace(/\/+$/, "");
export const OUTBOX_DIR = process.env.E2E_OUTBOX_DIR || "";
export const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL || "";
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD || "";
export const CHROMIUM = process.env.E2E_CHROMIUM || "/usr/bin/chromium";
export const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), "artifacts");

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

/**
 * Starts Chromium with a fresh, empty profile. Returns the context, a first page and close(),
 * which also removes the profile.
 */
export async function launch({ width = 1280, height = 860, isMobile = false, javaScriptEnabled = true } = {}) {
  const profile = await mkdtemp(path.join(tmpdir(), "storymail-e2e-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width, height },
    isMobile,
    hasTouch: isMobile,
    javaScriptEnabled,
    deviceScaleFactor: 1,
    baseURL: BASE_URL,
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  // The server's Content-Security-Policy must not get in the app's way: Chromium reports each
  // thing it blocks as a console error.
  const cspViolations = [];
  context.on("console", (msg) => {
    if (msg.type() === "error" && /Content Security Policy/i.test(msg.text())) {
      cspViolations.push(`${msg.text()} (on ${msg.page()?.url() ?? "?"})`);
    }
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    cspViolations,
    async close() {
      await context.close().catch(() => {});
      await rm(profile, { recursive: true, force: true }).catch(() => {});
    },
  };
}

/** Runs fn(page); on failure saves a full-page screenshot under e2e/artifacts/ and rethrows. */
export async function withPage(name, fn, options) {
  const browser = await launch(options);
  try {
    await fn(browser.page, browser.context);
    assert.deepEqual(browser.cspViolations, [], "the Content-Security-Policy blocked part of the app");
  } catch (err) {
    await mkdir(ARTIFACTS, { recursive: true });
    const file = path.join(ARTIFACTS, `${name.replace(/[^a-z0-9-]+/gi, "-")}-${Date.now()}.png`);
    await browser.page.screenshot({ path: file, fullPage: true }).catch(() => {});
    console.error(`screenshot saved: ${file} (at ${browser.page.url()})`);
    throw err;
  } finally {
    await browser.close();
  }
}

/** A fresh address for one test run. */
export function uniqueEmail(tag = "e2e") {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The pathname the page is on now. */
export function pathnameOf(page) {
  return new URL(page.url()).pathname;
}

// --- mail outbox -----------------------------------------------------------------------------

function decodeQuotedPrintable(s) {
  const bytes = [];
  const soft = s.replace(/=\r?\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i];
    if (c === "=" && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      for (const b of Buffer.from(c, "utf8")) bytes.push(b);
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function splitHeaders(raw) {
  const idx = raw.search(/\r?\n\r?\n/);
  if (idx === -1) return { headers: raw, body: "" };
  const sep = raw.slice(idx).match(/^\r?\n\r?\n/)[0];
  return { headers: raw.slice(0, idx), body: raw.slice(idx + sep.length) };
}

function header(headers, name) {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, " ");
  const m = unfolded.match(new RegExp(`^${name}:\\s*(.*)$`, "im"));
  return m ? m[1].trim() : "";
}

/** Every decoded text of a MIME message (headers, text and html parts), for searching. */
export function mimeTexts(raw) {
  const out = [];
  const walk = (part) => {
    const { headers, body } = splitHeaders(part);
    out.push(headers);
    const type = header(headers, "Content-Type");
    const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      for (const p of body.split(`--${boundary}`).slice(1)) {
        if (p.startsWith("--")) break;
        walk(p.replace(/^\r?\n/, ""));
      }
      return;
    }
    const enc = header(headers, "Content-Transfer-Encoding").toLowerCase();
    if (enc === "base64") out.push(Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8"));
    else if (enc === "quoted-printable") out.push(decodeQuotedPrintable(body));
    else out.push(body);
  };
  walk(raw);
  return out;
}

/** The newest outbox message addressed to `email`, waiting up to timeoutMs for it to appear. */
export async function newestMailTo(email, { timeoutMs = 20_000, since = 0 } = {}) {
  if (!OUTBOX_DIR) throw new Error("E2E_OUTBOX_DIR is not set");
  const deadline = Date.now() + timeoutMs;
  const needle = email.toLowerCase();
  for (;;) {
    let best = null;
    const names = await readdir(OUTBOX_DIR).catch(() => []);
    for (const name of names.filter((n) => n.endsWith(".eml"))) {
      const file = path.join(OUTBOX_DIR, name);
      const info = await stat(file).catch(() => null);
      if (!info || info.mtimeMs < since) continue;
      const raw = await readFile(file, "utf8");
      const to = header(splitHeaders(raw).headers, "To").toLowerCase();
      if (!to.includes(needle)) continue;
      if (!best || info.mtimeMs > best.mtime) best = { file, raw, mtime: info.mtimeMs };
    }
    if (best) return best;
    if (Date.now() > deadline) throw new Error(`no mail to ${email} in ${OUTBOX_DIR}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * The verification link of a message, pointed at BASE_URL (the message carries APP_URL, which
 * may name another host or port than the one under test).
 */
export function verificationLink(raw) {
  for (const text of mimeTexts(raw)) {
    const m = text.replace(/&amp;/g, "&").match(/https?:\/\/[^\s"'<>]+\/api\/auth\/verify-email\?token=[^\s"'<>&]+/);
    if (m) {
      const u = new URL(m[0]);
      return `${BASE_URL}${u.pathname}${u.search}`;
    }
  }
  throw new Error("no verification link in the message");
}

/**
 * Signs up a new account, verifies it through the mailed link and signs in, all through the API;
 * the page's browser context keeps the session. Answers the account's email address.
 */
export async function signedInUser(page, { tag, first, last, password }) {
  const email = uniqueEmail(tag);
  const since = Date.now() - 1000;
  const req = page.context().request;
  const origin = { Origin: BASE_URL };
  const signup = await req.post("/api/auth/signup", {
    headers: origin,
    data: { email, password, firstName: first, lastName: last },
  });
  assert.equal(signup.status(), 201, await signup.text());
  const mail = await newestMailTo(email, { since });
  const verified = await req.get(verificationLink(mail.raw), { maxRedirects: 0 });
  assert.ok([200, 302, 303].includes(verified.status()), `verify answered ${verified.status()}`);
  const login = await req.post("/api/auth/login", { headers: origin, data: { email, password } });
  assert.equal(login.status(), 200, await login.text());
  return email;
}
