import { ACCESSIBILITY_STORAGE_KEY, THEME_STORAGE_KEY } from "../../shared/constants";
import { readStorage, writeStorage } from "./storage";

export type Theme = "light" | "dark";

export interface AccessibilitySettings {
  highContrast: boolean;
  largeText: boolean;
  reduceMotion: boolean;
  audioDescriptions: boolean;
}

export const DEFAULT_ACCESSIBILITY: AccessibilitySettings = {
  highContrast: false,
  largeText: false,
  reduceMotion: false,
  audioDescriptions: false,
};

/** The class each setting puts on <html> (styles.css gives them their effect). */
export const ACCESSIBILITY_CLASSES: Record<keyof AccessibilitySettings, string> = {
  highContrast: "high-contrast",
  largeText: "large-text",
  reduceMotion: "reduce-motion",
  audioDescriptions: "audio-descriptions",
};

export function readTheme(): Theme {
  return readStorage(THEME_STORAGE_KEY) === "dark" ? "dark" : "light";
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement) {
  root.classList.toggle("dark", theme === "dark");
}

export function saveTheme(theme: Theme) {
  writeStorage(THEME_STORAGE_KEY, theme);
  applyTheme(theme);
}

/** Reads the stored settings, keeping only known boolean fields (the value may be hand-edited). */
export function readAccessibility(): AccessibilitySettings {
  const raw = readStorage(ACCESSIBILITY_STORAGE_KEY);
  if (!raw) return { ...DEFAULT_ACCESSIBILITY };
  try {
    const parsed: unknown = JSON.parse(raw);
    const settings = { ...DEFAULT_ACCESSIBILITY };
    if (parsed && typeof parsed === "object") {
      for (const key of Object.keys(DEFAULT_ACCESSIBILITY) as (keyof AccessibilitySettings)[]) {
        const value = (parsed as Record<string, unknown>)[key];
        if (typeof value === "boolean") settings[key] = value;
      }
    }
    return settings;
  } catch {
    return { ...DEFAULT_ACCESSIBILITY };
  }
}

export function applyAccessibility(settings: AccessibilitySettings, root: HTMLElement = document.documentElement) {
  for (const key of Object.keys(ACCESSIBILITY_CLASSES) as (keyof AccessibilitySettings)[]) {
    root.classList.toggle(ACCESSIBILITY_CLASSES[key], settings[key]);
  }
}

export function saveAccessibility(settings: AccessibilitySettings) {
  writeStorage(ACCESSIBILITY_STORAGE_KEY, JSON.stringify(settings));
  applyAccessibility(settings);
}

/** Called once before the first render so the page never flashes the wrong theme or size. */
export function applyStoredPreferences() {
  applyTheme(readTheme());
  applyAccessibility(readAccessibility());
}
