import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * A new page opens at its top (a link followed from far down a list would otherwise land mid-way
 * down the next page); Back and Forward keep the browser's own position, and #anchors scroll
 * themselves.
 */
export function useScrollTopOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type === "POP" || hash) return;
    window.scrollTo(0, 0);
  }, [pathname, hash, type]);
}
