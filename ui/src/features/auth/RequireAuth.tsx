import { useEffect, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { FullPageSpinner } from "@/components/ui/spinner";
import { useUser } from "./useUser";

/** Login address that brings the visitor back to where they were going. */
export function loginPathFor(pathname: string, search = ""): string {
  const target = pathname + search;
  if (!target || target === "/") return "/login";
  return `/login?returnTo=${encodeURIComponent(target)}`;
}

/**
 * Shows its children only to a signed-in visitor: a spinner while that is being found out, and
 * 'Redirecting to login...' on the way to /login for everyone else.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  const location = useLocation();
  const navigate = useNavigate();
  const signedOut = !isLoading && !user;

  useEffect(() => {
    if (signedOut) navigate(loginPathFor(location.pathname, location.search), { replace: true });
  }, [signedOut, navigate, location.pathname, location.search]);

  if (isLoading) return <FullPageSpinner />;
  if (!user) return <FullPageSpinner message="Redirecting to login..." />;
  return <>{children}</>;
}
