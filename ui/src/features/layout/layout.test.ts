import { describe, expect, it } from "vitest";
import { canonicalHref } from "./canonical";
import { documentTitleFor } from "./documentTitle";
import { errorScreenText, isRecoverableError, PERSIST_TEXT, RECOVER_TEXT } from "./errors";
import { titleForPath } from "./titles";

describe("title by path", () => {
  it("names the listed paths", () => {
    expect(titleForPath("/")).toBe("Dashboard");
    expect(titleForPath("/create")).toBe("Create Email");
    expect(titleForPath("/emails")).toBe("My Emails");
    expect(titleForPath("/billing")).toBe("Billing");
    expect(titleForPath("/analytics")).toBe("Analytics");
    expect(titleForPath("/settings")).toBe("Settings");
    expect(titleForPath("/settings/")).toBe("Settings");
  });
  it("names the other pages too, and says when there is no such page", () => {
    expect(titleForPath("/bonus")).toBe("Bonus");
    expect(titleForPath("/subscribe")).toBe("Upgrade to Starter");
    expect(titleForPath("/view-email/12")).toBe("View Email");
    expect(titleForPath("/edit-email/12")).toBe("Create Similar Email");
    expect(titleForPath("/no-such-page")).toBe("Page Not Found");
  });
  it("gives the alias routes their page's title", () => {
    expect(titleForPath("/manage-emails")).toBe("My Emails");
    expect(titleForPath("/create-email")).toBe("Create Email");
  });
  it("titles browser tabs", () => {
    expect(documentTitleFor("/login")).toBe("Sign In · StoryMail");
    expect(documentTitleFor("/emails")).toBe("My Emails · StoryMail");
    expect(documentTitleFor("/admin/users")).toBe("Admin · StoryMail");
    expect(documentTitleFor("/nowhere")).toBe("Page Not Found · StoryMail");
  });
  it("names a page under a prefix by what it is", () => {
    expect(documentTitleFor("/view-email/7")).toBe("View Email · StoryMail");
  });
});

describe("canonical link", () => {
  it("drops the trailing slash", () => {
    expect(canonicalHref("https://storymail.app", "/privacy-policy/")).toBe("https://storymail.app/privacy-policy");
    expect(canonicalHref("https://storymail.app", "/emails")).toBe("https://storymail.app/emails");
    expect(canonicalHref("https://storymail.app/", "/")).toBe("https://storymail.app");
  });
});

describe("error screen", () => {
  it("recovers by itself from passing errors", () => {
    expect(isRecoverableError(new Error("ResizeObserver loop completed with undelivered notifications."))).toBe(true);
    expect(isRecoverableError(new Error("foo is not defined"))).toBe(true);
    expect(isRecoverableError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(true);
    expect(errorScreenText(new Error("ResizeObserver loop"))).toBe(RECOVER_TEXT);
  });
  it("asks for a refresh otherwise", () => {
    expect(isRecoverableError(new Error("boom"))).toBe(false);
    expect(errorScreenText(new Error("boom"))).toBe(PERSIST_TEXT);
  });
});
