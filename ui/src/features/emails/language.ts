import { useEffect, useState } from "react";
import { post } from "@/lib/api";

/** POST /api/emails/language: whether the configured writer can write a story's language. */
export interface LanguageVerdict {
  language: string;
  languageName: string;
  supported: boolean;
  message?: string;
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
