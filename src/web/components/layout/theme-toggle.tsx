import { Moon, Sun } from "lucide-react";
import { Button } from "../ui/button";
import { useTheme } from "../../hooks/use-theme";

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const label = theme === "dark" ? "Activer le thème clair" : "Activer le thème sombre";
  return (
    <Button variant="ghost" size="icon" onClick={toggleTheme} aria-label={label} title={label} data-description="Thème" data-testid="theme-toggle">
      {theme === "dark" ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}
