/**
 * The landing page's live statistics: GET /api/public/stats (cached 5 minutes, 1 retry), kept
 * current by the `stats.public` pushes every visitor's socket receives, with the spec's fixed
 * figures when the numbers cannot be loaded.
 */
import useSWR from "swr";
import { get, retryUnless401, staleFor, staleTimes } from "@/lib/api";
import { useRealtimeEvent } from "@/lib/realtime";

export const STATS_KEY = "/api/public/stats";

export interface PublicStats {
  totalUsers: number;
  emailsThisWeek: number;
  totalEmails: number;
}

/** What the page shows when the statistics cannot be loaded. */
export const FALLBACK_TEXT = { totalUsers: "359+", emailsThisWeek: "89", totalEmails: "359+" } as const;

export type StatName = keyof PublicStats;

function count(v: unknown): number | null {
  return typeof v === "number" && Number.isFinite(v) && v >= 0 ? Math.floor(v) : null;
}

/** Reads an answer or a push; null unless all three counts are there. */
export function normalizeStats(raw: unknown): PublicStats | null {
  if (!raw || typeof raw !== "object") return null;
  const o = raw as Record<string, unknown>;
  const totalUsers = count(o.totalUsers);
  const emailsThisWeek = count(o.emailsThisWeek);
  const totalEmails = count(o.totalEmails);
  if (totalUsers === null || emailsThisWeek === null || totalEmails === null) return null;
  return { totalUsers, emailsThisWeek, totalEmails };
}

/**
 * A count as the page prints it: 1,234. Written out rather than toLocaleString("en-US"), which
 * builds a number formatter on every call: a count-up animation makes dozens of calls a second,
 * and the first ones cost a visitor's first paint a quarter of a second.
 */
export function formatCount(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+$)/g, ",");
}

async function fetchStats(key: string): Promise<PublicStats> {
  const stats = normalizeStats(await get(key));
  if (!stats) throw new Error("Malformed statistics");
  return stats;
}

const statsQuery = { ...staleFor(staleTimes.stats), ...retryUnless401(1, 1000) };

export interface LiveStats {
  /** The counts, or undefined while loading or after a failure. */
  stats: PublicStats | undefined;
  /** True once the call failed and no push has brought numbers since: show the fallback text. */
  failed: boolean;
  loading: boolean;
}

/** The public statistics, updated in place by `stats.public` pushes. */
export function usePublicStats(): LiveStats {
  const { data, error, isLoading, mutate } = useSWR<PublicStats>(STATS_KEY, fetchStats, statsQuery);
  useRealtimeEvent("stats.public", (pushed) => {
    const stats = normalizeStats(pushed);
    if (stats) void mutate(stats, { revalidate: false });
  });
  return { stats: data, failed: !data && Boolean(error), loading: !data && isLoading };
}

/** The text of one statistic: the live count, the fallback after a failure, or null while loading. */
export function statText(live: Pick<LiveStats, "stats" | "failed">, name: StatName): string | null {
  if (live.stats) return formatCount(live.stats[name]);
  if (live.failed) return FALLBACK_TEXT[name];
  return null;
}

/**
 * Below this many users the page does not print its counts: "Join 3 marketers" advertises an
 * empty room. It speaks of being early instead.
 */
export const SOCIAL_PROOF_MIN_USERS = 100;

export type StatsMood = "loading" | "young" | "counted" | "fallback";

/**
 * How the page speaks of its numbers: live counts once there are enough users, early-days wording
 * before that, the fixed figures (never labelled live) after a failure, and no count meanwhile
 * (the page shows the early-days facts and neutral words).
 */
export function statsMood(live: Pick<LiveStats, "stats" | "failed">): StatsMood {
  if (live.stats) return live.stats.totalUsers >= SOCIAL_PROOF_MIN_USERS ? "counted" : "young";
  return live.failed ? "fallback" : "loading";
}

/** "1 marketer", "2 marketers": the noun in the count's number. */
export function pluralize(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}
