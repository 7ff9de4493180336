import { useCallback } from "react";
import { useNavigate } from "react-router";
import { post } from "@/lib/api";
import { holdToasts, toast } from "@/components/ui/use-toast";
import { clearSession } from "./useUser";

let redirecting = false;
const HOLD_AFTER_REDIRECT_MS = 1_500;

function sendToLogin(go: (to: string) => void, title: string, description: string, delay: number) {
  if (redirecting) return;
  redirecting = true;
  toast({ title, description, variant: "destructive" });
  // The call that found out usually toasts its own failure next: this notice wins.
  holdToasts(delay + HOLD_AFTER_REDIRECT_MS);
  window.setTimeout(() => {
    redirecting = false;
    void clearSession();
    go("/login");
  }, delay);
}

/**
 * Reactions to a lost session, per the error catalogue: "Unauthorized" redirects after about
 * 500 ms, "Session Expired" after 1 second.
 */
export function useSessionHandlers() {
  const navigate = useNavigate();
  const go = useCallback((to: string) => navigate(to, { replace: true }), [navigate]);
  const unauthorized = useCallback(
    () => sendToLogin(go, "Unauthorized", "You are logged out. Logging in again...", 500),
    [go],
  );
  const sessionExpired = useCallback(() => sendToLogin(go, "Session Expired", "Please log in again.", 1000), [go]);
  return { unauthorized, sessionExpired };
}

/** Signs out: tells the server, then always goes to /login, even when the call failed. */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await post("/api/auth/logout");
    } catch (err) {
      console.error("logout failed", err);
    }
    void clearSession();
    navigate("/login", { replace: true });
  }, [navigate]);
}
