// The details a marketer trips over: no page scrolls sideways on a phone, the top bar title is
// whole, a session ended elsewhere is reported the spec's way on an action, tabs name their page,
// a signed-in /signup goes on, a failed sign-in says so once, the phone menu opens on its first
// link, a skip link leads to the content, and a download keeps the email's title.
// Screenshots at 390 and 1366 px go to e2e/artifacts/ux.
import assert from "node:assert/strict";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { test } from "node:test";
import { ARTIFACTS, BASE_URL, OUTBOX_DIR, pathnameOf, signedInUser as signUpVerified, withPage } from "./lib.mjs";

const PASSWORD = "story-pass-123";
const SHOTS = path.join(ARTIFACTS, "ux");
const noOutbox = !OUTBOX_DIR && "E2E_OUTBOX_DIR not set";
const ORIGIN = { Origin: BASE_URL };

const STORY =
  "Last spring my sourdough kept failing, week after week. I almost gave up, until an old baker showed me one small trick about water temperature.";

function emailBody(title) {
  return {
    title,
    contentFocus: "Introducing our online baking course for beginners",
    story: STORY,
    lesson: "Small consistent steps beat one big push",
    storyType: "direct",
    targetAudience: "Busy parents who want to bake at home with their children on weekends",
    desiredEmotion: "hope",
    callToAction: "buy",
    ctaUrl: "https://example.com/course",
    campaignName: "spring-launch",
    emailLength: "short",
  };
}

async function createGenerated(page, title, extra = {}) {
  const req = page.context().request;
  const res = await req.post("/api/emails", { headers: ORIGIN, data: { ...emailBody(title), ...extra } });
  assert.equal(res.status(), 201, await res.text());
  const { id } = await res.json();
  for (let i = 0; i < 150; i++) {
    const e = await (await req.get(`/api/emails/${id}`)).json();
    if (e.status === "generated") return id;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`email ${id} was not generated`);
}

async function shot(page, name) {
  await mkdir(SHOTS, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.waitForTimeout(250);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: width > 500 });
  }
}

/**
 * How far the page reaches past the right edge of the screen, in px (0 when it does not): the
 * page's own scroll width, and any element of the content cut at the edge (a clipping ancestor
 * hides the scroll bar but not the cut-off badge or button).
 */
function sidewaysOverflow(page) {
  return page.evaluate(() => {
    let over = document.documentElement.scrollWidth - window.innerWidth;
    const main = document.querySelector("main") ?? document.body;
    const clips = (el) => {
      for (let p = el.parentElement; p && p !== main; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== "visible") return true;
      }
      return false;
    };
    for (const el of main.querySelectorAll("*")) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || clips(el)) continue;
      over = Math.max(over, Math.ceil(r.right - window.innerWidth));
    }
    return over;
  });
}

test("phone widths: no page scrolls sideways, the top bar title is whole", { skip: noOutbox }, async () => {
  await withPage(
    "ux-narrow",
    async (page) => {
      await signUpVerified(page, { tag: "ux", first: "Maximiliana", last: "Featherstonehaugh", password: PASSWORD });
      const id = await createGenerated(page, "A rather long title about the spring launch of our sourdough course");
      const pages = {
        dashboard: "/",
        create: "/create",
        emails: "/emails",
        view: `/view-email/${id}`,
        edit: `/edit-email/${id}`,
        billing: "/billing",
        subscribe: "/subscribe",
        manage: "/manage-subscription",
        settings: "/settings",
        bonus: "/bonus",
      };
      const overflowing = [];
      for (const [name, to] of Object.entries(pages)) {
        await page.setViewportSize({ width: 360, height: 800 });
        await page.goto(to);
        await page.getByTestId("page-title").waitFor();
        await page.waitForLoadState("networkidle");
        await page.waitForTimeout(200);
        const over = await sidewaysOverflow(page);
        if (over > 0) overflowing.push(`${to} by ${over}px`);
        const cut = await page
          .getByTestId("page-title")
          .evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
        assert.equal(cut, false, `the top bar title of ${to} is cut`);
        await shot(page, name);
      }
      assert.deepEqual(overflowing, [], "pages wider than a 360 px screen");
    },
    { width: 360, height: 800, isMobile: true },
  );
});

test("a session ended elsewhere: an action says Unauthorized and goes to sign-in", { skip: noOutbox }, async () => {
  await withPage("ux-session", async (page) => {
    await signUpVerified(page, { tag: "ux-session", first: "Sam", last: "Gone", password: PASSWORD });
    await createGenerated(page, "Email to delete");
    await page.goto("/emails");
    const card = page.getByTestId("email-card").first();
    await card.waitFor();

    // The session ends on the server (signed out in another tab); this page does not know yet.
    const out = await page.context().request.post("/api/auth/logout", { headers: ORIGIN });
    assert.equal(out.status(), 200);

    await card.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    const toast = page.getByText("You are logged out. Logging in again...", { exact: true });
    await toast.waitFor({ timeout: 3000 });
    await page.getByText("Unauthorized", { exact: true }).first().waitFor();
    await page.waitForURL((u) => u.pathname === "/login", { timeout: 3000 });
    assert.equal(await page.getByText("Delete Failed").count(), 0, "the action's own failure toast replaced the notice");
    assert.equal(await page.getByText("Failed to delete email").count(), 0);
  });
});

test("tabs name the page; a signed-in /signup goes on; the first visit says Welcome", { skip: noOutbox }, async () => {
  await withPage("ux-titles", async (page) => {
    await signUpVerified(page, { tag: "ux-titles", first: "Tess", last: "Title", password: PASSWORD });
    // A custom emotion and tone: Create Similar shows their text fields, and must not jump to them.
    const id = await createGenerated(page, "Bread that taught me patience", {
      desiredEmotion: "quiet pride",
      tonePreference: "warm and wry",
    });

    await page.goto("/");
    await page.getByRole("heading", { name: "Welcome, Tess!" }).waitFor();
    await page.goto("/settings");
    await page.goto("/");
    await page.getByRole("heading", { name: "Welcome back, Tess!" }).waitFor();

    await page.goto(`/view-email/${id}`);
    await page.waitForFunction(() => document.title === "Bread that taught me patience · StoryMail");
    await page.goto(`/edit-email/${id}`);
    await page.waitForFunction(() => document.title === "Create Similar: Bread that taught me patience · StoryMail");
    assert.equal(await page.getByTestId("page-title").textContent(), "Create Similar Email");
    // The form opens at its top, not scrolled to a field.
    await page.getByLabel("Email Title", { exact: true }).waitFor();
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    await page.goto("/bonus");
    assert.equal(await page.getByTestId("page-title").textContent(), "Bonus");
    await page.goto("/no-such-page");
    await page.waitForFunction(() => document.title.startsWith("Page Not Found"));

    await page.goto("/signup");
    await page.waitForURL((u) => u.pathname === "/dashboard", { timeout: 5000 });
  });
});

test("a failed sign-in says so once; the phone menu opens on its first link; skip link", async () => {
  await withPage(
    "ux-login",
    async (page) => {
      await page.goto("/login");
      assert.equal(await page.evaluate(() => document.title), "Sign In · StoryMail");
      await page.getByLabel("Email").fill("nobody-here@example.com");
      await page.getByLabel("Password", { exact: true }).fill("wrong-password");
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.getByText("Login failed").first().waitFor();
      await page.waitForTimeout(500);
      assert.equal(await page.getByText("Login failed").count(), 1, "the failure shows inline and as a toast");
      await shot(page, "login-failed");

      // The first Tab reaches "Skip to content", which moves focus to the page's content.
      await page.goto("/privacy-policy");
      await page.locator('a[href="#main-content"]').waitFor({ state: "attached" });
      await page.waitForLoadState("networkidle");
      await page.keyboard.press("Tab");
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      const focused = await page.evaluate(() => document.activeElement?.textContent ?? "");
      assert.equal(focused, "Skip to content", `the first Tab reached ${focused}`);
      await page.keyboard.press("Enter");
      assert.equal(await page.evaluate(() => document.activeElement?.id), "main-content");
    },
    { width: 390, height: 844, isMobile: true },
  );
});

test("phone menu focus, download name", { skip: noOutbox }, async () => {
  await withPage(
    "ux-menu",
    async (page) => {
      await signUpVerified(page, { tag: "ux-menu", first: "Mo", last: "Bile", password: PASSWORD });
      const title = "Why I quit: the 3 lessons";
      const id = await createGenerated(page, title);
      await page.goto("/");
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByTestId("mobile-nav").waitFor();
      await page.waitForTimeout(300);
      assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), "Dashboard");
      await shot(page, "mobile-menu");
      await page.keyboard.press("Escape");

      await page.goto(`/view-email/${id}`);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Download", exact: true }).first().click(),
      ]);
      assert.match(download.suggestedFilename(), /^Why I quit. the 3 lessons\.txt$/);
    },
    { width: 390, height: 844, isMobile: true },
  );
});
