// Browser journeys through the real server: sign up, verify by mail, sign in, "/" for a signed-in
// user, sign out, the protected-route redirect, and the super admin's landing page.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  OUTBOX_DIR,
  newestMailTo,
  pathnameOf,
  uniqueEmail,
  verificationLink,
  withPage,
} from "./lib.mjs";

const PASSWORD = "story-pass-123";

/** Records whether the landing page's heading is ever put on screen, across navigations. */
async function watchForLanding(page) {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector("h1")?.textContent?.includes("Turn the stories you already have")) window.__sawLanding = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

async function sawLanding(page) {
  return page.evaluate(() => window.__sawLanding === true);
}

async function signIn(page, email, password) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("sign up, verify by email, sign in, sign out, protected page redirects", { skip: !OUTBOX_DIR && "E2E_OUTBOX_DIR not set" }, async () => {
  await withPage("signup-journey", async (page) => {
    const email = uniqueEmail("journey");
    const started = Date.now() - 1000;

    await page.goto("/signup");
    await page.getByLabel("First name").fill("Jamie");
    await page.getByLabel("Last name").fill("Story");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL((u) => u.pathname === "/email-verification");
    await page.getByText("Check your inbox", { exact: true }).waitFor();

    // Signing in before verifying is refused and sends the visitor to the verification screen.
    await signIn(page, email, PASSWORD);
    await page.waitForURL((u) => u.pathname === "/verify-email");

    const mail = await newestMailTo(email, { since: started });
    const link = verificationLink(mail.raw);
    await page.goto(link);
    await page.waitForURL((u) => u.pathname === "/email-verified");
    assert.equal(new URL(page.url()).searchParams.get("verified"), "true");
    await page.getByText("Your email has been verified").waitFor();

    await signIn(page, email, PASSWORD);
    await page.waitForURL((u) => u.pathname === "/dashboard");
    await page.getByText("Login successful").first().waitFor();
    await page.getByTestId("display-name").first().waitFor();
    assert.equal(await page.getByTestId("display-name").first().textContent(), "Jamie Story");
    assert.equal(await page.getByTestId("page-title").textContent(), "Dashboard");

    // "/" is the dashboard for a signed-in user, without a glimpse of the landing page first.
    await watchForLanding(page);
    await page.goto("/");
    await page.getByTestId("display-name").first().waitFor();
    assert.equal(await page.getByTestId("page-title").textContent(), "Dashboard");
    assert.equal(pathnameOf(page), "/");
    assert.equal(await sawLanding(page), false, "the landing page showed before the dashboard");
    // Without the record in storage, the signed-in cookie the server set with the session still
    // tells the page to wait for the session check rather than paint the landing page.
    await page.evaluate(() => localStorage.clear());
    await page.goto("/");
    await page.getByTestId("display-name").first().waitFor();
    assert.equal(await page.getByTestId("page-title").textContent(), "Dashboard");
    assert.equal(await sawLanding(page), false, "the landing page showed before the dashboard");

    await page.getByRole("button", { name: "Sign Out" }).first().click();
    await page.waitForURL((u) => u.pathname === "/login");

    await page.goto("/create");
    await page.waitForURL((u) => u.pathname === "/login");
    assert.equal(pathnameOf(page), "/login");
    // The way back is remembered.
    assert.equal(new URL(page.url()).searchParams.get("returnTo"), "/create");
  });
});

test("the super admin lands on /admin", { skip: !(ADMIN_EMAIL && ADMIN_PASSWORD) && "E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD not set" }, async () => {
  await withPage("super-admin", async (page) => {
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL((u) => u.pathname === "/admin");
    await page.getByText("Super Admin").first().waitFor();
    assert.equal(pathnameOf(page), "/admin");

    // "/" is the admin overview for an admin, without a glimpse of the landing page first.
    await watchForLanding(page);
    await page.goto("/");
    await page.getByRole("heading", { name: "Admin Overview" }).waitFor();
    assert.equal(pathnameOf(page), "/");
    assert.equal(await sawLanding(page), false, "the landing page showed before the admin overview");
  });
});

test("signed-out visitors get the sign-in redirect and the 404 page", async () => {
  await withPage("signed-out", async (page) => {
    await page.goto("/settings");
    await page.waitForURL((u) => u.pathname === "/login");
    await page.goto("/no-such-page");
    await page.getByText("Page not found").waitFor();
    await page.goto("/admin/users");
    await page.getByText("Admin Access Required").waitFor();
    await page.goto("/admin/login");
    await page.getByRole("link", { name: "Login as Administrator" }).click();
    await page.waitForURL((u) => u.pathname === "/login" && u.searchParams.get("returnTo") === "/admin");
  });
});
