import { useState } from "react";
import { readTheme, saveTheme, type Theme } from "../lib/preferences";

export function useTheme() {
  const [theme, setThemeState] = useState<Theme>(readTheme);
  const setTheme = (next: Theme) => {
    saveTheme(next);
    setThemeState(next);
  };
  return { theme, setTheme, toggleTheme: () => setTheme(theme === "dark" ? "light" : "dark") };
}
