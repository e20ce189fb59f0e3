/** A failure to report on one line, never with a stack trace: exit 1, or 2 for bad usage. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** Bad usage found after parsing (a missing confirmation, a flag combination): exit 2. */
export class UsageError extends CliError {
  constructor(message: string) {
    super(message, 2);
  }
}

/** Exit code of a command stopped by Ctrl-C, as shells report SIGINT (128 + 2). */
export const INTERRUPTED_EXIT_CODE = 130;

/** Ctrl-C, honoured between two batches: what was committed stays, the command says how far it got. */
export class InterruptedError extends CliError {
  constructor(message = "interrompu") {
    super(message, INTERRUPTED_EXIT_CODE);
  }
}
