import { useEffect } from "react";
import { useLocation } from "react-router";

/** The canonical address of a page: origin plus path, without a trailing slash. */
export function canonicalHref(origin: string, pathname: string): string {
  const path = pathname.replace(/\/+$/, "");
  return origin.replace(/\/+$/, "") + path;
}

/** Keeps <link rel="canonical"> in step with the current path on every navigation. */
export function useCanonicalLink(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    let link = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!link) {
      link = document.createElement("link");
      link.rel = "canonical";
      document.head.appendChild(link);
    }
    link.href = canonicalHref(window.location.origin, pathname);
  }, [pathname]);
}
