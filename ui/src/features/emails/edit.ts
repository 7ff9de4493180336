/**
 * Changing a written email: the PATCH, versions, restore, export and send-test calls, the rules an
 * edit must meet before it is sent, and the local draft kept until the server has the text.
 */
import { mutate as globalMutate } from "swr";
import { ApiError, api, get, post } from "@/lib/api";
import { emailKey, putEmail } from "./hooks";
import type { Email, EmailVersion } from "./types";

/** The editable text of an email. */
export interface EmailDraft {
  subjects: string[];
  previewText: string;
  content: string;
}

export const MAX_SUBJECTS = 10;
export const MAX_SUBJECT_CHARS = 150;
export const MIN_PREVIEW = 40;
export const MAX_PREVIEW = 110;
export const MAX_BODY = 10_000;

const len = (s: string) => Array.from(s).length;

/** The first problem of a draft, in the server's words, or null when it can be saved. */
export function draftProblem(d: EmailDraft): string | null {
  const subjects = d.subjects.map((s) => s.replace(/\s+/g, " ").trim());
  if (subjects.length < 1 || subjects.length > MAX_SUBJECTS) return `Keep between 1 and ${MAX_SUBJECTS} subject lines.`;
  const seen = new Map<string, number>();
  for (let i = 0; i < subjects.length; i++) {
    if (!subjects[i]) return `Subject line ${i + 1} is empty.`;
    if (len(subjects[i]) > MAX_SUBJECT_CHARS) return `Subject line ${i + 1} is too long (at most ${MAX_SUBJECT_CHARS} characters).`;
    const key = subjects[i].toLowerCase();
    if (seen.has(key)) return `Subject line ${i + 1} repeats line ${seen.get(key)}; each line must be different.`;
    seen.set(key, i + 1);
  }
  const preview = d.previewText.replace(/\s+/g, " ").trim();
  const n = len(preview);
  if (preview && (n < MIN_PREVIEW || n > MAX_PREVIEW))
    return `Preview text must be between ${MIN_PREVIEW} and ${MAX_PREVIEW} characters (it has ${n}), or empty.`;
  if (preview && preview.toLowerCase() === subjects[0].toLowerCase())
    return "Preview text must not repeat the first subject line: inboxes show both side by side.";
  if (!d.content.trim()) return "The email body can't be empty.";
  if (len(d.content.trim()) > MAX_BODY) return "The email body is too long (at most 10,000 characters).";
  return null;
}

export function draftOf(e: Pick<Email, "generatedSubject" | "previewText" | "generatedContent">): EmailDraft {
  const subjects = Array.isArray(e.generatedSubject) ? e.generatedSubject : [];
  return { subjects: [...subjects], previewText: e.previewText ?? "", content: e.generatedContent ?? "" };
}

export function sameDraft(a: EmailDraft, b: EmailDraft): boolean {
  return a.content === b.content && a.previewText === b.previewText && a.subjects.join("\n") === b.subjects.join("\n");
}

/** Moves item `from` to position `to`. */
export function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return list;
  const next = list.slice();
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

// --- Local draft: the user's text survives a reload, a crash or a conflict until it is saved ---

const draftKey = (id: string) => `storymail:draft:${id}`;

export interface StoredDraft extends EmailDraft {
  version: number;
  revision: number;
}

export function loadDraft(id: string): StoredDraft | null {
  try {
    const raw = localStorage.getItem(draftKey(id));
    const d = raw ? (JSON.parse(raw) as StoredDraft) : null;
    return d && Array.isArray(d.subjects) && typeof d.content === "string" ? d : null;
  } catch {
    return null;
  }
}

export function keepDraft(id: string, d: StoredDraft): void {
  try {
    localStorage.setItem(draftKey(id), JSON.stringify(d));
  } catch {
    /* storage full or refused: the editor still holds the text */
  }
}

export function dropDraft(id: string): void {
  try {
    localStorage.removeItem(draftKey(id));
  } catch {
    /* nothing to drop */
  }
}

// --- Calls ---------------------------------------------------------------------------------------

/** The 409 of a stale edit, with the email as it now is. */
export function conflictOf(err: unknown): Email | null {
  if (err instanceof ApiError && err.status === 409) {
    const d = err.data as { code?: string; current?: Email } | undefined;
    if (d?.code === "version_conflict" && d.current) return d.current;
  }
  return null;
}

/** PATCH /api/emails/{id}; the saved email goes into the caches. */
export async function saveEmail(id: string, d: EmailDraft, version: number, revision: number): Promise<Email> {
  const saved = await api<Email>(emailKey(id), {
    method: "PATCH",
    json: { generatedSubject: d.subjects, previewText: d.previewText, generatedContent: d.content, version, revision },
  });
  putEmail(saved);
  return saved;
}

export const versionsKey = (id: string) => `${emailKey(id)}/versions`;

export interface VersionList {
  versions: EmailVersion[];
  current: number;
  limit: number;
}

export const fetchVersions = (key: string) => get<VersionList>(key);

/** POST /api/emails/{id}/versions/{n}/restore. */
export async function restoreVersion(id: string, n: number): Promise<Email> {
  const saved = await post<Email>(`${emailKey(id)}/versions/${n}/restore`);
  putEmail(saved);
  void globalMutate(versionsKey(id));
  return saved;
}

/** GET /api/emails/{id}/export?format=…: the file's text. */
export async function exportEmail(id: string, format: "html" | "text"): Promise<string> {
  const res = await fetch(`${emailKey(id)}/export?format=${format}`, { credentials: "include" });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, res.statusText, text);
  return text;
}

/** POST /api/emails/{id}/send-test: answers the server's message. */
export async function sendTest(id: string): Promise<string> {
  const res = await post<{ message: string }>(`${emailKey(id)}/send-test`);
  return res.message;
}

export const KIND_LABELS: Record<string, string> = {
  generated: "Written",
  edit: "Edited",
  rewrite: "Rewritten",
  restore: "Restored",
};
