import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/**
 * A box that scrolls sideways (a wide table on a phone): named and reachable with Tab, so that a
 * keyboard user can scroll it with the arrow keys (WCAG 2.1.1; axe "scrollable-region-focusable").
 */
export function ScrollRegion({ label, className, ...props }: ComponentProps<"div"> & { label: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn("overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring", className)}
      {...props}
    />
  );
}
