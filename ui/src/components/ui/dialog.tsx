import type { ComponentProps, ReactNode } from "react";
import * as RadixDialog from "radix-ui/dialog";
import { X } from "lucide-react";
import { cn } from "@/lib/utils";
import { usePassedEscape } from "./escape";

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export const overlayClass =
  "fixed inset-0 z-50 bg-foreground/40 backdrop-blur-[2px] data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out";
export const panelClass =
  "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto " +
  "rounded-2xl border border-border bg-surface p-6 shadow-pop data-[state=open]:animate-zoom-in data-[state=closed]:animate-fade-out focus:outline-none";

export function DialogContent({
  className,
  children,
  hideClose,
  onKeyDown,
  ...props
}: ComponentProps<typeof RadixDialog.Content> & { hideClose?: boolean }) {
  const escape = usePassedEscape<HTMLButtonElement>(onKeyDown);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlayClass} />
      <RadixDialog.Content className={cn(panelClass, className)} onKeyDown={escape.onKeyDown} {...props}>
        {children}
        {/* Kept when hidden (hideClose): it closes the dialog on an Escape a toast passed on. */}
        <RadixDialog.Close
          ref={escape.closeRef}
          hidden={hideClose}
          aria-label="Close"
          className="absolute top-4 right-4 rounded-lg p-1.5 text-muted-foreground transition hover:bg-muted hover:text-foreground"
        >
          <X className="size-4" />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export function DialogHeader({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("flex flex-col gap-1.5 pr-6", className)}>{children}</div>;
}

export function DialogFooter({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}>{children}</div>;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof RadixDialog.Title>) {
  return <RadixDialog.Title className={cn("text-lg font-semibold tracking-tight", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}
