// Browser journeys of billing through the real server in local test mode (no payment provider
// key): a trial user upgrades through the local confirmation page, sees the congratulations
// dialog and 'n/300 emails used', then cancels from Manage Subscription and sees Cancelling.
// Also the payment test pages, and the error states. Screenshots at 390 and 1366 px go to
// e2e/artifacts/billing.
import assert from "node:assert/strict";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { test } from "node:test";
import { ARTIFACTS, OUTBOX_DIR, pathnameOf, signedInUser as signUpVerified, uniqueEmail, withPage } from "./lib.mjs";

const PASSWORD = "story-pass-123";
const SHOTS = path.join(ARTIFACTS, "billing");
const noOutbox = !OUTBOX_DIR && "E2E_OUTBOX_DIR not set";

/** A new verified account, signed in in the page's context. */
function signedInUser(page, first = "Casey") {
  return signUpVerified(page, { tag: "billing", first, last: "Buyer", password: PASSWORD });
}

async function shot(page, name) {
  await mkdir(SHOTS, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(250);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `${name} at ${width} px scrolls sideways by ${overflow} px`);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

const usageText = (page) => page.getByTestId("usage-text").textContent();

test("a trial user upgrades in local test mode, then cancels and sees Cancelling", { skip: noOutbox }, async () => {
  await withPage("billing-upgrade", async (page, context) => {
    await signedInUser(page);

    // Billing as a trial user: the welcome box, Trial at $0/month, usage, the upgrade way.
    await page.goto("/billing");
    await page.getByRole("heading", { name: "Billing & Subscription" }).waitFor();
    await page.getByText("Welcome! You have 10 free credits").waitFor();
    assert.equal(await page.getByTestId("plan-name").textContent(), "Trial");
    assert.equal(await page.getByTestId("plan-status").textContent(), "Free Trial");
    assert.match(await page.getByTestId("plan-amount").textContent(), /^\$0\/month$/);
    assert.equal(await page.getByTestId("usage-remaining").textContent(), "10");
    assert.equal(await page.getByTestId("usage-reset").count(), 0, "no reset date on the trial");
    assert.match(await usageText(page), /^0\/10 credits used$/);
    await shot(page, "billing-trial");

    // Subscribe: the offer, the comparison and the legal links, then Subscribe Now.
    await page.getByRole("link", { name: "Upgrade to Starter" }).first().click();
    await page.waitForURL((u) => u.pathname === "/subscribe");
    await page.getByRole("heading", { name: "Upgrade to Starter", level: 2 }).waitFor();
    await page.getByText("Free Trial vs Starter").waitFor();
    assert.equal(await page.getByRole("link", { name: "Terms of Use" }).getAttribute("href"), "/terms-of-use");
    assert.equal(await page.getByRole("link", { name: "Privacy Policy" }).getAttribute("href"), "/privacy-policy");
    await shot(page, "subscribe");
    await page.getByRole("button", { name: "Subscribe Now" }).click();

    // The local confirmation page: plan summary and the test-mode note.
    await page.waitForURL((u) => u.pathname === "/billing/test-checkout" && u.searchParams.has("session"));
    await page.getByTestId("checkout-summary").waitFor();
    await page.getByText("No card is charged.").waitFor();
    assert.match(await page.getByTestId("checkout-summary").textContent(), /\$19\.00/);
    await shot(page, "test-checkout");
    await page.getByRole("button", { name: "Confirm payment" }).click();

    // Back on Billing with ?success=true: the dialog sparkles, the flag leaves the address.
    await page.waitForURL((u) => u.pathname === "/billing");
    const dialog = page.getByTestId("success-dialog");
    await dialog.waitFor();
    await dialog.getByText("Congratulations!").waitFor();
    assert.equal(await page.getByTestId("sparkle").count(), 1, "the sparkle runs when the dialog opens");
    await page.waitForURL((u) => u.pathname === "/billing" && !u.searchParams.has("success"));
    assert.equal(new URL(page.url()).search, "");
    await page.waitForFunction(() => /^\d+\/300 emails used$/.test(document.querySelector('[data-testid="usage-text"]')?.textContent ?? ""));
    assert.match(await usageText(page), /^\d+\/300 emails used$/);
    await page.screenshot({ path: path.join(SHOTS, "success-dialog-1366.png") }).catch(() => {});
    // The sparkle stops after 3 seconds; the dialog stays until closed.
    await page.getByTestId("sparkle").waitFor({ state: "detached", timeout: 5000 });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(SHOTS, "success-dialog-390.png") });
    await page.setViewportSize({ width: 1280, height: 860 });
    await dialog.getByRole("button", { name: "Close", exact: true }).first().click();
    await dialog.waitFor({ state: "detached" });

    // A reload does not celebrate again.
    await page.reload();
    await page.getByTestId("plan-name").waitFor();
    assert.equal(await page.getByTestId("success-dialog").count(), 0);

    // Billing as Starter: $19/month, Active, days until reset with the date.
    assert.equal(await page.getByTestId("plan-name").textContent(), "Starter");
    assert.equal(await page.getByTestId("plan-status").textContent(), "Active");
    assert.match(await page.getByTestId("plan-amount").textContent(), /^\$19\/month$/);
    assert.match(await page.getByTestId("usage-reset").textContent(), /Resets in \d+ days? · \w+ \d{1,2}, \d{4}/);
    assert.equal(await page.getByText("Welcome! You have 10 free credits").count(), 0);
    await shot(page, "billing-starter");

    // Manage Subscription opens the portal in a new tab (in local test mode: this app's page).
    const [tab] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "Manage Subscription" }).click()]);
    await tab.waitForURL((u) => u.pathname === "/manage-subscription");
    await tab.close();

    // Cancel asks in the app's own dialog (never the browser's): keeping Starter changes nothing.
    await page.goto("/manage-subscription");
    await page.getByTestId("cancel-card").waitFor();
    await shot(page, "manage-active");
    const browserDialogs = [];
    page.on("dialog", (d) => {
      browserDialogs.push(d.message());
      void d.dismiss();
    });
    await page.getByTestId("cancel-card").getByRole("button", { name: "Cancel Subscription" }).click();
    const confirm = page.getByTestId("cancel-confirm");
    await confirm.getByText("cancel your Starter subscription").first().waitFor();
    await shot(page, "manage-cancel-confirm");
    await confirm.getByRole("button", { name: "Keep Starter" }).click();
    await confirm.waitFor({ state: "detached" });
    assert.equal(await page.getByTestId("plan-status").textContent(), "Active");

    await page.getByTestId("cancel-card").getByRole("button", { name: "Cancel Subscription" }).click();
    await page.getByTestId("cancel-confirm").getByRole("button", { name: "Cancel Subscription" }).click();
    assert.deepEqual(browserDialogs, [], "no browser confirm() dialog");
    await page.getByText("Subscription Canceled").first().waitFor();
    await page.getByTestId("plan-status").filter({ hasText: "Cancelling" }).waitFor();
    await page.getByText("Cancelling at End of Cycle").waitFor();
    assert.equal(await page.getByTestId("cancel-card").count(), 0, "nothing left to cancel");
    // The plan stays active until the period ends.
    assert.equal(await page.getByTestId("plan-name").textContent(), "Starter");
    assert.match(await usageText(page), /^\d+\/300 emails used$/);
    await shot(page, "manage-cancelling");

    await page.goto("/billing");
    await page.getByTestId("plan-status").filter({ hasText: "Cancelling" }).waitFor();
    assert.match(await page.getByTestId("current-plan").textContent(), /stays active until \w+ \d{1,2}, \d{4}/);
    assert.match(await page.getByTestId("usage-reset").textContent(), /Plan ends in \d+ days? · /);
    await shot(page, "billing-cancelling");

    // Subscribe now says so instead of offering a second checkout.
    await page.goto("/subscribe");
    await page.getByTestId("already-starter").waitFor();
    assert.equal(await page.getByRole("button", { name: "Subscribe Now" }).count(), 0);
  });
});

test("billing error states: load failure, checkout failure, expired checkout link", { skip: noOutbox }, async () => {
  await withPage("billing-errors", async (page) => {
    await signedInUser(page, "Erin");

    await page.route("**/api/subscription", (r) => r.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' }));
    await page.goto("/billing");
    await page.getByText("Unable to Load Billing Information").waitFor();
    await shot(page, "billing-error");
    await page.unroute("**/api/subscription");
    await page.getByRole("button", { name: "Try Again" }).click();
    await page.getByTestId("plan-name").waitFor();

    await page.route("**/api/create-checkout-session", (r) =>
      r.fulfill({ status: 502, contentType: "application/json", body: '{"message":"Failed to create checkout session","code":"checkout_failed"}' }),
    );
    await page.goto("/subscribe");
    await page.getByRole("button", { name: "Subscribe Now" }).click();
    await page.getByText("Failed to start checkout process").first().waitFor();
    await page.getByText("Failed to create checkout session").first().waitFor();
    assert.equal(pathnameOf(page), "/subscribe");

    await page.unroute("**/api/create-checkout-session");
    await page.route("**/api/create-checkout-session", (r) => r.fulfill({ status: 200, contentType: "application/json", body: "{}" }));
    await page.getByRole("button", { name: "Subscribe Now" }).click();
    await page.getByText("No checkout URL received").first().waitFor();
    await page.unroute("**/api/create-checkout-session");

    await page.goto("/billing/test-checkout?session=lcs_missing");
    await page.getByTestId("checkout-unusable").waitFor();
    assert.match(await page.getByTestId("checkout-unusable").textContent(), /expired or was already used/);
  });
});

test("payment test pages: manual upgrade tool and webhook trigger; unavailable outside development", { skip: noOutbox }, async () => {
  await withPage("billing-test-pages", async (page) => {
    const email = await signedInUser(page, "Tess");

    await page.goto("/test-webhook");
    await page.getByRole("heading", { name: "Payment Webhook Test" }).waitFor();
    const tool = page.getByTestId("manual-upgrade");
    await tool.getByRole("button", { name: "Look Up User" }).click();
    await tool.getByText("Please enter user email").waitFor();
    await tool.getByLabel("User email").fill(uniqueEmail("nobody"));
    await tool.getByRole("button", { name: "Look Up User" }).click();
    await tool.getByText("User not found").waitFor();
    await tool.getByLabel("User email").fill(email);
    await tool.getByRole("button", { name: "Look Up User" }).click();
    await tool.getByTestId("lookup-result").waitFor();
    assert.match(await tool.getByTestId("lookup-result").textContent(), new RegExp(email.replace(/[.+]/g, "\\$&")));
    await tool.getByRole("button", { name: "Trigger Checkout Completed" }).click();
    await tool.getByTestId("trigger-result").getByText("Starter activated").waitFor();
    await page.waitForFunction(() => /^\d+\/300 emails used$/.test(document.querySelector('[data-testid="usage-text"]')?.textContent ?? ""));
    await shot(page, "test-webhook");

    // Replaying the same event id is recognised and changes nothing.
    const self = page.getByTestId("self-trigger");
    await self.getByRole("button", { name: "Send Test Event" }).click();
    await self.getByText("Event processed", { exact: true }).waitFor();
    await self.getByRole("button", { name: "Replay Last Event" }).click();
    await self.getByText("Duplicate event", { exact: true }).waitFor();

    await page.goto("/stripe-test");
    await page.getByRole("heading", { name: "Payment Testing" }).waitFor();
    await page.getByText("4242 4242 4242 4242").waitFor();
    await shot(page, "stripe-test");
    // Already Starter: the checkout session is refused, with the catalogue's title.
    await page.getByRole("button", { name: "Create Checkout Session" }).click();
    await page.getByText("Failed to create checkout session").first().waitFor();

    // Outside development the pages say they are unavailable.
    await page.route("**/api/config", (r) =>
      r.fulfill({ status: 200, contentType: "application/json", body: '{"appEnv":"production","superAdminId":"admin-owner"}' }),
    );
    await page.goto("/stripe-test");
    await page.getByText("Payment Testing is unavailable").waitFor();
    await page.goto("/test-webhook");
    await page.getByText("Payment Webhook Test is unavailable").waitFor();
    await shot(page, "test-unavailable");
  });
});
