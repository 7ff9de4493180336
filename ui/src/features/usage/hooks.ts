import useSWR from "swr";
import { get, retryUnless401, staleFor, staleTimes } from "@/lib/api";
import { useRealtimeEvent } from "@/lib/realtime";
import { useUser } from "@/features/auth/useUser";
import { normalizeUsage, type Subscription, type Usage } from "./logic";

export const USAGE_KEY = "/api/usage";
export const SUBSCRIPTION_KEY = "/api/subscription";

const usageQuery = { ...staleFor(staleTimes.usage), ...retryUnless401(2, 1000) };
const subscriptionQuery = staleFor(staleTimes.subscription);

/** GET /api/usage, asked only when signed in. `usage` is undefined until known. */
export function useUsage() {
  const { isAuthenticated } = useUser();
  const { data, error, isLoading, mutate } = useSWR<Usage>(
    isAuthenticated ? USAGE_KEY : null,
    async (key: string) => normalizeUsage(await get(key)),
    usageQuery,
  );
  return { usage: data, error, isLoading, mutate };
}

/** GET /api/subscription, asked only when signed in. */
export function useSubscription() {
  const { isAuthenticated } = useUser();
  const { data, error, isLoading, mutate } = useSWR<Subscription>(
    isAuthenticated ? SUBSCRIPTION_KEY : null,
    (key: string) => get<Subscription>(key),
    subscriptionQuery,
  );
  return { subscription: data, error, isLoading, mutate };
}

/** Keeps usage and subscription caches in step with the server's pushes. Mount once per layout. */
export function useUsageSync() {
  const { mutate: mutateUsage } = useUsage();
  const { mutate: mutateSubscription } = useSubscription();
  useRealtimeEvent("usage", (data) => {
    if (data && typeof data === "object" && "emailsCreated" in (data as object)) {
      void mutateUsage(normalizeUsage(data), { revalidate: false });
    } else {
      void mutateUsage();
    }
  });
  // A failed generation gives its credit back: ask for the true count rather than trust that a
  // usage push follows (the sweeper's failures, or a push lost to a reconnect).
  useRealtimeEvent("email.status", (data) => {
    if (data && typeof data === "object" && (data as { status?: unknown }).status === "failed") void mutateUsage();
  });
  useRealtimeEvent("subscription", (data) => {
    if (data && typeof data === "object" && "subscriptionStatus" in (data as object)) {
      void mutateSubscription(data as Subscription, { revalidate: false });
    } else {
      void mutateSubscription();
    }
  });
}
