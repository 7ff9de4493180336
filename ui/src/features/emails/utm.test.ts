import { describe, expect, it } from "vitest";
import { buildUtmUrl, utmBreakdown } from "./utm";

const email = { ctaUrl: "https://shop.example.com/offer?ref=a", campaignName: "spring", title: "T", storyType: "direct", desiredEmotion: "hope" };

describe("UTM display", () => {
  it("breaks the server's link into source, medium, campaign, content and term", () => {
    const url = "https://shop.example.com/offer?ref=a&utm_source=email&utm_medium=email&utm_campaign=spring+sale&utm_content=direct&utm_term=hope";
    const { url: shown, rows } = utmBreakdown(url, email);
    expect(shown).toBe(url);
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ["Source", "email"],
      ["Medium", "email"],
      ["Campaign", "spring sale"],
      ["Content", "direct"],
      ["Term", "hope"],
    ]);
  });

  it("builds the link by the spec's rule when the server sent none", () => {
    const { url, rows } = utmBreakdown(undefined, email);
    const u = new URL(url);
    expect(u.searchParams.get("ref")).toBe("a");
    expect(u.searchParams.get("utm_campaign")).toBe("spring");
    expect(rows.find((r) => r.key === "content")?.value).toBe("direct");
  });

  it("falls back to title, 'email-campaign', 'story' and 'engagement'", () => {
    const u1 = new URL(buildUtmUrl({ ctaUrl: "https://x.test", title: "My title" }));
    expect(u1.searchParams.get("utm_campaign")).toBe("My title");
    expect(u1.searchParams.get("utm_content")).toBe("story");
    expect(u1.searchParams.get("utm_term")).toBe("engagement");
    const u2 = new URL(buildUtmUrl({ ctaUrl: "https://x.test?utm_source=old" }));
    expect(u2.searchParams.get("utm_campaign")).toBe("email-campaign");
    expect(u2.searchParams.getAll("utm_source")).toEqual(["email"]);
  });

  it("keeps the emotion's bracketed note out of the link, as the server does", () => {
    const u = new URL(buildUtmUrl({ ctaUrl: "https://x.test", desiredEmotion: "empowerment (not fear!! don't make it scary)" }));
    expect(u.searchParams.get("utm_term")).toBe("empowerment");
    expect(new URL(buildUtmUrl({ ctaUrl: "https://x.test", desiredEmotion: "(tbd)" })).searchParams.get("utm_term")).toBe("engagement");
  });

  it("has no link without a usable address, but still shows the tags", () => {
    expect(buildUtmUrl({ ctaUrl: "not a url" })).toBe("");
    const { url, rows } = utmBreakdown("", { ctaUrl: "" });
    expect(url).toBe("");
    expect(rows.map((r) => r.value)).toEqual(["email", "email", "email-campaign", "story", "engagement"]);
  });
});
