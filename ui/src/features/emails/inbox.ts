/**
 * Where inboxes cut a message's line: a desktop list row shows about 90 characters of subject and
 * preview together; a phone shows about 40 of the subject and 90 of the preview below it.
 */
export const DESKTOP_LINE = 90;
export const PHONE_SUBJECT = 40;
export const PHONE_PREVIEW = 90;

/** Cuts text to at most `max` characters, ending on a word where one is near, with an ellipsis. */
export function cut(text: string, max: number): string {
  const t = text.replace(/\s+/g, " ").trim();
  const chars = Array.from(t);
  if (chars.length <= max) return t;
  let head = chars.slice(0, max - 1).join("");
  const space = head.lastIndexOf(" ");
  if (space > max * 0.6) head = head.slice(0, space);
  return head.replace(/[\s,;:.-]+$/, "") + "…";
}

/**
 * The preview an inbox shows: the preheader, or else the body's opening words (what inboxes fall
 * back to), without the greeting line.
 */
export function shownPreview(previewText: string | undefined, body: string | undefined): string {
  if (previewText?.trim()) return previewText.trim();
  const paras = (body ?? "").split(/\n\s*\n/).map((p) => p.replace(/\s+/g, " ").trim()).filter(Boolean);
  if (paras.length > 1 && paras[0].length <= 40 && /,$/.test(paras[0])) paras.shift();
  return paras.join(" ");
}

/** The desktop row: the subject whole when it fits, then as much preview as the row has room for. */
export function desktopRow(subject: string, preview: string): { subject: string; preview: string } {
  const s = cut(subject, DESKTOP_LINE);
  const room = DESKTOP_LINE - Array.from(s).length - 3;
  return { subject: s, preview: room >= 8 ? cut(preview, room) : "" };
}

/** The phone row: subject and preview on their own lines, each cut where a phone cuts it. */
export function phoneRow(subject: string, preview: string): { subject: string; preview: string } {
  return { subject: cut(subject, PHONE_SUBJECT), preview: cut(preview, PHONE_PREVIEW) };
}
