import { useEffect } from "react";

/**
 * While `active`, reloading or closing the tab asks first (the browser's own question): a quote
 * half typed was lost without a word. Moves inside the app are not unloads and are not stopped.
 */
export function useLeaveWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [active]);
}
