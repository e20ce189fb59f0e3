import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export type ButtonVariant = "default" | "secondary" | "outline" | "ghost" | "destructive" | "link" | "inverted";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

const variantClasses: Record<ButtonVariant, string> = {
  default: "bg-primary text-primary-foreground hover:bg-primary-hover shadow-sm",
  secondary: "bg-accent text-accent-foreground hover:bg-accent/80",
  outline: "border border-input bg-card text-foreground hover:bg-muted",
  ghost: "text-foreground hover:bg-muted",
  destructive: "bg-destructive text-destructive-foreground hover:opacity-90 shadow-sm",
  link: "text-primary underline-offset-4 hover:underline",
  /** Outline button on a bg-primary surface. */
  inverted: "border border-primary-foreground/70 text-primary-foreground hover:bg-primary-foreground/10",
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: "h-8 px-3 text-sm gap-1.5",
  md: "h-10 px-4 text-sm gap-2",
  lg: "h-12 px-6 text-base gap-2",
  icon: "h-9 w-9 sm:h-10 sm:w-10",
};

/**
 * A finger needs 44 px (WCAG 2.5.5): on a touch screen every size grows to it, a mouse keeps the
 * compact sizes above. Minimums, not heights, so that they win over the size's own h-* and w-*.
 */
export const TOUCH_TARGET = "pointer-coarse:min-h-11 pointer-coarse:min-w-11";

/** Shared by Button and by links styled as buttons (see ButtonLink). */
export function buttonClasses(variant: ButtonVariant = "default", size: ButtonSize = "md", className?: string) {
  return cn(
    "inline-flex shrink-0 items-center justify-center rounded-md font-medium whitespace-nowrap transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
    "disabled:pointer-events-none disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
    variantClasses[variant],
    sizeClasses[size],
    TOUCH_TARGET,
    className,
  );
}

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
