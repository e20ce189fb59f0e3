import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_REMOVE_DELAY_MS } from "../../shared/constants";
import { TOAST_AUTO_DISMISS_MS, dismissToast, getToasts, toast } from "./use-toast";

describe("toasts", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    dismissToast();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
  });
  afterEach(() => vi.useRealTimers());

  it("shows only the newest toast when several are raised", () => {
    toast({ title: "Premier" });
    toast({ title: "Second", variant: "destructive" });
    expect(getToasts().map((item) => item.title)).toEqual(["Second"]);
    expect(getToasts()[0]?.open).toBe(true);
  });

  it("closes itself after a few seconds and is removed after the removal delay", () => {
    toast({ title: "Bienvenue !" });
    vi.advanceTimersByTime(TOAST_AUTO_DISMISS_MS);
    expect(getToasts()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it("dismissing by hand closes the toast at once", () => {
    const { dismiss } = toast({ title: "Connexion échouée" });
    dismiss();
    expect(getToasts()[0]?.open).toBe(false);
  });
});
