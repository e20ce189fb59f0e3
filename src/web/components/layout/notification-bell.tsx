import { Bell } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { formatDate } from "../../../shared/format";
import { trpc } from "../../lib/trpc";
import { cn } from "../../lib/cn";
import { Button } from "../ui/button";

/** How many notifications the dropdown previews; the full list is at /notifications. */
const DROPDOWN_ITEMS = 5;

/** The signed-in user's bell (the header shows none to a visitor). */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const unread = trpc.notifications.unreadCount.useQuery();
  const list = trpc.notifications.list.useQuery({ limit: DROPDOWN_ITEMS }, { enabled: open });
  const count = unread.data?.count ?? 0;
  const [panelTop, setPanelTop] = useState<number | undefined>(undefined);
  const toggle = () => {
    setPanelTop((buttonRef.current?.getBoundingClientRect().bottom ?? 56) + 8);
    setOpen((value) => !value);
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  const label = count > 0 ? `Notifications (${count} non ${count > 1 ? "lues" : "lue"})` : "Notifications";
  const items = list.data?.items ?? [];

  return (
    <div ref={containerRef} className="relative">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label={label}
        title={label}
        data-description="Notifications"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="relative"
        data-testid="notification-bell"
      >
        <Bell aria-hidden="true" />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] font-bold text-destructive-foreground"
          >
            {count > 99 ? "99+" : count}
          </span>
        )}
      </Button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label="Notifications"
          // On a phone the bell is not at the screen's edge: the panel is placed against the
          // viewport (0.75 rem from each side, just under the bell) rather than under the bell's
          // right edge, so that it never leaves the screen from 320 px up (issue 24).
          style={{ top: panelTop }}
          className="fixed inset-x-3 z-50 rounded-xl border border-border bg-card text-card-foreground shadow-xl sm:absolute sm:inset-x-auto sm:top-auto! sm:right-0 sm:mt-2 sm:w-[22rem]"
        >
          <div className="flex items-center justify-between border-b border-border px-4 py-3">
            <h2 className="font-semibold">Notifications</h2>
            {count > 0 && <span className="text-xs text-muted-foreground">{count} non lue{count > 1 ? "s" : ""}</span>}
          </div>
          {list.isPending ? (
            <p className="px-4 py-6 text-center text-sm text-muted-foreground">Chargement…</p>
          ) : items.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-muted-foreground">Aucune notification</p>
          ) : (
            <ul className="max-h-96 divide-y divide-border overflow-y-auto">
              {items.map((item) => (
                <li key={item.id}>
                  <Link
                    to={`/notification/${item.id}`}
                    onClick={() => setOpen(false)}
                    className="flex gap-3 px-4 py-3 hover:bg-muted focus-visible:bg-muted"
                  >
                    <span
                      className={cn("mt-1.5 size-2 shrink-0 rounded-full", item.isRead ? "bg-transparent" : "bg-primary")}
                      aria-hidden="true"
                    />
                    <span className="flex min-w-0 flex-col gap-0.5">
                      <span className="text-sm font-medium">
                        {item.title}
                        {!item.isRead && <span className="sr-only"> (non lue)</span>}
                      </span>
                      <span className="line-clamp-2 text-sm text-muted-foreground">{item.message}</span>
                      <span className="text-xs text-muted-foreground">{formatDate(item.createdAt)}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <div className="border-t border-border px-4 py-3 text-center">
            <Link to="/notifications" onClick={() => setOpen(false)} className="text-sm font-medium text-primary hover:underline">
              Voir toutes les notifications
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
