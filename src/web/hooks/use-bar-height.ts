import { useCallback } from "react";

/**
 * Publishes the height of a bar that stays on screen (the sticky header, the phone's bottom bar)
 * as a CSS variable on <html>, kept up to date while it wraps or grows (zoom, large text): the
 * page's scroll-padding (styles.css) is sized from it, so that a control reached with Tab is
 * scrolled clear of the bar instead of under it (WCAG 2.4.11). A bar that is not displayed
 * measures 0, and so leaves no padding.
 */
export function useBarHeight(variable: "--header-height" | "--bottom-bar-height") {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      const root = document.documentElement;
      const observer = new ResizeObserver(([entry]) => {
        const height = entry?.borderBoxSize[0]?.blockSize ?? element.offsetHeight;
        root.style.setProperty(variable, `${Math.ceil(height)}px`);
      });
      observer.observe(element);
      return () => {
        observer.disconnect();
        root.style.removeProperty(variable);
      };
    },
    [variable],
  );
}
