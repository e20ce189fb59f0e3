import { useEffect, useRef, type RefObject } from "react";

const CONTROLS = "a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex='-1'])";

/**
 * When a re-render removes or disables the control that had the focus inside `container` (an
 * « Attribuer » gone with the award), the focus fell to <body> and a keyboard user started over
 * from the top: it goes instead to the first control left in the container, or to `fallback`'s.
 */
export function useFocusRescue(container: RefObject<HTMLElement | null>, fallback?: () => HTMLElement | null | undefined) {
  const rescueTo = useRef(fallback);
  useEffect(() => {
    rescueTo.current = fallback;
  });
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let hadFocus = element.contains(document.activeElement);
    const track = (event: FocusEvent) => {
      hadFocus = event.target instanceof Node && element.contains(event.target);
    };
    const observer = new MutationObserver(() => {
      const active = document.activeElement;
      if (!hadFocus || (active !== null && active !== document.body)) return;
      const controls = [...element.querySelectorAll<HTMLElement>(CONTROLS)].filter((control) => control.offsetParent !== null && !control.closest("dialog"));
      (controls[0] ?? rescueTo.current?.())?.focus();
    });
    document.addEventListener("focusin", track);
    observer.observe(element, { childList: true, subtree: true, attributes: true, attributeFilter: ["disabled"] });
    return () => {
      document.removeEventListener("focusin", track);
      observer.disconnect();
    };
  }, [container]);
}
