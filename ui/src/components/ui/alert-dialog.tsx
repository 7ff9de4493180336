import type { ComponentProps, ReactNode } from "react";
import * as RadixAlertDialog from "radix-ui/alert-dialog";
import { cn } from "@/lib/utils";
import { buttonClass } from "./button";
import { overlayClass, panelClass } from "./dialog";
import { usePassedEscape } from "./escape";

export const AlertDialog = RadixAlertDialog.Root;
export const AlertDialogTrigger = RadixAlertDialog.Trigger;

export function AlertDialogContent({ className, children, onKeyDown, ...props }: ComponentProps<typeof RadixAlertDialog.Content>) {
  const escape = usePassedEscape<HTMLButtonElement>(onKeyDown);
  return (
    <RadixAlertDialog.Portal>
      <RadixAlertDialog.Overlay className={overlayClass} />
      <RadixAlertDialog.Content className={cn(panelClass, "max-w-md", className)} onKeyDown={escape.onKeyDown} {...props}>
        {/* Cancels on an Escape a toast passed on, as Escape does without a toast. First, so a
            visible Cancel below stays the one Radix focuses when the dialog opens. */}
        <RadixAlertDialog.Cancel ref={escape.closeRef} hidden tabIndex={-1} />
        {children}
      </RadixAlertDialog.Content>
    </RadixAlertDialog.Portal>
  );
}

export function AlertDialogHeader({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-1.5">{children}</div>;
}

export function AlertDialogFooter({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof RadixAlertDialog.Title>) {
  return <RadixAlertDialog.Title className={cn("text-lg font-semibold tracking-tight", className)} {...props} />;
}

export function AlertDialogDescription({ className, ...props }: ComponentProps<typeof RadixAlertDialog.Description>) {
  return <RadixAlertDialog.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function AlertDialogCancel({ className, ...props }: ComponentProps<typeof RadixAlertDialog.Cancel>) {
  return <RadixAlertDialog.Cancel className={buttonClass("outline", "md", className)} {...props} />;
}

export function AlertDialogAction({
  className,
  destructive,
  ...props
}: ComponentProps<typeof RadixAlertDialog.Action> & { destructive?: boolean }) {
  return <RadixAlertDialog.Action className={buttonClass(destructive ? "destructive" : "primary", "md", className)} {...props} />;
}
