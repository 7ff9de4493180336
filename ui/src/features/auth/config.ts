import useSWR from "swr";
import { get } from "@/lib/api";
import { DEFAULT_SUPER_ADMIN_ID, roleOf } from "./roles";
import type { AppConfig, Role, User } from "./types";
import { useUser } from "./useUser";

export const CONFIG_KEY = "/api/config";

export const defaultConfig: AppConfig = { superAdminId: DEFAULT_SUPER_ADMIN_ID, appEnv: "production", stripeTestMode: false };

let pending: Promise<AppConfig> | null = null;

/** The server's public settings; falls back to the defaults when it cannot answer. Fetched once. */
export function getAppConfig(): Promise<AppConfig> {
  if (!pending) {
    pending = get<Partial<AppConfig>>(CONFIG_KEY)
      .then((c) => ({
        superAdminId: typeof c?.superAdminId === "string" && c.superAdminId ? c.superAdminId : defaultConfig.superAdminId,
        appEnv: typeof c?.appEnv === "string" ? c.appEnv : defaultConfig.appEnv,
        stripeTestMode: Boolean(c?.stripeTestMode),
      }))
      .catch(() => {
        pending = null;
        return defaultConfig;
      });
  }
  return pending;
}

export function useAppConfig(): AppConfig {
  const { data } = useSWR(CONFIG_KEY, getAppConfig, { fallbackData: defaultConfig, revalidateOnMount: true });
  return data ?? defaultConfig;
}

/** The signed-in person and their role. */
export function useRole(): { user: User | null; role: Role | null; isLoading: boolean } {
  const { user, isLoading } = useUser();
  const { superAdminId } = useAppConfig();
  return { user, role: user ? roleOf(user.id, superAdminId) : null, isLoading };
}
