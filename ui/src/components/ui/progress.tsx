import type { ComponentProps } from "react";
import * as RadixProgress from "radix-ui/progress";
import { cn } from "@/lib/utils";

const bars = {
  brand: "bg-brand-600",
  success: "bg-success",
  warning: "bg-warning",
  danger: "bg-danger",
} as const;

export function Progress({
  value,
  tone = "brand",
  className,
  ...props
}: ComponentProps<typeof RadixProgress.Root> & { value: number; tone?: keyof typeof bars }) {
  const v = Math.max(0, Math.min(100, value));
  return (
    <RadixProgress.Root
      value={v}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-muted", className)}
      {...props}
    >
      <RadixProgress.Indicator
        className={cn("h-full rounded-full transition-[width] duration-500 ease-out", bars[tone])}
        style={{ width: `${v}%` }}
      />
    </RadixProgress.Root>
  );
}
