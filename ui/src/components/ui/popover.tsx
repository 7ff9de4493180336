import type { ComponentProps } from "react";
import * as RadixPopover from "radix-ui/popover";
import { cn } from "@/lib/utils";

export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;
export const PopoverClose = RadixPopover.Close;
export const PopoverAnchor = RadixPopover.Anchor;

// collisionPadding keeps a popover clear of the screen edges on a phone.
export function PopoverContent({ className, sideOffset = 10, align = "end", collisionPadding = 16, ...props }: ComponentProps<typeof RadixPopover.Content>) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={collisionPadding}
        className={cn(
          "z-50 w-80 max-w-[calc(100vw-2rem)] rounded-2xl border border-border bg-surface p-5 shadow-pop outline-none data-[state=open]:animate-fade-in",
          className,
        )}
        {...props}
      />
    </RadixPopover.Portal>
  );
}
