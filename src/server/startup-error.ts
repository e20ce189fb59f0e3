/**
 * A reason the server cannot start that the operator can fix (a setting, a folder): main.ts
 * prints its French message as one line and exits 1, without a stack trace.
 */
export class StartupError extends Error {
  override readonly name = "StartupError";
}
