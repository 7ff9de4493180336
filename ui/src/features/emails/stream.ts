/**
 * The email as it is being written: email.delta pushes carry text chunks numbered from 1. Chunks
 * can arrive twice (a reconnect) or, in principle, out of order; the text shown is the unbroken
 * run from chunk 1.
 */

export interface StreamState {
  /** The text of chunks 1..seq, joined. */
  text: string;
  /** The highest chunk number joined so far (0 before the first). */
  seq: number;
  /** Chunks that arrived ahead of a missing one, by number. */
  pending: Record<number, string>;
}

export const EMPTY_STREAM: StreamState = { text: "", seq: 0, pending: {} };

/** Adds one chunk; duplicates and chunks already joined change nothing. */
export function applyDelta(state: StreamState, seq: number, delta: string): StreamState {
  if (!Number.isInteger(seq) || seq <= state.seq || state.pending[seq] !== undefined) return state;
  const pending = { ...state.pending, [seq]: delta };
  let { text, seq: at } = state;
  while (pending[at + 1] !== undefined) {
    at += 1;
    text += pending[at];
    delete pending[at];
  }
  return { text, seq: at, pending };
}

export function wordCount(text: string): number {
  const m = text.trim().match(/\S+/g);
  return m ? m.length : 0;
}

/** The middle of each length band, in words; no preference is treated like medium. */
const EXPECTED_WORDS: Record<string, number> = {
  short: 275,
  medium: 350,
  long: 425,
  "no-preference": 350,
};

/**
 * How far along the writing looks, as a percentage: words written against the length asked
 * for, kept below 100 until the email is done.
 */
export function writingProgress(text: string, emailLength: string | undefined, done = false): number {
  if (done) return 100;
  const expected = EXPECTED_WORDS[emailLength ?? ""] ?? EXPECTED_WORDS["no-preference"];
  const pct = Math.round((wordCount(text) / expected) * 100);
  return Math.max(text ? 5 : 0, Math.min(95, pct));
}
