/**
 * Escape inside a dialog while a toast shows. Radix counts each open toast as a layer above the
 * dialog that was open when it appeared, and gives Escape to the top layer only, so the toast
 * would take the key meant for the dialog. The toast passes such a key on (toast.tsx) and the
 * dialog's content closes on it (dialog.tsx, alert-dialog.tsx, sheet.tsx).
 */
import { useRef, type KeyboardEvent, type KeyboardEventHandler } from "react";

const passed = new WeakSet<Event>();

/** Passes on an Escape pressed inside an open dialog; false when it was pressed elsewhere. */
export function passEscapeToDialog(event: Event): boolean {
  const target = event.target instanceof Element ? event.target : null;
  if (!target?.closest('[role="dialog"], [role="alertdialog"]')) return false;
  passed.add(event);
  return true;
}

/**
 * For a dialog's content: a ref for its close (or cancel) button and an onKeyDown that presses it
 * on a passed-on Escape, once, for the innermost dialog, after the caller's own onKeyDown.
 */
export function usePassedEscape<E extends HTMLElement>(onKeyDown?: KeyboardEventHandler<HTMLDivElement>) {
  const closeRef = useRef<E>(null);
  return {
    closeRef,
    onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
      onKeyDown?.(event);
      if (event.key === "Escape" && passed.delete(event.nativeEvent)) closeRef.current?.click();
    },
  };
}
