/**
 * What a failed statement tells, read through drizzle's wrapping error (DrizzleQueryError, whose
 * message holds the statement and its parameters) down to SQLite's own.
 */

/** The errors of a failure, from the outermost to the driver's. */
function* errorChain(error: unknown): Generator<Error> {
  for (let current = error; current instanceof Error; current = current.cause) yield current;
}

/** The column a UNIQUE index refused ("users.email"), or null for any other failure. */
export function uniqueViolation(error: unknown): string | null {
  for (const link of errorChain(error)) {
    const found = /UNIQUE constraint failed: ([\w.]+)/.exec(link.message);
    if (found) return found[1]!;
  }
  return null;
}

/**
 * The parameters a failed statement's message spells out, as drizzle writes them ("params: a,b"):
 * a password hash, an e-mail, a message's text, which must not reach a log.
 */
export function queryParameterTexts(error: unknown): string[] {
  return [...errorChain(error)].flatMap((link) => ("params" in link && "query" in link ? [`params: ${String(link.params)}`] : []));
}
