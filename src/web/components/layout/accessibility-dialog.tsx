import { Accessibility } from "lucide-react";
import { useState } from "react";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Switch } from "../ui/switch";
import { useAccessibility } from "../../hooks/use-accessibility";
import type { AccessibilitySettings } from "../../lib/preferences";

const OPTIONS: { key: keyof AccessibilitySettings; label: string; description: string }[] = [
  { key: "highContrast", label: "High Contrast", description: "Noir sur blanc, contours épais et liens soulignés." },
  { key: "largeText", label: "Large Text", description: "Agrandit tous les textes de 25 %." },
  { key: "reduceMotion", label: "Reduce Motion", description: "Supprime les animations et les transitions." },
  {
    key: "audioDescriptions",
    label: "Audio Descriptions",
    description: "Affiche à l'écran les descriptions lues par les lecteurs d'écran (images, icônes).",
  },
];

/** The header's accessibility button and the settings modal it toggles. */
export function AccessibilityButton() {
  const [open, setOpen] = useState(false);
  const { settings, setSetting } = useAccessibility();
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => setOpen((value) => !value)}
        aria-label="Paramètres d'accessibilité"
        title="Paramètres d'accessibilité"
        data-description="Accessibilité"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="accessibility-button"
      >
        <Accessibility aria-hidden="true" />
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Paramètres d'accessibilité"
        description="Vos choix sont enregistrés sur cet appareil."
      >
        <ul className="flex flex-col gap-4">
          {OPTIONS.map((option) => (
            <li key={option.key} className="flex items-center justify-between gap-4">
              <div>
                <p id={`a11y-${option.key}`} className="font-medium">
                  {option.label}
                </p>
                <p id={`a11y-${option.key}-description`} className="text-sm text-muted-foreground">
                  {option.description}
                </p>
              </div>
              <Switch
                checked={settings[option.key]}
                onCheckedChange={(value) => setSetting(option.key, value)}
                aria-labelledby={`a11y-${option.key}`}
                aria-describedby={`a11y-${option.key}-description`}
                data-testid={`switch-${option.key}`}
              />
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
