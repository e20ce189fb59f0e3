import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Label } from "./label";

interface ControlProps {
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

export interface FormFieldProps {
  /** Id of the control; the label, the hint and the error are tied to it. */
  id: string;
  label: ReactNode;
  /** The validation message (French), usually `errors.field?.message` from react-hook-form. */
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /** One control (Input, Select, Textarea…), typically spread with `register("field")`. */
  children: ReactElement<ControlProps>;
}

/** Label + control + hint + error, wired for screen readers (aria-invalid, aria-describedby). */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const control = isValidElement(children)
    ? cloneElement(children, { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })
    : children;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {control}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
