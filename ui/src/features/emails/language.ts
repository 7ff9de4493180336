import { useEffect, useState } from "react";
import { post } from "@/lib/api";

/** POST /api/emails/language: whether the configured writer can write a story's language. */
export interface LanguageVerdict {
  language: string;
  languageName: string;
  supported: boolean;
  message?: string;
  /** The built-in writer writes the email: it tells only what the form gives it. */
  builtInWriter?: boolean;
}

/** Stories shorter than this are not checked: their language cannot be told. */
export const MIN_LANGUAGE_CHECK = 50;
const DEBOUNCE_MS = 700;

/**
 * Asks the server, a moment after typing stops, whether the story can be written, so the form
 * says so before submit. Network trouble says nothing: the server checks again on submit.
 */
export function useStoryLanguage(story: string): LanguageVerdict | null {
  const [verdict, setVerdict] = useState<LanguageVerdict | null>(null);
  const text = story.trim();
  useEffect(() => {
    if ([...text].length < MIN_LANGUAGE_CHECK) {
      setVerdict(null);
      return;
    }
    let live = true;
    const timer = window.setTimeout(() => {
      post<LanguageVerdict>("/api/emails/language", { story: text })
        .then((v) => live && setVerdict(v ?? null))
        .catch(() => live && setVerdict(null));
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [text]);
  return verdict;
}

/** Words in a text, as the length band counts them. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/**
 * Whether a story is too thin for the chosen band when the built-in writer writes it: it tells
 * what it was given and invents nothing, so under half the band's floor in story words the
 * email lands short of the length chosen.
 */
export function storyTooThin(storyWords: number, band: [number, number]): boolean {
  return storyWords < band[0] / 2;
}
