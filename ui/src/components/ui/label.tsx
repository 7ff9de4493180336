import type { ComponentProps } from "react";
import * as RadixLabel from "radix-ui/label";
import { cn } from "@/lib/utils";

export function Label({ className, ...props }: ComponentProps<typeof RadixLabel.Root>) {
  return (
    <RadixLabel.Root
      className={cn("text-sm font-medium text-foreground peer-disabled:cursor-not-allowed peer-disabled:opacity-70", className)}
      {...props}
    />
  );
}
