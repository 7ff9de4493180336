import { lazy, Suspense, useCallback, useEffect, useMemo } from "react";
import { Outlet, useLocation } from "react-router";
import { SWRConfig, type SWRConfiguration } from "swr";
import { usePageViews } from "@/lib/analytics";
import { isUnauthorized, onSessionLost, statusOf } from "@/lib/api";
import { RealtimeProvider } from "@/lib/realtime";
import { FullPageSpinner } from "@/components/ui/spinner";
import { CONFIG_KEY } from "@/features/auth/config";
import { useSessionHandlers } from "@/features/auth/session";
import { mayBeSignedIn, USER_KEY, useUser } from "@/features/auth/useUser";
import { useCanonicalLink } from "@/features/layout/canonical";
import { useDocumentTitle } from "@/features/layout/documentTitle";
import { ErrorBoundary } from "@/features/layout/ErrorBoundary";

const HelpWidget = lazy(() => import("@/features/help/HelpWidget").then((m) => ({ default: m.HelpWidget })));

/** The frame around every route: session handling, the socket, the canonical link, the help button. */
export function Root() {
  useCanonicalLink();
  useDocumentTitle();
  usePageViews();
  const { user, isLoading } = useUser();
  const { unauthorized, sessionExpired } = useSessionHandlers();
  // The customer help button has no place in the back office (staff pages and a staff member's home).
  const { pathname } = useLocation();
  const backOffice = pathname.startsWith("/admin") || (user?.id?.startsWith("admin-") ?? false);

  // A data call answering 401 means the session ended while the page was open.
  const onError = useCallback<NonNullable<SWRConfiguration["onError"]>>(
    (err, key) => {
      if (key === USER_KEY || key === CONFIG_KEY) return;
      if (isUnauthorized(err)) unauthorized();
      else if (statusOf(err) === 401) sessionExpired();
    },
    [unauthorized, sessionExpired],
  );
  const swr = useMemo(() => ({ onError }), [onError]);

  // Any call (a delete, a checkout, a save) answering 401 ends the session the same way, at once,
  // rather than each action showing its own failure and the page acting on for seconds.
  useEffect(
    () =>
      onSessionLost((err) => {
        if (isUnauthorized(err)) unauthorized();
        else sessionExpired();
      }),
    [unauthorized, sessionExpired],
  );

  // A new identity opens a new socket and remounts the page below. A visitor's socket (and page)
  // starts at once; a browser that may hold a session waits for the session check so its socket
  // opens once, as the user (or as a visitor when the check answers 401).
  const socketIdentity = user?.id ?? (isLoading && mayBeSignedIn() ? null : "visitor");

  return (
    <SWRConfig value={swr}>
      <RealtimeProvider identity={socketIdentity}>
        <ErrorBoundary>
          <Suspense fallback={<FullPageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
        {backOffice ? null : (
          <Suspense fallback={null}>
            <HelpWidget />
          </Suspense>
        )}
      </RealtimeProvider>
    </SWRConfig>
  );
}
