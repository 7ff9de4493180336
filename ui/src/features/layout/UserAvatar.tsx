import { cn } from "@/lib/utils";
import { initialsOf } from "@/features/auth/names";
import type { User } from "@/features/auth/types";

export function UserAvatar({ user, className }: { user: User | null | undefined; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-400 to-brand-700 text-[13px] font-bold tracking-wide text-white",
        className,
      )}
    >
      {initialsOf(user)}
    </span>
  );
}
