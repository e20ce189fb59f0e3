/**
 * The modal dialogs open now, the last one on top. A modal makes everything outside it inert and
 * sits in the top layer: a toast raised while one is open was drawn under its backdrop, its close
 * button out of reach. The Toaster renders inside the topmost one instead (ui/toast.tsx).
 */
import { useSyncExternalStore } from "react";

let stack: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function changed(next: HTMLDialogElement[]): void {
  stack = next;
  for (const listener of listeners) listener();
}

export function modalOpened(dialog: HTMLDialogElement): void {
  changed([...stack.filter((d) => d !== dialog), dialog]);
}

export function modalClosed(dialog: HTMLDialogElement): void {
  if (stack.includes(dialog)) changed(stack.filter((d) => d !== dialog));
}

/** The topmost open modal dialog, or null. */
export function useTopModal(): HTMLDialogElement | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => stack.at(-1) ?? null,
    () => null,
  );
}
