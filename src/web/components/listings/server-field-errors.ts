import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { describeFailure } from "../../lib/errors";

/** Puts the server's per-field messages under the matching form fields; returns how many. */
export function showServerFieldErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): number {
  const { fieldErrors } = describeFailure(error);
  let shown = 0;
  for (const field of fields) {
    const message = fieldErrors[field];
    if (message) {
      setError(field, { type: "server", message });
      shown += 1;
    }
  }
  return shown;
}
