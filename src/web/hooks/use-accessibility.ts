import { useState } from "react";
import { readAccessibility, saveAccessibility, type AccessibilitySettings } from "../lib/preferences";

export function useAccessibility() {
  const [settings, setSettings] = useState<AccessibilitySettings>(readAccessibility);
  const setSetting = (key: keyof AccessibilitySettings, value: boolean) => {
    const next = { ...settings, [key]: value };
    saveAccessibility(next);
    setSettings(next);
  };
  return { settings, setSetting };
}
