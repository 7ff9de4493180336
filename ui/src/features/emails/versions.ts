/** Version history helpers: the text two versions are compared on, and the word diff of it. */
import { diffWords, type Change } from "diff";
import type { EmailVersion } from "./types";

/** A version as one text: subject lines, preview text, then the body. */
export function versionText(v: Pick<EmailVersion, "generatedSubject" | "previewText" | "generatedContent">): string {
  const parts = [v.generatedSubject.map((s, i) => `Subject ${i + 1}: ${s}`).join("\n")];
  if (v.previewText) parts.push(`Preview: ${v.previewText}`);
  parts.push(v.generatedContent);
  return parts.join("\n\n");
}

/** The word-level changes from version a to version b. */
export function compareVersions(a: EmailVersion, b: EmailVersion): Change[] {
  return diffWords(versionText(a), versionText(b));
}
