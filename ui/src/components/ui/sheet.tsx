import type { ComponentProps } from "react";
import * as RadixDialog from "radix-ui/dialog";
import { X } from "lucide-react";
import { cn } from "@/lib/utils";
import { overlayClass } from "./dialog";
import { usePassedEscape } from "./escape";

export const Sheet = RadixDialog.Root;
export const SheetTrigger = RadixDialog.Trigger;
export const SheetClose = RadixDialog.Close;
export const SheetTitle = RadixDialog.Title;
export const SheetDescription = RadixDialog.Description;

/** A panel that slides in from the left over the page (the navigation on small screens). */
export function SheetContent({ className, children, onKeyDown, ...props }: ComponentProps<typeof RadixDialog.Content>) {
  const escape = usePassedEscape<HTMLButtonElement>(onKeyDown);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlayClass} />
      <RadixDialog.Content
        className={cn(
          "fixed inset-y-0 left-0 z-50 flex w-[min(20rem,calc(100vw-3rem))] flex-col bg-surface shadow-pop outline-none data-[state=open]:animate-slide-in-left",
          className,
        )}
        onKeyDown={escape.onKeyDown}
        {...props}
      >
        {children}
        <RadixDialog.Close
          ref={escape.closeRef}
          aria-label="Close menu"
          className="absolute top-4 right-3 rounded-lg p-1.5 text-muted-foreground transition hover:bg-muted hover:text-foreground"
        >
          <X className="size-5" />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
