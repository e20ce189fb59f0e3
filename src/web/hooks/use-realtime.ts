import { useEffect, useRef } from "react";
import { trpc } from "../lib/trpc";
import { createLiveToasts } from "../lib/live-toasts";
import { toast } from "./use-toast";

/**
 * Keeps a Socket.IO connection open while someone is signed in and turns server events into
 * cache refreshes and toasts (DESIGN §8). Mounted once, in the app shell.
 */
export function useRealtime(userId: number | null, onSessionRevoked: () => void) {
  const utils = trpc.useUtils();
  // The latest callbacks, without reconnecting the socket each render.
  const handlersRef = useRef({ utils, onSessionRevoked });
  useEffect(() => {
    handlersRef.current = { utils, onSessionRevoked };
  });

  useEffect(() => {
    if (userId === null) return;
    // The Socket.IO client loads only once someone is signed in: visitors never download it.
    let close: (() => void) | undefined;
    let cancelled = false;
    const liveToasts = createLiveToasts(toast);
    void import("../lib/socket").then(({ connectRealtime }) => {
      if (cancelled) return;
      close = connectRealtime({
        onMatchChange: (kind, _matchId, shown) => {
          const { utils: u } = handlersRef.current;
          void u.matches.invalidate();
          void u.user.invalidate();
          void u.stats.invalidate();
          // A thread read elsewhere also marks its notifications read: the bell follows.
          void u.notifications.invalidate();
          // A quote's steps touch its match: the quote pages follow.
          void u.quotes.invalidate();
          // A weak lead refreshes the lists (« Autres pistes (N) ») but is not announced.
          if (kind === "new" && shown) liveToasts.match();
        },
        onNotification: (notification) => {
          void handlersRef.current.utils.notifications.invalidate();
          if (notification.type === "quote") void handlersRef.current.utils.quotes.invalidate();
          // An immediate alert's result is a platform notification: its card says what was sent.
          if (notification.type === "system") void handlersRef.current.utils.alerts.invalidate();
          liveToasts.notification(notification);
        },
        onNotificationsChange: () => void handlersRef.current.utils.notifications.invalidate(),
        onListingsChange: () => {
          const { utils: u } = handlersRef.current;
          void u.needs.invalidate();
          void u.offers.invalidate();
          void u.matches.invalidate();
          void u.user.invalidate();
          void u.notifications.invalidate();
        },
        onStatsChange: () => {
          const { utils: u } = handlersRef.current;
          void u.stats.invalidate();
          // The console's counters and charts are the same figures: they follow too (only an
          // administrator's open console has these queries mounted; elsewhere nothing refetches).
          void u.admin.analytics.invalidate();
          void u.admin.locationStats.invalidate();
          // A suspension, reactivation, registration or deletion request made elsewhere (another
          // administrator, `market`, the user) changes the console's table and pending requests too:
          // they showed « Actif » and « Suspendre » for an account suspended meanwhile.
          void u.admin.users.invalidate();
          void u.admin.deletionRequests.invalidate();
        },
        onMatchesRecomputed: () => {
          const { utils: u } = handlersRef.current;
          void u.matches.invalidate();
          void u.user.invalidate();
        },
        onResync: () => void handlersRef.current.utils.invalidate(),
        onSessionRevoked: () => {
          handlersRef.current.onSessionRevoked();
          toast({
            title: "Session terminée",
            description: "Votre session a été fermée par la plateforme.",
            variant: "destructive",
          });
        },
      });
    });
    return () => {
      cancelled = true;
      liveToasts.dispose();
      close?.();
    };
  }, [userId]);
}
