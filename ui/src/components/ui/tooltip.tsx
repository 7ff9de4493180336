import type { ComponentProps, ReactNode } from "react";
import * as RadixTooltip from "radix-ui/tooltip";
import { cn } from "@/lib/utils";

/**
 * Tooltip timing from the spec: open after 700 ms, 300 ms grace when moving between triggers.
 * The signed-in and admin layouts mount it; a public page that shows tooltips wraps itself in it
 * (it is kept out of the root so the landing page does not load the positioning code).
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={700} skipDelayDuration={300}>
      {children}
    </RadixTooltip.Provider>
  );
}

export const Tooltip = RadixTooltip.Root;
export const TooltipTrigger = RadixTooltip.Trigger;

export function TooltipContent({ className, sideOffset = 6, ...props }: ComponentProps<typeof RadixTooltip.Content>) {
  return (
    <RadixTooltip.Portal>
      <RadixTooltip.Content
        sideOffset={sideOffset}
        className={cn(
          "z-50 max-w-xs rounded-lg bg-foreground px-2.5 py-1.5 text-xs font-medium text-white shadow-pop data-[state=delayed-open]:animate-fade-in",
          className,
        )}
        {...props}
      />
    </RadixTooltip.Portal>
  );
}

/** A short label shown when hovering or focusing the child. */
export function Hint({ label, children, side }: { label: ReactNode; children: ReactNode; side?: "top" | "right" | "bottom" | "left" }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side={side}>{label}</TooltipContent>
    </Tooltip>
  );
}
