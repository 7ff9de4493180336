import { useEffect } from "react";
import { SITE_NAME } from "./documentTitle";

/**
 * Names the tab after this page's own content (an email's title) while it is shown. Applied a
 * tick later: the frame above sets the path's title in its own effect, which runs after ours.
 * Kept apart from documentTitle.ts so the entry every visitor downloads does not carry it.
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    const name = title?.trim();
    if (!name) return;
    const t = setTimeout(() => {
      document.title = `${name} · ${SITE_NAME}`;
    }, 0);
    return () => clearTimeout(t);
  }, [title]);
}
