// Browser journey of working on a written email: edit the body and see it after a reload;
// compare the versions and restore the previous one; rewrite the hook shorter; copy the email as HTML; send a test and
// find it in the outbox with both parts.
import assert from "node:assert/strict";
import { test } from "node:test";
import { BASE_URL, OUTBOX_DIR, mimeTexts, newestMailTo, signedInUser, withPage } from "./lib.mjs";

const noOutbox = !OUTBOX_DIR && "E2E_OUTBOX_DIR not set";
const ORIGIN = { Origin: BASE_URL };

const BODY = {
  title: "Versions journey",
  contentFocus: "Introducing our online baking course for beginners",
  story:
    "Last spring my sourdough kept failing, week after week. I almost gave up, until an old baker showed me one small trick about water temperature.",
  lesson: "Small consistent steps beat one big push",
  storyType: "direct",
  targetAudience: "Busy parents who want to bake at home",
  desiredEmotion: "hope",
  callToAction: "buy",
  ctaUrl: "https://example.com/course",
  campaignName: "versions-e2e",
  emailLength: "short",
};

async function writtenEmail(page) {
  const req = page.context().request;
  const res = await req.post("/api/emails", { headers: ORIGIN, data: BODY });
  assert.equal(res.status(), 201, await res.text());
  const { id } = await res.json();
  for (let i = 0; i < 150; i++) {
    const email = await (await req.get(`/api/emails/${id}`)).json();
    if (email.status === "generated") return email;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`email ${id} was not written`);
}

test("edit, compare and restore, rewrite, copy HTML, send a test", { skip: noOutbox }, async () => {
  await withPage("versions-journey", async (page, context) => {
    const address = await signedInUser(page, { tag: "versions", first: "Robin", last: "Editor", password: "story-pass-123" });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
    const email = await writtenEmail(page);
    await page.goto(`/view-email/${email.id}`);

    // The inbox mock-up shows the sender's first name and the favourite subject line.
    const desktop = page.getByTestId("inbox-desktop");
    await desktop.getByText("Robin").waitFor();
    assert.ok((await desktop.textContent()).includes(email.generatedSubject[0].slice(0, 20)));

    // Edit the body: autosave, then a reload shows the edit.
    const editor = page.getByTestId("email-body-editor");
    const marker = "Edited in the browser: this line was added by the journey.";
    await editor.fill(`${email.generatedContent}\n\n${marker}`);
    await page.getByTestId("save-status").getByText("Saved").waitFor({ timeout: 10_000 });
    await page.reload();
    await page.getByTestId("email-body-editor").waitFor();
    assert.ok((await page.getByTestId("email-body-editor").inputValue()).includes(marker), "the edit survived a reload");

    // Compare the written version with the edit, then restore the written one.
    const panel = page.getByTestId("versions-panel");
    await panel.getByTestId("version-2").waitFor();
    const diff = panel.getByTestId("version-diff");
    await diff.locator("ins", { hasText: "journey" }).first().waitFor();
    await panel.getByRole("button", { name: "Restore version 1" }).click();
    await panel.getByTestId("version-3").getByText("Restored").waitFor();
    await page.waitForFunction(
      (m) => !document.querySelector('[data-testid="email-body-editor"]').value.includes(m),
      marker,
    );
    const api = await (await page.context().request.get(`/api/emails/${email.id}`)).json();
    assert.equal(api.version, 3);
    assert.equal(api.generatedContent, email.generatedContent);

    // Rewrite the hook "shorter": the new text streams into the body and becomes version 4.
    await page.getByTestId("rewrites-left").getByText("20 rewrites left today").waitFor();
    await page.getByTestId("rewrite-open").click();
    await page.getByLabel("Part to rewrite").click();
    await page.getByRole("option", { name: "Hook", exact: true }).click();
    await page.getByLabel("Modifier").click();
    await page.getByRole("option", { name: "Shorter", exact: true }).click();
    await page.getByTestId("rewrite-submit").click();
    await page.getByTestId("rewrites-left").getByText("19 rewrites left today").waitFor();
    await panel.getByTestId("version-4").getByText("Rewritten").waitFor({ timeout: 15_000 });
    await page.waitForFunction(
      (b) => document.querySelector('[data-testid="email-body-editor"]').value !== b,
      email.generatedContent,
    );
    const rewritten = await (await page.context().request.get(`/api/emails/${email.id}`)).json();
    assert.equal(rewritten.version, 4);
    assert.ok(rewritten.generatedContent.length < email.generatedContent.length, "the hook got shorter");
    assert.equal(await page.getByTestId("email-body-editor").inputValue(), rewritten.generatedContent);

    // Copy as HTML: the clipboard holds the email-safe document.
    await page.getByRole("button", { name: "Export" }).click();
    await page.getByRole("menuitem", { name: "Copy as HTML" }).click();
    await page.getByText("HTML copied!").first().waitFor();
    const html = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(html, /^<!DOCTYPE html>/);
    assert.ok(html.includes("<a href=\"https://example.com/course?"), "the tracked link is an anchor");
    assert.ok(!/<style|<script/i.test(html));

    // Send me a test: it lands in the outbox with a plain-text and an HTML part.
    const since = Date.now() - 1000;
    await page.getByRole("button", { name: "Send me a test" }).click();
    await page.getByText(`Test email sent to ${address}.`).first().waitFor();
    const mail = await newestMailTo(address, { since });
    assert.match(mail.raw, /multipart\/alternative/i);
    const texts = mimeTexts(mail.raw).join("\n");
    assert.ok(texts.includes("text/plain") && texts.includes("text/html"));
    assert.ok(texts.includes(email.generatedSubject[0].slice(0, 15)) || /Subject: =\?/i.test(mail.raw));
  });
});
