import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export interface SwitchProps extends Omit<ComponentProps<"button">, "onChange" | "value"> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

export function Switch({ checked, onCheckedChange, className, disabled, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        "relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full",
        "disabled:cursor-not-allowed disabled:opacity-50",
        // Under a finger the button is 44 px high around its 24 px track (WCAG 2.5.5); the negative
        // margin keeps the row as high as with a mouse.
        "pointer-coarse:-my-2.5 pointer-coarse:h-11",
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn("flex h-6 w-11 items-center rounded-full border-2 border-transparent transition-colors", checked ? "bg-primary" : "bg-input")}
      >
        <span
          className={cn(
            "pointer-events-none block size-5 rounded-full bg-white shadow ring-1 ring-black/10 transition-transform",
            checked ? "translate-x-5" : "translate-x-0",
          )}
        />
      </span>
    </button>
  );
}
