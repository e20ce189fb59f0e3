import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { describeFailure } from "../../lib/errors";

/**
 * Puts the server's per-field messages under the matching form fields, and the focus in the first
 * of them (in `fields` order, the form's): the message showed under a field while the focus stayed
 * on the button, the field off-screen on a phone. Returns how many.
 */
export function showServerFieldErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): number {
  const { fieldErrors } = describeFailure(error);
  let shown = 0;
  for (const field of fields) {
    const message = fieldErrors[field];
    if (message) {
      setError(field, { type: "server", message }, { shouldFocus: shown === 0 });
      shown += 1;
    }
  }
  return shown;
}
