import { createPortal } from "react-dom";
import { X } from "lucide-react";
import { cn } from "../../lib/cn";
import { useToast } from "../../hooks/use-toast";
import { useTopModal } from "../../lib/open-modals";

/**
 * Renders the open toast in a live region so screen readers announce it; inside the topmost open
 * modal when there is one (open-modals.ts), so that it is above its backdrop and can be closed.
 * There, on a phone, it sits at the top: above the bottom bar it covered the dialog's message box
 * (and what one typed) for 6 s. From sm up it stays in the corner, below the centred dialog.
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const modal = useTopModal();
  const visible = toasts.filter((item) => item.open);
  const region = (
    <div
      aria-live="polite"
      aria-atomic="true"
      className={cn(
        "pointer-events-none fixed inset-x-0 z-[100] flex flex-col items-center gap-2 px-4",
        modal ? "top-2 sm:top-auto" : "bottom-20",
        "sm:inset-x-auto sm:right-4 sm:bottom-4 sm:items-end",
      )}
    >
      {visible.map((item) => (
        <div
          key={item.id}
          role={item.variant === "destructive" ? "alert" : "status"}
          data-testid="toast"
          className={cn(
            "pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 shadow-lg",
            item.variant === "destructive"
              ? "border-destructive bg-destructive text-destructive-foreground"
              : "border-border bg-card text-card-foreground",
          )}
        >
          <div className="flex-1">
            <p className="text-sm font-semibold">{item.title}</p>
            {item.description && <p className="mt-1 text-sm opacity-90">{item.description}</p>}
          </div>
          <button
            type="button"
            onClick={() => dismiss(item.id)}
            // 44 px under a finger; the negative margin keeps the toast as high as with a mouse.
            className="rounded-md p-1 opacity-80 hover:opacity-100 pointer-coarse:-m-2.5 pointer-coarse:flex pointer-coarse:size-11 pointer-coarse:shrink-0 pointer-coarse:items-center pointer-coarse:justify-center"
            aria-label="Fermer la notification"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      ))}
    </div>
  );
  return modal ? createPortal(region, modal) : region;
}
