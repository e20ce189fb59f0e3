import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { X } from "lucide-react";
import { cn } from "../../lib/cn";

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes back to the first, Shift+Tab from the first to the last: the
 * native modal makes the page inert but lets Tab leave for the browser's own bar (issue 23).
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A form's dialog opens in its first field: showModal() focused the close button, which comes
 * first, and one more Tab was needed before typing. A dialog that opens on text or links to read
 * first (a match's detail) keeps the browser's choice.
 */
function focusFirstField(body: HTMLElement | null) {
  const first = [...(body?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].find((element) => element.offsetParent !== null);
  if (first instanceof HTMLInputElement || first instanceof HTMLTextAreaElement || first instanceof HTMLSelectElement) first.focus();
}

let scrollLocks = 0;

/** Keeps the page still while a dialog is open (nested dialogs: until the last one closes). */
function lockPageScroll(): () => void {
  const root = document.documentElement;
  // The scrollbar's room is kept, so that the page does not shift sideways.
  if (scrollLocks++ === 0) Object.assign(root.style, { overflow: "hidden", scrollbarGutter: "stable" });
  return () => {
    if (--scrollLocks === 0) Object.assign(root.style, { overflow: "", scrollbarGutter: "" });
  };
}

/**
 * A modal on the native <dialog> element: showModal() makes the rest of the page inert, Tab
 * cycles inside (keepFocusInside), the page behind does not scroll, Esc closes it, and the browser
 * returns focus to the opener on close.
 */
export function Dialog({ open, onOpenChange, title, description, children, footer, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      focusFirstField(body.current);
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // The modal makes the page inert, but the wheel still scrolled it under the dialog.
  useEffect(() => {
    if (!open) return;
    return lockPageScroll();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        event.preventDefault();
        onOpenChange(false);
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, not on its content.
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      className={cn(
        "m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl border border-border bg-card p-0 text-card-foreground shadow-xl",
        "backdrop:bg-black/50 backdrop:backdrop-blur-[1px]",
        className,
      )}
    >
      {open && (
        <div className="flex max-h-[85dvh] flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-border p-5">
            <div className="flex flex-col gap-1">
              <h2 id={titleId} className="text-lg font-semibold">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="text-sm text-muted-foreground">
                  {description}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={() => onOpenChange(false)}
              className="rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
              aria-label="Fermer"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          <div ref={body} className="overflow-y-auto p-5">
            {children}
          </div>
          {footer && <div className="flex justify-end gap-2 border-t border-border p-4">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
