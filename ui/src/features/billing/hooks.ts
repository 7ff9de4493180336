/** The billing calls and the hooks of the billing pages. */
import { useCallback, useState } from "react";
import useSWR, { mutate as globalMutate } from "swr";
import { get, post, statusOf } from "@/lib/api";
import { toast } from "@/components/ui/use-toast";
import { CONFIG_KEY, getAppConfig } from "@/features/auth/config";
import { useSessionHandlers } from "@/features/auth/session";
import { SUBSCRIPTION_KEY, USAGE_KEY } from "@/features/usage/hooks";
import type { Subscription } from "@/features/usage/logic";
import { NoCheckoutURL, cancelProblem, checkoutProblem, portalProblem, testPagesAvailable } from "./logic";

/** POST /api/create-checkout-session: the address of the checkout to go to. */
export async function createCheckoutSession(): Promise<{ url: string; sessionId?: string; testMode?: boolean }> {
  const res = await post<{ url?: string; sessionId?: string; testMode?: boolean }>("/api/create-checkout-session");
  if (!res?.url) throw new NoCheckoutURL();
  return { url: res.url, sessionId: res.sessionId, testMode: res.testMode };
}

/** Stores a subscription the server answered with, then asks for usage again (the plan sets the allowance). */
export async function refreshBilling(sub?: Subscription | null): Promise<void> {
  if (sub && typeof sub === "object" && "subscriptionStatus" in sub) {
    await globalMutate(SUBSCRIPTION_KEY, sub, { revalidate: false });
  } else {
    await globalMutate(SUBSCRIPTION_KEY);
  }
  await globalMutate(USAGE_KEY);
}

/** A 401 during an action: the session is over. Returns true when it took care of the error. */
function useExpiry() {
  const { sessionExpired } = useSessionHandlers();
  return useCallback(
    (err: unknown) => {
      if (statusOf(err) !== 401) return false;
      sessionExpired();
      return true;
    },
    [sessionExpired],
  );
}

/** Subscribe Now: asks for a checkout and sends the browser there. */
export function useCheckout() {
  const [busy, setBusy] = useState(false);
  const expired = useExpiry();
  const start = useCallback(async () => {
    setBusy(true);
    try {
      const { url } = await createCheckoutSession();
      window.location.assign(url);
      // The page is leaving: stay busy so the button cannot be pressed twice.
    } catch (err) {
      setBusy(false);
      if (expired(err)) return;
      toast({ ...checkoutProblem(err), variant: "destructive" });
    }
  }, [expired]);
  return { start, busy };
}

/**
 * Manage Subscription: opens the billing portal in a new tab. The tab is opened at the click,
 * before the call answers, so that pop-up blockers let it through.
 */
export function usePortal() {
  const [busy, setBusy] = useState(false);
  const expired = useExpiry();
  const open = useCallback(async () => {
    setBusy(true);
    const tab = window.open("", "_blank");
    try {
      const res = await post<{ url?: string }>("/api/billing-portal");
      if (!res?.url) {
        tab?.close();
        toast({ ...portalProblem(null), variant: "destructive" });
        return;
      }
      if (tab && !tab.closed) {
        tab.opener = null;
        tab.location.href = res.url;
      } else {
        window.open(res.url, "_blank", "noopener");
      }
    } catch (err) {
      tab?.close();
      if (expired(err)) return;
      toast({ ...portalProblem(err), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }, [expired]);
  return { open, busy };
}

export const CANCEL_CONFIRM_TITLE = "Cancel your Starter subscription?";
export const CANCEL_CONFIRM_TEXT =
  "Are you sure you want to cancel your Starter subscription? You keep Starter until the end of the current billing period.";

/** Cancel at the end of the period; the page asks for confirmation first. Returns true when cancelled. */
export function useCancelSubscription() {
  const [busy, setBusy] = useState(false);
  const expired = useExpiry();
  const cancel = useCallback(async (): Promise<boolean> => {
    setBusy(true);
    try {
      const res = await post<{ subscription?: Subscription }>("/api/cancel-subscription");
      await refreshBilling(res?.subscription);
      toast({
        title: "Subscription Canceled",
        description: "Your Starter plan stays active until the end of the current billing period.",
        variant: "success",
      });
      return true;
    } catch (err) {
      if (!expired(err)) toast({ ...cancelProblem(err), variant: "destructive" });
      return false;
    } finally {
      setBusy(false);
    }
  }, [expired]);
  return { cancel, busy };
}

/** The pending local checkout shown by the confirmation page. */
export interface LocalCheckout {
  sessionId: string;
  email: string;
  plan: string;
  priceCents: number;
  interval: string;
  credits: number;
  expiresAt?: string;
}

export function useLocalCheckout(session: string | null) {
  const { data, error, isLoading } = useSWR<LocalCheckout>(
    session ? `/api/test-checkout/${encodeURIComponent(session)}` : null,
    (key: string) => get<LocalCheckout>(key),
  );
  return { checkout: data, error, isLoading };
}

/** Confirm payment on the local confirmation page. Answers where to go next. */
export async function completeLocalCheckout(session: string): Promise<string> {
  const res = await post<{ url?: string; subscription?: Subscription }>("/api/test-checkout/complete", { session });
  await refreshBilling(res?.subscription);
  return res?.url || "/billing?success=true";
}

export type TestPagesState = "loading" | "available" | "unavailable";

/** The payment test pages exist only when the server runs with APP_ENV=development. */
export function useTestPages(): TestPagesState {
  // No fallback here (unlike useAppConfig): "not known yet" must not read as production.
  const { data } = useSWR(CONFIG_KEY, getAppConfig);
  if (!data) return "loading";
  return testPagesAvailable(data.appEnv) ? "available" : "unavailable";
}
