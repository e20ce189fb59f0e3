import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { NotificationView } from "../../shared/view-schemas";
import type { ToastInput } from "../hooks/use-toast";
import { createLiveToasts, LIVE_TOAST_WINDOW_MS } from "./live-toasts";

const note = (id: number, type: NotificationView["type"], title: string): NotificationView => ({
  id,
  type,
  title,
  message: `message ${id}`,
  matchId: null,
  isRead: false,
  createdAt: "2026-11-25T10:00:00.000Z",
  details: null,
  link: null,
});

describe("live toasts", () => {
  let shown: ToastInput[];
  let live: ReturnType<typeof createLiveToasts>;
  beforeEach(() => {
    vi.useFakeTimers();
    shown = [];
    live = createLiveToasts((input) => void shown.push(input));
  });
  afterEach(() => {
    live.dispose();
    vi.useRealTimers();
  });

  it("turns a publication's burst (three matches and their three notifications) into one toast", () => {
    for (let i = 1; i <= 3; i += 1) {
      live.match();
      live.notification(note(i, "match", "Nouveau match"));
    }
    vi.advanceTimersByTime(LIVE_TOAST_WINDOW_MS);
    expect(shown).toEqual([{ title: "3 nouveaux matches", description: "Ouvrez vos matches pour les voir." }]);
  });

  it("shows a lone notification as itself, and a lone match with its own notification once", () => {
    live.notification(note(1, "contact", "Nouveau message"));
    vi.advanceTimersByTime(LIVE_TOAST_WINDOW_MS);
    live.match();
    live.notification(note(2, "match", "Nouveau match"));
    vi.advanceTimersByTime(LIVE_TOAST_WINDOW_MS);
    expect(shown).toEqual([
      { title: "Nouveau message", description: "message 1" },
      { title: "Nouveau match", description: "message 2" },
    ]);
  });

  it("names the other notifications beside the matches, and separate bursts stay separate", () => {
    live.match();
    live.match();
    live.notification(note(1, "contact", "Nouveau message"));
    vi.advanceTimersByTime(LIVE_TOAST_WINDOW_MS);
    live.match();
    vi.advanceTimersByTime(LIVE_TOAST_WINDOW_MS);
    expect(shown).toEqual([
      { title: "2 nouveaux matches et 1 notification", description: "Nouveau message" },
      { title: "Nouveau match", description: "Un nouveau match correspond à votre activité." },
    ]);
  });
});
