/** Turning an email into text for the clipboard and for a downloaded .txt file. */
import type { Email } from "./types";

/**
 * The subject lines of an email: the API answers a JSON array, older records may hold a
 * JSON array in a string, a ' | ' separated string, or one string.
 */
export function subjectLines(raw: Email["generatedSubject"]): string[] {
  if (Array.isArray(raw)) return raw.map((s) => String(s).trim()).filter(Boolean);
  if (typeof raw !== "string") return [];
  const s = raw.trim();
  if (!s) return [];
  if (s.startsWith("[")) {
    try {
      const arr = JSON.parse(s);
      if (Array.isArray(arr)) return arr.map((x) => String(x).trim()).filter(Boolean);
    } catch {
      /* not JSON: read it as text */
    }
  }
  if (s.includes(" | ")) return s.split(" | ").map((x) => x.trim()).filter(Boolean);
  return [s];
}

/** The download's file name: the title with .txt (characters no file system accepts are replaced). */
export function downloadFileName(title: string | null | undefined, ext = ".txt"): string {
  const clean = (title ?? "")
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, "-")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  return `${clean || "email"}${ext}`;
}

/** The email as plain text: title, subject lines, the email itself and the tracking link. */
export function emailAsText(e: Pick<Email, "title" | "generatedSubject" | "generatedContent" | "utmUrl" | "previewText">): string {
  const parts: string[] = [e.title.trim()];
  const subjects = subjectLines(e.generatedSubject);
  if (subjects.length) parts.push(["Subject Line Options:", ...subjects.map((s, i) => `${i + 1}. ${s}`)].join("\n"));
  if (e.previewText?.trim()) parts.push(`Preview text: ${e.previewText.trim()}`);
  if (e.generatedContent?.trim()) parts.push(e.generatedContent.trim());
  if (e.utmUrl) parts.push(`Tracking link: ${e.utmUrl}`);
  return parts.join("\n\n") + "\n";
}

/** Whether there is anything worth copying or downloading. */
export function hasContent(e: Pick<Email, "generatedContent">): boolean {
  return Boolean(e.generatedContent?.trim());
}

/** Puts text on the clipboard; falls back to a hidden text area where the Clipboard API is missing. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      /* permission refused or not focused: try the old way */
    }
  }
  const ta = document.createElement("textarea");
  ta.value = text;
  ta.setAttribute("readonly", "");
  ta.style.position = "fixed";
  ta.style.opacity = "0";
  document.body.appendChild(ta);
  ta.select();
  const ok = document.execCommand("copy");
  ta.remove();
  if (!ok) throw new Error("copy refused");
}

/** Saves text as a file through a temporary link. */
export function downloadText(fileName: string, text: string, type = "text/plain;charset=utf-8"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  a.rel = "noopener";
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
