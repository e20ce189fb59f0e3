import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { X } from "lucide-react";
import { cn } from "../../lib/cn";
import { modalClosed, modalOpened } from "../../lib/open-modals";

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
  /**
   * Where focus goes on close when the opener is gone or disabled (its card left the list, its
   * button was replaced): without it, focus fell to <body> and a keyboard user started over.
   */
  onFocusLost?: () => void;
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

/**
 * Whether the dialog's body overflows: then it takes a Tab stop, named after the dialog, so that
 * the arrow keys and Page Down scroll it from the keyboard (WCAG 2.1.1, as ScrollRegion does); a
 * short form's body does not add a stop before its first field.
 */
function useOverflows(element: HTMLElement | null) {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!element) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    const mutations = new MutationObserver(() => {
      for (const child of element.children) observer.observe(child);
      measure();
    });
    mutations.observe(element, { childList: true });
    measure();
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, [element]);
  return overflows;
}

/**
 * The last control focused outside a dialog: the opener, even when it was disabled or removed
 * between the click and the opening (« Recontacter » waits for its action, and the browser then
 * remembered <body>).
 */
let lastFocusedOutside: HTMLElement | null = null;
if (typeof document !== "undefined") {
  document.addEventListener("focusin", (event) => {
    if (event.target instanceof HTMLElement && !event.target.closest("dialog")) lastFocusedOutside = event.target;
  });
}

const canTakeFocus = (element: HTMLElement | null): element is HTMLElement =>
  element !== null && element.isConnected && !element.matches(":disabled") && element.offsetParent !== null;

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
 * cycles inside (keepFocusInside), the page behind does not scroll, Esc closes it, and focus goes
 * back to the opener on close (or to `onFocusLost`'s choice when the opener is gone).
 */
export function Dialog({ open, onOpenChange, title, description, children, footer, className, onFocusLost }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const focusLost = useRef(onFocusLost);
  focusLost.current = onFocusLost;
  const body = useRef<HTMLDivElement>(null);
  const [bodyElement, setBodyElement] = useState<HTMLDivElement | null>(null);
  const scrollable = useOverflows(bodyElement);
  const titleId = useId();
  const descriptionId = useId();
  const hasBody = children !== undefined && children !== null && children !== false;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : lastFocusedOutside;
      dialog.showModal();
      modalOpened(dialog);
      focusFirstField(body.current);
    }
    if (!open && dialog.open) {
      dialog.close();
      modalClosed(dialog);
      const focused = document.activeElement;
      if (focused === null || focused === document.body) {
        if (canTakeFocus(opener.current)) opener.current.focus();
        else focusLost.current?.();
      }
      opener.current = null;
    }
  }, [open]);

  // A dialog unmounted while open (its page left) is no longer where toasts go.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog) modalClosed(dialog);
    };
  }, []);

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
              // 44 px under a finger; the negative margin keeps the header as high as with a mouse.
              className="rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground pointer-coarse:-m-2 pointer-coarse:flex pointer-coarse:size-11 pointer-coarse:shrink-0 pointer-coarse:items-center pointer-coarse:justify-center"
              aria-label="Fermer"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          {/* A confirmation says it all in its title and description: no empty band between two rules. */}
          {hasBody && (
            <div
              ref={(element) => {
                body.current = element;
                setBodyElement(element);
              }}
              {...(scrollable ? { role: "region", "aria-labelledby": titleId, tabIndex: 0 } : {})}
              className="overflow-y-auto p-5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
            >
              {children}
            </div>
          )}
          {footer && <div className={cn("flex justify-end gap-2 p-4", hasBody && "border-t border-border")}>{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
