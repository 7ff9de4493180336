/**
 * Toast state kept outside React so any code (hooks, session handling) can raise a toast.
 * Limits follow the product spec: one toast visible at a time, a dismissed toast is kept
 * (closed) for 1,000,000 ms before it is removed.
 */
import { useSyncExternalStore, type ReactNode } from "react";

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5_000;

export type ToastVariant = "default" | "success" | "destructive" | "warning";

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; defaults to the provider's 5000. */
  duration?: number;
  action?: ReactNode;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let items: ToastItem[] = [];
let counter = 0;
const subscribers = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit() {
  for (const s of subscribers) s();
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      items = items.filter((t) => t.id !== id);
      emit();
    }, TOAST_REMOVE_DELAY),
  );
}

/** Closes one toast, or all of them when no id is given. */
export function dismiss(id?: string) {
  items = items.map((t) => {
    if (id === undefined || t.id === id) {
      scheduleRemoval(t.id);
      return { ...t, open: false };
    }
    return t;
  });
  emit();
}

let heldUntil = 0;

/**
 * Keeps the toast on screen now for `ms`: toasts raised meanwhile are dropped. A lost session
 * uses it so the "logged out" notice is not replaced by the failure toast of the call that
 * found out (only one toast is visible at a time).
 */
export function holdToasts(ms: number) {
  heldUntil = Date.now() + ms;
}

/** Shows a toast and returns its id (empty when dropped). Older toasts beyond the limit drop out. */
export function toast(input: ToastInput): string {
  if (Date.now() < heldUntil) return "";
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  items = [{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

function subscribe(cb: () => void) {
  subscribers.add(cb);
  return () => {
    subscribers.delete(cb);
  };
}

const snapshot = () => items;

export function useToast() {
  const toasts = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts, toast, dismiss };
}
