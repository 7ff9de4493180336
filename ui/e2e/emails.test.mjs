// Browser journeys of story emails through the real server and worker: create an email and land
// on it by push; the same with the socket refused, landing by polling; credits running out at 10;
// deleting from My Emails. Screenshots of each screen at 390 and 1366 px go to e2e/artifacts/emails.
import assert from "node:assert/strict";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { test } from "node:test";
import { ARTIFACTS, BASE_URL, OUTBOX_DIR, pathnameOf, signedInUser as signUpVerified, withPage } from "./lib.mjs";

const PASSWORD = "story-pass-123";
const SHOTS = path.join(ARTIFACTS, "emails");
const noOutbox = !OUTBOX_DIR && "E2E_OUTBOX_DIR not set";

/** State-changing calls must name the app as their origin. */
const ORIGIN = { Origin: BASE_URL };

const STORY =
  "Last spring my sourdough kept failing, week after week. I almost gave up, until an old baker showed me one small trick about water temperature.";

/** A complete POST /api/emails body. */
function emailBody(n = 1) {
  return {
    title: `API email ${n}`,
    contentFocus: "Introducing our online baking course for beginners",
    story: STORY,
    lesson: "Small consistent steps beat one big push",
    storyType: "direct",
    targetAudience: "Busy parents who want to bake at home",
    desiredEmotion: "hope",
    callToAction: "buy",
    ctaUrl: "https://example.com/course",
    campaignName: `api-${n}`,
    emailLength: "short",
  };
}

/** A new verified account, signed in in the page's context. */
function signedInUser(page, first = "Robin") {
  return signUpVerified(page, { tag: "emails", first, last: "Writer", password: PASSWORD });
}

/** Creates an email through the API with the page's cookies. */
async function apiCreate(page, n) {
  const res = await page.context().request.post("/api/emails", { headers: ORIGIN, data: emailBody(n) });
  return { status: res.status(), body: await res.json() };
}

async function waitGenerated(page, id) {
  for (let i = 0; i < 100; i++) {
    const res = await page.context().request.get(`/api/emails/${id}`);
    if ((await res.json()).status === "generated") return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`email ${id} was not generated`);
}

async function pickOption(page, label, option) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Fills every required field of the form, leaving out the ones named in `skip`. */
async function fillForm(page, { title = "Spring launch story", skip = [] } = {}) {
  const fill = async (label, value) => {
    if (!skip.includes(label)) await page.getByLabel(label, { exact: true }).fill(value);
  };
  await fill("Email Title", title);
  await fill("Email Topic", "Introducing our online baking course for beginners");
  await fill("Your Story", STORY);
  await fill("The Lesson", "Small consistent steps beat one big push");
  await page.getByText("Direct Story", { exact: true }).click();
  await fill("Target Audience", "Busy parents who want to bake at home");
  await pickOption(page, "Desired Emotion", "Hope");
  await pickOption(page, "Call to Action", "Buy Now");
  await fill("CTA URL", "https://example.com/course");
  await pickOption(page, "Email Length", "Short (250-300 words)");
  await fill("Campaign Name", "spring-launch");
}

async function shot(page, name) {
  await mkdir(SHOTS, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.waitForTimeout(250);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
    if (width < 500) {
      // The phone page in screen-sized parts, easier to look at than one long strip.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, n = 1; y < height && n <= 4; y += 1000, n++) {
        const clip = { x: 0, y, width, height: Math.min(1000, height - y) };
        await page.screenshot({ path: path.join(SHOTS, `${name}-${width}-part${n}.png`), fullPage: true, clip });
      }
    }
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

/** Requests of the spec's polling (cache-busting parameter on the single-email call). */
function watchPolls(page) {
  const polls = [];
  page.on("request", (r) => {
    const u = new URL(r.url());
    if (/^\/api\/emails\/[^/]+$/.test(u.pathname) && u.searchParams.has("_t")) polls.push({ at: Date.now(), headers: r.headers() });
  });
  return polls;
}

test("create an email: checks, live writing, landing on it by push", { skip: noOutbox }, async () => {
  await withPage("emails-push", async (page) => {
    await signedInUser(page, "Jamie");
    const polls = watchPolls(page);

    // Pass the socket through, but hold back the "generated" news a moment so the live view shows.
    let held = 0;
    await page.routeWebSocket(/\/ws$/, (ws) => {
      const server = ws.connectToServer();
      server.onMessage((msg) => {
        if (typeof msg === "string" && msg.includes('"email.status"') && msg.includes('"generated"')) {
          held++;
          setTimeout(() => ws.send(msg), 6000);
        } else ws.send(msg);
      });
    });

    await page.goto("/create");
    await page.getByRole("heading", { name: "Create Your Story Email" }).waitFor();
    assert.equal(await page.getByTestId("form-progress").textContent(), "0%");
    await shot(page, "create-empty");

    // A submit check: the first empty section is named, scrolled to and highlighted for 3 s.
    await fillForm(page, { skip: ["Campaign Name"] });
    assert.equal(await page.getByTestId("form-progress").textContent(), "90%");
    await page.getByRole("button", { name: "Generate My Story Email" }).click();
    await page.getByText('Please fill out the "Campaign Name" section').first().waitFor();
    const box = page.locator('[data-field="campaignName"]');
    assert.equal(await box.getAttribute("data-highlighted"), "true");
    assert.equal(await page.evaluate(() => document.activeElement?.id), "f-campaignName");
    await shot(page, "create-check");
    await page.waitForTimeout(3200);
    assert.equal(await box.getAttribute("data-highlighted"), null);

    // Enter in a one-line input does not send the form.
    await page.getByLabel("Campaign Name", { exact: true }).fill("spring-launch");
    assert.equal(await page.getByTestId("form-progress").textContent(), "100%");
    await page.getByLabel("Campaign Name", { exact: true }).press("Enter");
    await page.waitForTimeout(400);
    assert.equal(await page.getByTestId("generation").count(), 0);
    assert.equal(pathnameOf(page), "/create");

    // 'Other' reveals a custom input whose text is what is sent.
    await pickOption(page, "Tone", "Other");
    await page.getByLabel("Custom tone", { exact: true }).fill("Warm and playful");

    const created = page.waitForResponse((r) => r.url().endsWith("/api/emails") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Generate My Story Email" }).click();
    const res = await created;
    assert.equal(res.status(), 201);
    const sent = res.request().postDataJSON();
    assert.equal(sent.tonePreference, "Warm and playful");
    const { id } = await res.json();

    // The live view: text as it is written, a progress bar, and the live badge.
    await page.getByTestId("generation").waitFor();
    await page.getByTestId("generation-mode").getByText("Live").waitFor();
    await page.waitForFunction(() => (document.querySelector('[data-testid="generation-text"]')?.textContent ?? "").length > 40);
    await shot(page, "create-writing");

    await page.waitForURL((u) => u.pathname === `/view-email/${id}`, { timeout: 20_000 });
    await page.getByText("Email Generated!").first().waitFor();
    assert.equal(held, 1);
    assert.equal(polls.length, 0, "landing came by push, not by polling");

    // The finished email, fed by the push-updated cache.
    await page.getByRole("heading", { name: "Spring launch story" }).waitFor();
    await page.getByText(/Subject Line Options \(\d AI-Generated\)/).waitFor();
    assert.ok(((await page.getByTestId("email-content").textContent()) ?? "").length > 200);
    const utm = (await page.getByTestId("utm-url").textContent()) ?? "";
    assert.match(utm, /utm_source=email&utm_medium=email&utm_campaign=spring-launch&utm_content=direct&utm_term=hope/);
    await page.getByText("Your Input Details").waitFor();
    await page.getByText("Direct Story").first().waitFor();
    // The quality check: every check listed, problems first.
    const quality = page.getByTestId("quality-card");
    await quality.getByText("Quality check").waitFor();
    const statuses = await quality.locator("[data-check]").evaluateAll((els) => els.map((e) => e.getAttribute("data-status")));
    assert.ok(statuses.length >= 9, `${statuses.length} checks shown`);
    const rank = { fail: 0, warn: 1, pass: 2 };
    assert.deepEqual([...statuses].sort((a, b) => rank[a] - rank[b]), statuses, "problems first");
    assert.ok(!statuses.includes("fail"), `the offline writer's email failed a check: ${statuses}`);
    await page.getByRole("button", { name: "Copy Content" }).click();
    await page.getByRole("button", { name: "Copied!" }).waitFor();
    await page.getByRole("button", { name: "Copy Content" }).waitFor({ timeout: 4000 }); // back after 2 s
    await shot(page, "view-email");

    // The dashboard lists it as Ready without a reload.
    await page.getByRole("link", { name: "Dashboard" }).first().click();
    await page.getByTestId("recent-emails").getByText("Spring launch story").waitFor();
    await page.getByTestId("recent-emails").getByText("Ready").waitFor();
    // Usage is its own request; an earlier cached answer may show first.
    await page.getByTestId("usage-text").filter({ hasText: /^1\/10 credits used$/ }).waitFor();
    await page.getByTestId("bonus-progress").getByText("1 of 5 emails created").waitFor();
    await shot(page, "dashboard");

    // Create Similar: prefilled, and it makes a new email.
    await page.goto(`/edit-email/${id}`);
    await page.getByRole("heading", { name: "Create Similar Email", level: 2 }).waitFor();
    assert.equal(await page.getByLabel("Email Title", { exact: true }).inputValue(), "Spring launch story");
    assert.equal(await page.getByLabel("Custom tone", { exact: true }).inputValue(), "Warm and playful");
    await page.getByLabel("Email Title", { exact: true }).fill("Spring launch, take two");
    await shot(page, "edit-email");
    await page.getByRole("button", { name: "Create New Email" }).click();
    await page.waitForURL((u) => u.pathname.startsWith("/view-email/") && u.pathname !== `/view-email/${id}`, { timeout: 20_000 });
    await page.getByRole("heading", { name: "Spring launch, take two" }).waitFor();
  });
});

test("with the socket refused the page polls and still lands on the email", { skip: noOutbox }, async () => {
  await withPage("emails-polling", async (page) => {
    await signedInUser(page);
    const polls = watchPolls(page);
    let refused = 0;
    await page.routeWebSocket(/\/ws$/, (ws) => {
      refused++;
      ws.close({ code: 1011, reason: "refused by the test" });
    });

    // The first two polls are told "still processing", so the wait can be seen and the 2 s
    // spacing measured; later polls reach the server.
    let faked = 0;
    await page.route(
      (u) => /^\/api\/emails\/[^/]+$/.test(u.pathname) && u.searchParams.has("_t"),
      async (route) => {
        if (faked >= 2) return route.continue();
        faked++;
        const real = await route.fetch();
        const body = await real.json();
        await route.fulfill({ response: real, json: { ...body, status: "processing", generatedContent: "" } });
      },
    );

    await page.goto("/create");
    await fillForm(page, { title: "Polling story" });
    // This one uses an Advanced story template and lets the AI decide the lesson.
    await page.getByRole("button", { name: "Advanced" }).click();
    await page.getByText("Failure", { exact: true }).click();
    await page.getByLabel("What it cost").fill("$12,000");
    await page.getByLabel("What happened").fill("I hired an agency to run ads before I had a tested offer.");
    await page.getByLabel("Lesson learned").fill("Traffic can't fix an offer nobody wants");
    await page.getByText("Let AI decide the lesson").click();
    assert.equal(await page.getByLabel("The Lesson", { exact: true }).isDisabled(), true);
    await shot(page, "create-advanced");
    const created = page.waitForResponse((r) => r.url().endsWith("/api/emails") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Generate My Story Email" }).click();
    const res = await created;
    const postedAt = Date.now();
    const { id } = await res.json();
    const sent = res.request().postDataJSON();
    assert.deepEqual(JSON.parse(sent.story), {
      template_type: "failure_F01",
      template_name: "Expensive Mistake",
      fields: {
        mistake_cost: "$12,000",
        what_happened: "I hired an agency to run ads before I had a tested offer.",
        lesson_learned: "Traffic can't fix an offer nobody wants",
      },
    });
    assert.match(sent.lesson, /^Let the AI decide/);
    await page.getByTestId("generation-mode").getByText("Checking status").waitFor();
    await page.getByTestId("generation-polls").getByText(/check 1 of 150/).waitFor();
    await shot(page, "create-polling");

    await page.waitForURL((u) => u.pathname === `/view-email/${id}`, { timeout: 20_000 });
    await page.getByText("Email Generated!").first().waitFor();
    assert.ok(refused >= 1, "the socket was tried and refused");
    assert.ok(polls.length >= 3, `the status was polled ${polls.length} times`);
    assert.ok(polls[0].at - postedAt >= 700, `first poll came ${polls[0].at - postedAt} ms after the answer`);
    const gap = polls[1].at - polls[0].at;
    assert.ok(gap >= 1700 && gap <= 3500, `polls came ${gap} ms apart`);
    assert.match(polls[0].headers["cache-control"] ?? "", /no-cache/);
    assert.equal(polls[0].headers.pragma, "no-cache");
    await page.getByRole("heading", { name: "Polling story" }).waitFor();
    await page.getByText("Expensive Mistake (F01)").waitFor();
  });
});

test("credits run out at 10: notices, disabled form, refused create", { skip: noOutbox }, async () => {
  await withPage("emails-credits", async (page) => {
    await signedInUser(page);
    for (let n = 1; n <= 9; n++) {
      const { status, body } = await apiCreate(page, n);
      assert.equal(status, 201, JSON.stringify(body));
    }

    await page.goto("/create");
    await page.getByTestId("almost-out").getByText("Almost Out of Credits").waitFor();
    await page.getByTestId("almost-out").getByText(/1 credit left/).waitFor();
    assert.equal(await page.getByTestId("usage-text").textContent(), "9/10 credits used");
    await shot(page, "create-almost-out");

    // The tenth through the form; the push brings usage to 10/10 without a reload.
    await fillForm(page, { title: "The tenth email" });
    await page.getByRole("button", { name: "Generate My Story Email" }).click();
    await page.waitForURL((u) => u.pathname.startsWith("/view-email/"), { timeout: 20_000 });
    await page.getByTestId("usage-text").getByText("10/10 credits used").waitFor();

    await page.getByRole("link", { name: "Create Email" }).first().click();
    await page.getByTestId("trial-complete").getByText("Trial Complete").waitFor();
    assert.equal(await page.getByRole("button", { name: "Generate My Story Email" }).isDisabled(), true);
    assert.equal(await page.getByLabel("Email Title", { exact: true }).isDisabled(), true);
    await page.getByTestId("trial-complete").getByRole("link", { name: "View All Plans" }).waitFor();
    await page.getByText("Trial Complete!").first().waitFor(); // the navigation's prompt
    await shot(page, "create-trial-complete");

    const eleventh = await apiCreate(page, 11);
    assert.equal(eleventh.status, 402);
    assert.equal(eleventh.body.error, "Usage Limit Reached");

    await page.goto("/manage-emails");
    await page.getByTestId("trial-complete").getByRole("link", { name: "Upgrade Now" }).waitFor();
    // As on the dashboard, Create New Email gives way to a disabled "Free trial used up".
    assert.equal(await page.getByTestId("create-email-used-up").isDisabled(), true);
    assert.equal(await page.getByRole("link", { name: "Create New Email" }).count(), 0);
    assert.equal(await page.getByTestId("list-usage").textContent(), "10/10 total emails used");
    assert.equal(await page.getByTestId("plan-badge").textContent(), "Trial User");

    // Ten emails in the first days unlock the bonus; its notice can be dismissed.
    await page.goto("/dashboard");
    await page.getByTestId("trial-complete").waitFor();
    // One upgrade prompt on the page, and Create Email says why it cannot be used.
    await page.getByTestId("create-email-used-up").getByText("Free trial used up").waitFor();
    assert.equal(await page.locator("main").getByRole("link", { name: /Upgrade/ }).count(), 1, "one upgrade prompt, not several");
    await page.getByTestId("bonus-unlocked").getByText("Bonus Unlocked!").waitFor();
    await shot(page, "dashboard-complete");
    await page.getByTestId("bonus-unlocked").getByRole("button", { name: "Dismiss" }).click();
    await page.getByText("Notification Dismissed").first().waitFor();
    await page.getByTestId("bonus-unlocked").waitFor({ state: "detached" });
  });
});

test("My Emails: search, filter, delete with confirmation", { skip: noOutbox }, async () => {
  await withPage("emails-delete", async (page) => {
    await signedInUser(page);
    await page.goto("/manage-emails");
    await page.getByText("No emails yet").waitFor();
    await page.getByRole("link", { name: "Create Your First Email" }).waitFor();
    await shot(page, "emails-empty");

    const a = await apiCreate(page, 1);
    const b = await apiCreate(page, 2);
    await waitGenerated(page, a.body.id);
    await waitGenerated(page, b.body.id);
    // The pushed news reaches the open page: both cards appear without a reload.
    await page.getByTestId("email-card").nth(1).waitFor();
    await page.getByTestId("email-card").filter({ hasText: "API email 1" }).getByText("Ready").waitFor();
    await shot(page, "emails-list");

    await page.getByLabel("Search emails").fill("no such thing");
    await page.getByText("No emails found").waitFor();
    await page.getByText("Try adjusting your search terms").waitFor();
    // The server searches (after typing pauses) and answers only the match.
    const searched = page.waitForResponse((r) => r.url().includes("/api/emails?search=api-2") && r.status() === 200);
    await page.getByLabel("Search emails").fill("api-2");
    await searched;
    await page.getByText("1 email", { exact: true }).waitFor();
    assert.equal(await page.getByTestId("email-card").count(), 1);
    await page.getByLabel("Search emails").fill("");
    await page.getByRole("button", { name: "Recent (7 days)" }).click();
    await page.getByText("2 emails of 2").waitFor();
    assert.equal(await page.getByTestId("email-card").count(), 2);

    const card = page.getByTestId("email-card").filter({ hasText: "API email 1" });
    await card.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("Delete Email", { exact: true }).waitFor();
    await dialog.getByText("Are you sure you want to delete this email? This action cannot be undone.").waitFor();
    await shot(page, "emails-delete-dialog");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Email Deleted").first().waitFor();
    await card.waitFor({ state: "detached" });
    assert.equal(await page.getByTestId("email-card").count(), 1);

    // The list carries no written text: Download fetches the email it saves.
    const fetched = page.waitForResponse((r) => r.url().endsWith(`/api/emails/${b.body.id}`) && r.status() === 200);
    const download = page.waitForEvent("download");
    await page.getByTestId("email-card").getByRole("button", { name: "Download" }).click();
    await fetched;
    assert.match((await download).suggestedFilename(), /\.txt$/);

    const gone = await page.context().request.get(`/api/emails/${a.body.id}`);
    assert.equal(gone.status(), 404);
    await page.goto(`/view-email/${a.body.id}`);
    await page.getByText("Email Not Found").waitFor();
  });
});

test("a story in a language the writer cannot write: said before submit, refused without a credit", { skip: noOutbox }, async () => {
  await withPage("emails-language", async (page) => {
    await signedInUser(page, "Camille");
    await page.goto("/create");
    await page.getByRole("heading", { name: "Create Your Story Email" }).waitFor();
    await fillForm(page, { title: "Histoire de la boulangerie" });
    await page
      .getByLabel("Your Story", { exact: true })
      .fill("L'année dernière, j'ai failli fermer ma boulangerie. Les ventes avaient baissé et je travaillais sans jamais voir le bout du tunnel.");
    const notice = page.getByTestId("language-notice");
    await notice.waitFor();
    assert.match((await notice.textContent()) ?? "", /French.*English and Spanish/);
    await shot(page, "create-language");

    const created = page.waitForResponse((r) => r.url().endsWith("/api/emails") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Generate My Story Email" }).click();
    assert.equal((await created).status(), 422);
    await page.getByText("No credit was used.").first().waitFor();
    const usage = await (await page.context().request.get("/api/usage")).json();
    assert.equal(usage.usage.emailsCreated, 0);
    assert.equal(pathnameOf(page), "/create");

    // A story too thin for the chosen length is named before submit, and a fuller one is not.
    const thin = "My grandpa had a cabin on Lake Superior. Every morning smelled like cedar and coffee.";
    await page.getByLabel("Your Story", { exact: true }).fill(thin);
    await pickOption(page, "Email Length", "Long (400-450 words)");
    // The notice is already up for the default length; wait for it to name the new band.
    const lengthNotice = page.getByTestId("length-notice");
    await lengthNotice.filter({ hasText: "400-450 words" }).waitFor();
    assert.match((await lengthNotice.textContent()) ?? "", /15 words.*400-450 words/);
    await lengthNotice.scrollIntoViewIfNeeded();
    await shot(page, "create-length");
    await page.getByLabel("Your Story", { exact: true }).fill(Array(30).fill(thin).join(" "));
    await lengthNotice.waitFor({ state: "detached" });
  });
});
