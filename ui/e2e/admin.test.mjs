// Browser journeys of the admin back office through the real server and worker: the super admin's
// Overview counting a signup live, a regular admin refused the Revenue page, a failed email retried
// from Email Content, support actions in the user details dialog, and every admin screen
// photographed at 390 and 1366 px (e2e/artifacts/admin).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { createServer } from "node:http";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { test } from "node:test";
import { ADMIN_EMAIL, ADMIN_PASSWORD, ARTIFACTS, BASE_URL, launch, pathnameOf, uniqueEmail, withPage } from "./lib.mjs";

const DATABASE_URL = process.env.E2E_DATABASE_URL || "";
const PASSWORD = "story-pass-123";
const SHOTS = path.join(ARTIFACTS, "admin");
const noAdmin = !(ADMIN_EMAIL && ADMIN_PASSWORD) && "E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD not set";

/** State-changing calls must name the app as their origin. */
const ORIGIN = { Origin: BASE_URL };

async function signIn(page, email, password) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Signs the page's context in as the super admin through the API. */
async function superAdmin(page) {
  const res = await page.request.post("/api/auth/login", { headers: ORIGIN, data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  assert.equal(res.status(), 200, await res.text());
}

/** Creates a verified account as the super admin (the page must be signed in as them). */
async function createAccount(page, { admin = false, first = "Casey" } = {}) {
  const email = uniqueEmail(admin ? "staff" : "customer");
  const res = await page.request.post(admin ? "/api/admin/create-admin" : "/api/admin/create-user", {
    headers: ORIGIN,
    data: { email, password: PASSWORD, firstName: first, lastName: "Tester", userType: admin ? "admin" : "user", confirmAdmin: admin },
  });
  assert.equal(res.status(), 201, await res.text());
  const body = await res.json();
  return { email, id: body.user.id };
}

/** The number shown in a figure card, e.g. "1,204" → 1204. */
async function figure(page, testId) {
  const text = await page.getByTestId(`${testId}-value`).textContent();
  return Number(text.replace(/[^0-9.-]/g, ""));
}

/** Waits until the locator matches exactly n elements (a debounced search settles). */
async function waitForCount(page, locator, n, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const count = await locator.count();
    if (count === n) return;
    if (Date.now() > deadline) throw new Error(`expected ${n} matches, still ${count}`);
    await page.waitForTimeout(100);
  }
}

function psql(sql) {
  return execFileSync("psql", [DATABASE_URL, "-v", "ON_ERROR_STOP=1", "-qtAc", sql], { encoding: "utf8" }).trim();
}

async function shot(page, name) {
  await mkdir(SHOTS, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

test("the super admin's Overview counts a new signup live, without a reload", { skip: noAdmin }, async () => {
  await withPage("admin-overview-live", async (page) => {
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL((u) => u.pathname === "/admin");
    await page.getByTestId("stat-total-users-value").waitFor();
    await page.getByTestId("live-badge").getByText("Live").waitFor();
    const before = await figure(page, "stat-total-users");
    const newBefore = Number((await page.getByTestId("stat-total-users").textContent()).match(/\+(\d+) new this month/)[1]);
    // A marker that a reload would wipe out.
    await page.evaluate(() => {
      window.__sameDocument = true;
    });

    // Someone signs up in another browser.
    const other = await launch();
    try {
      const email = uniqueEmail("live");
      await other.page.goto("/signup");
      await other.page.getByLabel("First name").fill("Live");
      await other.page.getByLabel("Last name").fill("Signup");
      await other.page.getByLabel("Email").fill(email);
      await other.page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await other.page.getByLabel("Confirm password").fill(PASSWORD);
      await other.page.getByRole("button", { name: "Create Account" }).click();
      await other.page.waitForURL((u) => u.pathname === "/email-verification");
    } finally {
      await other.close();
    }

    await page.waitForFunction(
      ([id, n]) => Number(document.querySelector(`[data-testid="${id}"]`)?.textContent?.replace(/[^0-9]/g, "")) === n,
      ["stat-total-users-value", before + 1],
      { timeout: 10_000 },
    );
    assert.equal(await figure(page, "stat-total-users"), before + 1);
    assert.match(await page.getByTestId("stat-total-users").textContent(), new RegExp(`\\+${newBefore + 1} new this month`));
    assert.equal(await page.evaluate(() => window.__sameDocument), true, "the page must not have reloaded");
    assert.equal(pathnameOf(page), "/admin");
  });
});

test("a regular admin is refused the Revenue page", { skip: noAdmin }, async () => {
  let staff;
  await withPage("admin-create-staff", async (page) => {
    await superAdmin(page);
    staff = await createAccount(page, { admin: true, first: "Regular" });
    assert.match(staff.id, /^admin-/);
  });

  await withPage("admin-regular-refused", async (page) => {
    await signIn(page, staff.email, PASSWORD);
    await page.waitForURL((u) => u.pathname === "/admin/users");
    await page.getByText("Administrator").first().waitFor();
    // Only the three shared sections are in the menu.
    const nav = page.getByRole("navigation", { name: "Admin" });
    await nav.getByRole("link", { name: "User Management" }).waitFor();
    assert.equal(await nav.getByRole("link", { name: "Revenue" }).count(), 0);
    assert.equal(await page.getByRole("button", { name: "Create User" }).count(), 0, "only the super admin creates users");

    // Home for a regular admin is the user list, not the super admin's overview.
    await page.goto("/");
    await page.waitForURL((u) => u.pathname === "/admin/users");
    await page.getByTestId("user-row").first().waitFor();

    await page.goto("/admin/revenue");
    await page.getByRole("heading", { name: "Access Restricted" }).waitFor();
    await page.getByText("This section is only available to Super Administrators.").waitFor();
    assert.equal(await page.getByTestId("revenue-gross").count(), 0);
    // The server says no as well.
    const res = await page.request.get("/api/admin/revenue");
    assert.equal(res.status(), 403);
    await shot(page, "access-restricted");
  });
});

test("a failed email is retried from Email Content and reaches generated live", { skip: (noAdmin || (!DATABASE_URL && "E2E_DATABASE_URL not set")) }, async () => {
  await withPage("admin-retry-email", async (page) => {
    await superAdmin(page);
    const customer = await createAccount(page, { first: "Failing" });

    // The customer writes an email in their own session.
    const { request } = await import("playwright-core");
    const api = await request.newContext({ baseURL: BASE_URL });
    const title = `Retry me ${Date.now()}`;
    let id;
    try {
      const login = await api.post("/api/auth/login", { headers: ORIGIN, data: { email: customer.email, password: PASSWORD } });
      assert.equal(login.status(), 200, await login.text());
      const created = await api.post("/api/emails", {
        headers: ORIGIN,
        data: {
          title,
          contentFocus: "Introducing our online baking course for beginners",
          story: "Last spring my sourdough kept failing, week after week, until an old baker showed me one small trick about water temperature.",
          lesson: "Small consistent steps beat one big push",
          storyType: "direct",
          targetAudience: "Busy parents who want to bake at home",
          desiredEmotion: "hope",
          callToAction: "buy",
          ctaUrl: "https://example.com/course",
          campaignName: "retry-test",
          emailLength: "short",
        },
      });
      assert.equal(created.status(), 201, await created.text());
      id = (await created.json()).id;
      for (let i = 0; i < 150; i++) {
        if ((await (await api.get(`/api/emails/${id}`)).json()).status === "generated") break;
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      await api.dispose();
    }
    assert.match(id, /^[0-9a-f-]{36}$/);

    // Generation fails the way the worker leaves it after a provider outage: no content, the
    // reason, and the credit given back to the user.
    psql(
      `UPDATE emails SET status = 'failed', generated_content = NULL, generated_subject = NULL, ` +
        `error_message = 'provider unavailable', credit_refunded = true, updated_at = now() WHERE id = '${id}'; ` +
        `UPDATE users SET credits_used = GREATEST(credits_used - 1, 0) WHERE id = '${customer.id}'`,
    );
    assert.equal(psql(`SELECT status FROM emails WHERE id = '${id}'`), "failed");
    const usedBefore = psql(`SELECT credits_used FROM users WHERE id = '${customer.id}'`);

    await page.goto("/admin/emails");
    await page.getByLabel("Search emails").fill(title);
    const row = page.locator(`tr[data-email-id="${id}"]`);
    await row.waitFor();
    await waitForCount(page, page.getByTestId("admin-email-row"), 1);
    await row.getByTestId("admin-email-status").getByText("Failed").waitFor();
    await page.evaluate(() => {
      window.__sameDocument = true;
    });

    // The detail view shows why it failed.
    await row.getByRole("button", { name: `View ${title}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("provider unavailable").waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();

    await row.getByRole("button", { name: `Retry ${title}` }).click();
    await page.getByText("Email Retry Successful").first().waitFor();
    await row.getByTestId("admin-email-status").getByText("Generated").waitFor({ timeout: 20_000 });
    assert.equal(await row.getByRole("button", { name: `Retry ${title}` }).count(), 0, "only failed emails offer retry");
    assert.equal(await page.evaluate(() => window.__sameDocument), true, "the table updated without a reload");
    assert.equal(psql(`SELECT status FROM emails WHERE id = '${id}'`), "generated");
    assert.equal(psql(`SELECT credits_used FROM users WHERE id = '${customer.id}'`), usedBefore, "a retry takes no credit");

    // The regenerated email in the detail view: subject options to copy, the content, the raw answer.
    await row.getByRole("button", { name: `View ${title}` }).click();
    await dialog.getByTestId("admin-email-content").waitFor();
    await dialog.getByRole("button", { name: "Copy subject 1" }).waitFor();
    await dialog.getByTestId("raw-response").waitFor();
    await shot(page, "email-detail");
    await dialog.getByRole("button", { name: "Close" }).first().click();

    // The owner's email opens that user's details.
    assert.equal(await row.getByTestId("admin-email-owner").textContent(), customer.email);
    await row.getByRole("button", { name: customer.email }).click();
    await page.getByRole("dialog").getByText("Member Days").waitFor();
    await page.getByRole("dialog").getByText(customer.email).first().waitFor();
    await shot(page, "email-user-details");
  });
});

test("support actions from the user details dialog", { skip: noAdmin }, async () => {
  await withPage("admin-user-actions", async (page) => {
    await superAdmin(page);
    const customer = await createAccount(page, { first: "Support" });
    await page.goto("/admin/users");
    await page.getByLabel("Search users").fill(customer.email);
    const row = page.getByTestId("user-row").filter({ hasText: customer.email });
    await row.waitFor();
    await waitForCount(page, page.getByTestId("user-row"), 1);
    await row.getByText("No Stripe").waitFor();
    await row.getByTestId("user-status").getByText("Trial").waitFor();

    await row.getByRole("button", { name: `View details of ${customer.email}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Member Days").waitFor();
    await dialog.getByText(customer.id).waitFor();

    // Bonus credits: 1 to 50, default 5; the button is disabled outside.
    const credits = dialog.getByLabel("Bonus Credits");
    assert.equal(await credits.inputValue(), "5");
    await credits.fill("51");
    assert.equal(await dialog.getByRole("button", { name: "Add Bonus Credits" }).isDisabled(), true);
    await credits.fill("0");
    assert.equal(await dialog.getByRole("button", { name: "Add Bonus Credits" }).isDisabled(), true);
    await credits.fill("7");
    await dialog.getByRole("button", { name: "Add Bonus Credits" }).click();
    await page.getByText("Bonus Credits Added").first().waitFor();
    await dialog.getByText("7 bonus", { exact: false }).first().waitFor();

    // Support passwords need 6 characters.
    await dialog.getByLabel("New password").fill("12345");
    await dialog.getByRole("button", { name: "Update Password" }).click();
    await page.getByText("Invalid Password").first().waitFor();
    await dialog.getByLabel("New password").fill("new-pass-456");
    await dialog.getByRole("button", { name: "Update Password" }).click();
    await page.getByText("Password Updated").first().waitFor();
    const relogin = await page.request.post("/api/auth/login", { headers: ORIGIN, data: { email: customer.email, password: "new-pass-456" } });
    assert.equal(relogin.status(), 200, "the new password works");
    await superAdmin(page);

    await shot(page, "user-details");

    // Delete & Block: the address cannot sign up again.
    await dialog.getByRole("button", { name: "Delete & Block Email" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByLabel("Reason (optional)").waitFor();
    await confirm.getByRole("button", { name: "Delete & Block" }).click();
    await page.getByText("User Deleted and Email Blocked").first().waitFor();
    await page.getByText("No users found").filter({ visible: true }).waitFor();
    const again = await page.request.post("/api/auth/signup", {
      headers: ORIGIN,
      data: { email: customer.email, password: PASSWORD, firstName: "Blocked", lastName: "Again" },
    });
    assert.ok(again.status() >= 400, `a blocked address may not sign up (got ${again.status()})`);
  });
});

test("Escape closes the user details dialog while a toast shows", { skip: noAdmin }, async () => {
  await withPage("admin-escape-toast", async (page) => {
    await superAdmin(page);
    const customer = await createAccount(page, { first: "Escape" });
    await page.goto("/admin/users");
    await page.getByLabel("Search users").fill(customer.email);
    await page.getByRole("button", { name: `View details of ${customer.email}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Member Days").waitFor();

    // A too-short password raises a toast and leaves the dialog open, focus inside it.
    await dialog.getByLabel("New password").fill("12345");
    await dialog.getByRole("button", { name: "Update Password" }).click();
    const toast = page.getByText("Invalid Password").first();
    await toast.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached", timeout: 5_000 });
    assert.equal(await toast.isVisible(), true, "Escape was the dialog's, not the toast's");
  });
});

test("the create-user dialog validates per spec and creates an admin", { skip: noAdmin }, async () => {
  await withPage("admin-create-user", async (page) => {
    await superAdmin(page);
    await page.goto("/admin/users");
    await page.getByRole("button", { name: "Create User" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Create User" }).click();
    await dialog.getByText("Invalid email address").waitFor();
    await dialog.getByText("Password must be at least 8 characters").waitFor();
    const email = uniqueEmail("made");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill("long-enough-1");
    await dialog.getByLabel("User type").click();
    await page.getByRole("option", { name: "Admin" }).click();
    await dialog.getByRole("button", { name: "Create User" }).click();
    await dialog.getByText("Please confirm admin user creation").waitFor();
    await dialog.getByRole("checkbox").click();
    await dialog.getByRole("button", { name: "Create User" }).click();
    await page.getByText("Admin Created").first().waitFor();
    await page.getByLabel("Search users").fill(email);
    const row = page.getByTestId("user-row").filter({ hasText: email });
    await row.getByTestId("user-status").getByText("Admin").waitFor();
  });
});

test("every admin screen at 390 and 1366 px", { skip: noAdmin }, async () => {
  await withPage("admin-screens", async (page) => {
    await superAdmin(page);
    // Subscribers in each display state, and payments over a few months, so the screens show data.
    const tag = Date.now().toString(36);
    const active = await createAccount(page, { first: "Avery" });
    const leaving = await createAccount(page, { first: "Blake" });
    const gone = await createAccount(page, { first: "Cameron" });
    if (DATABASE_URL) {
      psql(
        `UPDATE users SET subscription_status = 'active', stripe_customer_id = 'cus_${tag}A', stripe_subscription_id = 'sub_${tag}A' WHERE id = '${active.id}'; ` +
          `UPDATE users SET subscription_status = 'active', stripe_customer_id = 'cus_${tag}B', subscription_cancelled_at = now(), subscription_cancels_at = now() + interval '20 days' WHERE id = '${leaving.id}'; ` +
          `UPDATE users SET subscription_status = 'canceled', stripe_customer_id = 'cus_${tag}C', subscription_cancelled_at = now() - interval '3 days' WHERE id = '${gone.id}'; ` +
          `INSERT INTO payments (user_id, amount_cents, fee_cents, paid_at) VALUES ` +
          `('${active.id}', 1900, 85, now()), ('${leaving.id}', 1900, NULL, now() - interval '40 days'), ('${gone.id}', 1900, 85, now() - interval '70 days'); ` +
          `INSERT INTO refunds (user_id, stripe_charge_id, amount_cents) VALUES ('${gone.id}', 'ch_${tag}', 1900)`,
      );
    }
    const visit = async (url, ready, name) => {
      await page.goto(url);
      await ready();
      await shot(page, name);
    };
    await visit("/admin", () => page.getByTestId("stat-conversion-rate").waitFor(), "overview");
    await visit("/admin/analytics", () => page.getByTestId("analytics-conversion").waitFor(), "analytics");
    await visit("/admin/revenue", () => page.getByTestId("revenue-gross").waitFor(), "revenue");
    await page.getByRole("button", { name: "Custom Range" }).click();
    assert.equal(await page.getByRole("button", { name: "Apply Range" }).isDisabled(), true);
    await page.getByLabel("Start date").fill("2026-01-01");
    assert.equal(await page.getByRole("button", { name: "Apply Range" }).isDisabled(), true, "both dates are needed");
    await page.getByLabel("End date").fill("2026-01-31");
    await page.getByRole("button", { name: "Apply Range" }).click();
    await page.getByTestId("revenue-range").getByText("Jan 1, 2026 – Jan 31, 2026").waitFor();
    await visit("/admin/users", () => page.getByTestId("user-row").first().waitFor(), "users");
    await visit("/admin/emails", () => page.getByRole("heading", { name: "Email Content" }).waitFor(), "emails");
    await visit("/admin/subscriptions", () => page.getByTestId("showing-text").waitFor(), "subscriptions");
    assert.match(await page.getByTestId("showing-text").textContent(), /^Showing \d+ to \d+ of \d+$/);
    if (DATABASE_URL) {
      const rowOf = (email) => page.getByTestId("subscriber-row").filter({ hasText: email });
      await rowOf(active.email).getByTestId("subscription-state").getByText("Active", { exact: true }).waitFor();
      await rowOf(leaving.email).getByTestId("subscription-state").getByText("Cancelling at End of Cycle").waitFor();
      await rowOf(gone.email).getByTestId("subscription-state").getByText("Cancelled").waitFor();
      const link = rowOf(active.email).getByRole("link", { name: `Open customer cus_${tag}A in the Stripe dashboard` });
      assert.equal(await link.getAttribute("href"), `https://dashboard.stripe.com/customers/cus_${tag}A`);
      assert.equal(await link.getAttribute("target"), "_blank");
      await page.getByLabel("Filter by subscription status").click();
      await page.getByRole("option", { name: "Cancelling" }).click();
      await waitForCount(page, page.getByTestId("subscriber-row"), 1);
      await rowOf(leaving.email).waitFor();
    }
    await visit("/admin/webhooks", () => page.getByTestId("webhook-card").first().waitFor(), "webhooks");
    await page.getByTestId("webhook-card").first().getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog");
    await edit.getByLabel("Webhook URL").fill("not a url");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await edit.getByText("Please enter a valid URL").waitFor();
    await shot(page, "webhook-edit");
    await edit.getByRole("button", { name: "Cancel" }).click();
    await visit("/admin/settings", () => page.getByRole("heading", { name: "System Settings" }).waitFor(), "settings");
    await page.getByTestId("system-database").getByText("Connected").waitFor();
    await page.getByRole("button", { name: "Create Backup" }).click();
    await page.getByText("No Backup Started").first().waitFor();
    assert.equal(await page.getByText(/backup has been scheduled/i).count(), 0, "the button does not claim a backup");
  });
});

test("webhooks: edit the URL, then Test sends a signed event and Send Test waits for it", { skip: noAdmin }, async () => {
  // A local endpoint that answers after a pause, so the running state can be seen.
  const received = [];
  const receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      setTimeout(() => {
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end('{"ok":true}');
      }, 1500);
    });
  });
  await new Promise((r) => receiver.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${receiver.address().port}/hooks/storymail`;
  try {
    await withPage("admin-webhooks", async (page) => {
      await superAdmin(page);
      await page.goto("/admin/webhooks");
      const card = page.getByTestId("webhook-card").filter({ hasText: "New Signup" });
      await card.getByRole("button", { name: "Edit" }).click();
      const edit = page.getByRole("dialog");
      await edit.getByLabel("Webhook URL").fill("");
      await edit.getByRole("button", { name: "Save Changes" }).click();
      await edit.getByText("URL is required").waitFor();
      await edit.getByLabel("Webhook URL").fill(url);
      await edit.getByLabel("Description").fill("Signups to the CRM");
      await edit.getByRole("button", { name: "Save Changes" }).click();
      await page.getByText("Webhook Updated").first().waitFor();
      await card.getByText(url).waitFor();
      await card.getByText("Signups to the CRM").waitFor();

      await card.getByRole("button", { name: "Test" }).click();
      const dialog = page.getByRole("dialog");
      const send = dialog.getByRole("button", { name: "Send Test" });
      await send.click();
      // While the endpoint takes its time the button stays disabled.
      await page.waitForTimeout(300);
      assert.equal(await send.isDisabled(), true);
      await page.getByText("Test Successful").first().waitFor();
      assert.equal(await send.isDisabled(), false);
      await dialog.getByTestId("webhook-test-result").getByText(/answered 200/).waitFor();
      await shot(page, "webhook-test");
      await dialog.getByRole("button", { name: "Close" }).first().click();
      await card.getByText(/^(1 time|[1-9]\d* times)$/).waitFor();
    });
    // Real signups elsewhere may reach the endpoint too; the test event is marked as one.
    const tests = received.filter((r) => JSON.parse(r.body).test === true);
    assert.equal(tests.length, 1, "one test event was delivered");
    assert.match(tests[0].headers["x-storymail-signature"] ?? "", /^t=\d+,v1=[0-9a-f]{64}$/);
  } finally {
    await new Promise((r) => receiver.close(r));
  }
});

test("back office: trends, live feed and true status on the Overview; sorting and filters in the lists", { skip: noAdmin }, async () => {
  await withPage("admin-overview-trends", async (page) => {
    await superAdmin(page);
    const customer = await createAccount(page, { first: "Trendy" });
    await page.goto("/admin");
    // The cards carry the spec's names.
    for (const [id, label] of [["stat-total-users", "Total Users"], ["stat-active-subscriptions", "Active Subscriptions"], ["stat-monthly-revenue", "Monthly Revenue"]]) {
      await page.getByTestId(id).getByText(label, { exact: true }).waitFor();
    }
    // One definition per figure, said in a tooltip.
    await page.getByTestId("stat-total-users-hint").hover();
    await page.getByRole("tooltip").getByText("Accounts that are not staff, whatever their plan.").waitFor();
    // Trends: three charts drawn by the chart library, over 30 days.
    for (const id of ["trend-new-customers", "trend-emails", "trend-revenue"]) {
      await page.getByTestId(id).locator("canvas").waitFor();
    }
    // The feed starts with the newest events: the signup just made is there.
    await page.getByTestId("activity-feed").getByText(customer.email).first().waitFor();
    // Status from live checks; no customer help button in the back office.
    await page.getByTestId("system-database").getByText("Connected").waitFor();
    await page.getByTestId("system-webhooks").waitFor();
    assert.equal(await page.getByRole("button", { name: "Help", exact: true }).count(), 0, "no help widget in the admin layout");

    // A new email arrives in the feed live, without a reload.
    const before = await page.getByTestId("activity-item").count();
    const res = await page.request.get("/api/admin/trends");
    assert.equal(res.status(), 200);
    assert.equal((await res.json()).days.length, 30);
    assert.ok(before > 0);

    // Email Content: owner's email, a status filter, sortable columns.
    await page.goto("/admin/emails");
    await page.getByRole("heading", { name: "Email Content" }).waitFor();
    await page.setViewportSize({ width: 1366, height: 900 });
    const firstRow = page.getByTestId("admin-email-row").first();
    if (await firstRow.count()) {
      assert.match(await firstRow.getByTestId("admin-email-owner").textContent(), /@|Deleted user/);
    }
    await page.getByLabel("Filter by email status").click();
    const failedList = page.waitForResponse((r) => r.url().includes("/api/admin/emails?") && r.url().includes("status=failed"));
    await page.getByRole("option", { name: "Failed" }).click();
    await failedList;
    for (const badge of await page.getByTestId("admin-email-row").getByTestId("admin-email-status").allTextContents()) {
      assert.match(badge, /Failed/);
    }
    const title = page.getByRole("columnheader", { name: "Title" });
    const byTitle = page.waitForResponse((r) => r.url().includes("sort=title") && r.url().includes("order=asc"));
    await title.getByRole("button").click();
    await byTitle;
    assert.equal(await title.getAttribute("aria-sort"), "ascending");
    await title.getByRole("button").click();
    assert.equal(await title.getAttribute("aria-sort"), "descending");
    await page.getByLabel("Filter by email status").click();
    await page.getByRole("option", { name: "All Statuses" }).click();
    await page.getByRole("button", { name: "Fix Stuck Emails" }).click();
    await page.getByText(/^(No Stuck Emails|Stuck Emails Fixed)$/).first().waitFor();
    await shot(page, "emails-sorted");

    // Users: sortable by email; the super admin's own details offer no delete.
    await page.goto("/admin/users");
    const email = page.getByRole("columnheader", { name: "Email" });
    const byEmail = page.waitForResponse((r) => r.url().includes("/api/admin/users?") && r.url().includes("sort=email"));
    await email.getByRole("button").click();
    await byEmail;
    assert.equal(await email.getAttribute("aria-sort"), "ascending");
    const me = await (await page.request.get("/api/auth/user")).json();
    const myId = me.user?.id ?? me.id;
    await page.getByLabel("Search users").fill(ADMIN_EMAIL);
    await waitForCount(page, page.getByTestId("user-row"), 1);
    await page.getByTestId("user-row").first().getByRole("button", { name: /details|view/i }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(myId).waitFor();
    assert.equal(await dialog.getByTestId("danger-zone").count(), 0, "no delete for the super admin or oneself");
    // Bonus credits take digits only.
    const bonus = dialog.getByLabel("Bonus Credits");
    await bonus.fill("");
    await bonus.pressSequentially("1e.5");
    assert.equal(await bonus.inputValue(), "15");
    await page.keyboard.press("Escape");

    // Subscriptions sort too; its cards carry the spec's names.
    await page.goto("/admin/subscriptions");
    for (const [id, label] of [["sub-active", "Active Subscriptions"], ["sub-cancelling", "Cancelling Soon"], ["sub-cancelled", "Cancelled"], ["sub-revenue", "Monthly Revenue"], ["sub-churn", "Churn Rate"]]) {
      await page.getByTestId(id).getByText(label, { exact: true }).waitFor();
    }
    const since = page.getByRole("columnheader", { name: "Since" });
    const bySince = page.waitForResponse((r) => r.url().includes("/api/admin/subscriptions?") && r.url().includes("sort=created"));
    await since.getByRole("button").click();
    await bySince;
    assert.equal(await since.getAttribute("aria-sort"), "ascending");
  });
});
