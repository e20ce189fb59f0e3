import { useSyncExternalStore } from "react";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "../../shared/constants";

export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

/** How long a toast stays on screen before it dismisses itself. */
export const TOAST_AUTO_DISMISS_MS = 6_000;

/**
 * A tiny module-level store so that any code (hooks, socket handlers) can raise a toast.
 * SPEC §4/§9: at most TOAST_LIMIT toasts; a dismissed toast is removed TOAST_REMOVE_DELAY_MS later
 * (a newer toast replaces it at once anyway, because of the limit).
 */
let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>[]>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function clearTimers(id: string) {
  for (const timer of timers.get(id) ?? []) clearTimeout(timer);
  timers.delete(id);
}

function remove(id: string) {
  clearTimers(id);
  emit(toasts.filter((item) => item.id !== id));
}

export function dismissToast(id?: string) {
  emit(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  for (const item of toasts) {
    if (id !== undefined && item.id !== id) continue;
    clearTimers(item.id);
    timers.set(item.id, [setTimeout(() => remove(item.id), TOAST_REMOVE_DELAY_MS)]);
  }
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const kept = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  for (const dropped of toasts) if (!kept.some((item) => item.id === dropped.id)) clearTimers(dropped.id);
  emit(kept);
  timers.set(id, [setTimeout(() => dismissToast(id), TOAST_AUTO_DISMISS_MS)]);
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current toasts (newest first). */
export const getToasts = () => toasts;

export function useToast() {
  const items = useSyncExternalStore(subscribe, getToasts, getToasts);
  return { toasts: items, toast, dismiss: dismissToast };
}
