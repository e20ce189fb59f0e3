import type { NotificationView } from "../../shared/view-schemas";
import type { ToastInput } from "../hooks/use-toast";

/** Live events of one action arrive within this window: they make one toast. */
export const LIVE_TOAST_WINDOW_MS = 800;

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/**
 * One toast per burst of live events (issue 24). A publication fires a `match:new` per new pair
 * and, often, a notification of type "match" for the same pair: six toasts in a second said one
 * thing. Match notifications count as the matches they echo; other notifications are named.
 */
export function createLiveToasts(show: (input: ToastInput) => void, windowMs = LIVE_TOAST_WINDOW_MS) {
  let matches = 0;
  let notifications: NotificationView[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  function flush() {
    timer = null;
    const matchEchoes = notifications.filter((n) => n.type === "match");
    const others = notifications.filter((n) => n.type !== "match");
    const newMatches = Math.max(matches, matchEchoes.length);
    const single = newMatches === 0 && others.length === 1 ? others[0] : newMatches === 1 && others.length === 0 ? matchEchoes[0] : undefined;
    matches = 0;
    notifications = [];
    if (single) return show({ title: single.title, description: single.message });
    if (newMatches === 1 && others.length === 0) return show({ title: "Nouveau match", description: "Un nouveau match correspond à votre activité." });
    const parts = [newMatches > 0 ? plural(newMatches, "nouveau match", "nouveaux matches") : null, others.length > 0 ? plural(others.length, "notification", "notifications") : null].filter(Boolean);
    if (parts.length === 0) return;
    const title = parts.join(" et ");
    show({ title: title.charAt(0).toUpperCase() + title.slice(1), description: others.length > 0 ? others.slice(0, 3).map((n) => n.title).join(" · ") : "Ouvrez vos matches pour les voir." });
  }

  function schedule() {
    if (timer === null) timer = setTimeout(flush, windowMs);
  }

  return {
    match() {
      matches += 1;
      schedule();
    },
    notification(notification: NotificationView) {
      notifications.push(notification);
      schedule();
    },
    dispose() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
