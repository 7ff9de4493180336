import * as RadixToast from "radix-ui/toast";
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from "lucide-react";
import { cn } from "@/lib/utils";
import { passEscapeToDialog } from "./escape";
import { TOAST_DURATION, useToast, type ToastVariant } from "./use-toast";

const look: Record<ToastVariant, { box: string; icon: typeof Info; iconClass: string }> = {
  default: { box: "border-border bg-surface", icon: Info, iconClass: "text-brand-600" },
  success: { box: "border-emerald-200 bg-surface", icon: CheckCircle2, iconClass: "text-emerald-600" },
  warning: { box: "border-amber-200 bg-surface", icon: AlertTriangle, iconClass: "text-amber-600" },
  destructive: { box: "border-red-200 bg-red-50", icon: XCircle, iconClass: "text-red-600" },
};

/** Renders the toasts raised with toast()/useToast(); mount once near the root. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <RadixToast.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map(({ id, title, description, variant = "default", duration, action, open }) => {
        const l = look[variant];
        const Icon = l.icon;
        return (
          <RadixToast.Root
            key={id}
            open={open}
            duration={duration}
            onOpenChange={(o) => {
              if (!o) dismiss(id);
            }}
            // Escape pressed in a dialog is the dialog's (escape.ts): the toast stays.
            onEscapeKeyDown={(event) => {
              if (passEscapeToDialog(event)) event.preventDefault();
            }}
            className={cn(
              "group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-2xl border p-4 pr-10 shadow-pop",
              "data-[state=open]:animate-slide-in-right data-[state=closed]:animate-fade-out",
              "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-swipe-out",
              l.box,
            )}
          >
            <Icon className={cn("mt-0.5 size-5 shrink-0", l.iconClass)} aria-hidden="true" />
            <div className="grid min-w-0 gap-1">
              {title ? <RadixToast.Title className="text-sm font-semibold text-foreground">{title}</RadixToast.Title> : null}
              {description ? (
                <RadixToast.Description className="text-sm leading-snug text-muted-foreground">{description}</RadixToast.Description>
              ) : null}
              {action}
            </div>
            <RadixToast.Close
              aria-label="Close"
              className="absolute top-3 right-3 rounded-md p-1 text-muted-foreground opacity-70 transition hover:bg-muted hover:opacity-100"
            >
              <X className="size-4" />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport
        hotkey={["F8"]}
        className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-20 sm:max-w-[400px]"
      />
    </RadixToast.Provider>
  );
}
