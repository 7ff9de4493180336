/** The tracking link of spec §9 and its breakdown for the View Email page. */

export interface UtmFields {
  ctaUrl?: string | null;
  campaignName?: string | null;
  title?: string | null;
  storyType?: string | null;
  desiredEmotion?: string | null;
}

const first = (...xs: (string | null | undefined)[]) => xs.map((x) => (x ?? "").trim()).find(Boolean) ?? "";

/** A field without its bracketed asides: "empowerment (not fear!!)" is "empowerment" in a link readers see. */
const withoutNotes = (s?: string | null) => (s ?? "").replace(/\s*(?:\([^()]*\)|\[[^[\]]*\])/g, "").trim();

/** The five tags: source and medium 'email', campaign, content and term from the email with their fallbacks. */
export function utmTags(f: UtmFields): Record<UtmKey, string> {
  return {
    source: "email",
    medium: "email",
    campaign: first(f.campaignName, f.title, "email-campaign"),
    content: first(f.storyType, "story"),
    term: first(withoutNotes(f.desiredEmotion), "engagement"),
  };
}

/** The call-to-action address with the UTM tags set (replacing any already there); "" when the address is not usable. */
export function buildUtmUrl(f: UtmFields): string {
  const raw = (f.ctaUrl ?? "").trim();
  if (!raw || /\s/.test(raw)) return "";
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return "";
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") return "";
  const tags = utmTags(f);
  for (const k of UTM_KEYS) u.searchParams.set(`utm_${k}`, tags[k]);
  return u.toString();
}

export const UTM_KEYS = ["source", "medium", "campaign", "content", "term"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

export const UTM_LABELS: Record<UtmKey, string> = {
  source: "Source",
  medium: "Medium",
  campaign: "Campaign",
  content: "Content",
  term: "Term",
};

export interface UtmRow {
  key: UtmKey;
  param: string;
  label: string;
  value: string;
}

/**
 * The tracking link to show and its tags, one row each. The server's utmUrl is used when it
 * has one; otherwise the link is built here from the email by the same rule.
 */
export function utmBreakdown(utmUrl: string | null | undefined, f: UtmFields): { url: string; rows: UtmRow[] } {
  let url = (utmUrl ?? "").trim();
  let params: URLSearchParams | null = null;
  if (url) {
    try {
      params = new URL(url).searchParams;
    } catch {
      url = "";
    }
  }
  if (!url) {
    url = buildUtmUrl(f);
    params = url ? new URL(url).searchParams : null;
  }
  const fallback = utmTags(f);
  const rows = UTM_KEYS.map((key) => ({
    key,
    param: `utm_${key}`,
    label: UTM_LABELS[key],
    value: params?.get(`utm_${key}`) || fallback[key],
  }));
  return { url, rows };
}
